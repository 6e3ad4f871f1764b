import { test as base } from '@playwright/test';
import { readSnacLegState, type SnacLegState } from '../leg';

/** Tests of the snac leg: `snac` holds the URLs and passwords; pages open on the app host in front of snac. */
export const test = base.extend<{ snac: SnacLegState }>({
  // eslint-disable-next-line no-empty-pattern
  snac: async ({}, provide) => provide(readSnacLegState()),
  baseURL: async ({ snac }, provide) => provide(snac.appUrl),
});

export { expect } from '@playwright/test';
