import { readFileSync } from 'node:fs';

/** What the snac leg's global setup hands to its tests (a JSON file named by FEDI_SNAC_STATE). */
export interface SnacLegState {
  /** The app host that serves the app and proxies the API to snac. */
  appUrl: string;
  /** snac itself (its authorize form posts here). */
  snacUrl: string;
  snacVersion: string;
  passwords: Record<string, string>;
  /** A second snac (user bob) that the first federates with, for remote accounts (`bob@127.0.0.1:PORT`). */
  other: { url: string; passwords: Record<string, string> };
  /** The app with its own dev instance (Akkoma-like, password `password`): an account there beside one on snac. */
  devUrl: string;
}

export const SNAC_STATE_ENV = 'FEDI_SNAC_STATE';

/** `FEDI_E2E_SNAC=0` leaves the snac leg out (e.g. on a machine without snac and without root). */
export const snacLegEnabled = () => process.env.FEDI_E2E_SNAC !== '0';

export function readSnacLegState(): SnacLegState {
  const file = process.env[SNAC_STATE_ENV];
  if (!file) throw new Error(`${SNAC_STATE_ENV} is not set: run the snac project through e2e/playwright.config.ts`);
  return JSON.parse(readFileSync(file, 'utf8')) as SnacLegState;
}
