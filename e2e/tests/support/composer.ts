import { expect, type Locator, type Page } from '@playwright/test';

/** A small valid PNG (1×1) padded to the given size, so uploads take a measurable time. */
export function pngFile(name: string, padTo = 0): { name: string; mimeType: string; buffer: Buffer } {
  const base = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const buffer = padTo > base.length ? Buffer.concat([base, Buffer.alloc(padTo - base.length)]) : base;
  return { name, mimeType: 'image/png', buffer };
}

export async function openComposer(page: Page) {
  await page.getByRole('button', { name: 'New post' }).click();
  const composer = page.getByRole('dialog', { name: 'New post' });
  await expect(composer).toBeVisible();
  return composer;
}

export async function addFault(page: Page, fault: Record<string, unknown>): Promise<void> {
  const response = await page.request.post('/__dev/faults', { data: fault });
  expect(response.ok()).toBeTruthy();
}

export async function clearFaults(page: Page): Promise<void> {
  await page.request.delete('/__dev/faults');
}

/** Statuses of a local account, newest first (public API, no token needed for public posts). */
export async function statusesOf(page: Page, acct: string, token?: string): Promise<Array<Record<string, unknown>>> {
  const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
  const lookup = await page.request.get(`/api/v1/accounts/lookup?acct=${acct}`, { headers });
  const account = (await lookup.json()) as { id: string };
  const response = await page.request.get(`/api/v1/accounts/${account.id}/statuses?limit=5`, { headers });
  return (await response.json()) as Array<Record<string, unknown>>;
}

/** Clicks the composer's submit button and returns the created (or edited) status from the server's answer. */
export async function submitAndCapture(page: Page, composer: Locator, name = 'Post'): Promise<Record<string, unknown>> {
  const answer = page.waitForResponse(
    (response) =>
      /\/api\/v1\/statuses(\/[^/]+)?$/.test(new URL(response.url()).pathname) &&
      ['POST', 'PUT'].includes(response.request().method()) &&
      !(response.request().postData() ?? '').includes('name="preview"'),
  );
  await composer.getByRole('button', { name, exact: true }).click();
  const response = await answer;
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as Record<string, unknown>;
}

/** The status card (timelines remote) that shows the given text. */
export function statusCard(page: Page, text: string): Locator {
  return page.locator('article.status').filter({ hasText: text }).first();
}
