/**
 * The embedded initial-results block (spec §7 Startup): a server may put the answers of some startup
 * calls into the page, e.g. `<noscript id="initial-results">{"/api/v1/instance": "eyJ0aXRsZSI6…"}</noscript>`,
 * each answer a base64 (UTF-8) string of the response body, or the JSON body itself.
 */
export type InitialResults = Map<string, string>;

export const INITIAL_RESULTS_ID = 'initial-results';

function decodeBase64Utf8(data: string): string | null {
  try {
    const binary = atob(data);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Parses the block's text: path → response body text. A broken block is logged and ignored. */
export function parseInitialResults(text: string): InitialResults {
  const results: InitialResults = new Map();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    console.warn('Could not read the initial-results block', error);
    return results;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return results;
  for (const [path, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (!path.startsWith('/')) continue;
    if (typeof value === 'string') {
      const body = decodeBase64Utf8(value);
      if (body === null) console.warn(`Initial result for ${path} is not base64`);
      else results.set(path, body);
    } else if (value !== undefined) {
      results.set(path, JSON.stringify(value));
    }
  }
  return results;
}

/** Reads the page's block (a `noscript` or `script type="application/json"` with id `initial-results`). */
export function readInitialResults(doc: Document): InitialResults {
  const element = doc.getElementById(INITIAL_RESULTS_ID);
  if (!element) return new Map();
  return parseInitialResults(element.textContent ?? '');
}
