/** Saves text as a file through a temporary link (the browser's download). */
export function downloadText(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Every item of a paged list, page after page (at most `maxPages`). */
export async function allPages<T>(
  page: (maxId: string | undefined) => Promise<{ items: T[]; next?: string }>,
  maxPages = 200,
): Promise<T[]> {
  const items: T[] = [];
  let next: string | undefined;
  for (let count = 0; count < maxPages; count += 1) {
    const result = await page(next);
    items.push(...result.items);
    if (!result.next || result.items.length === 0 || result.next === next) break;
    next = result.next;
  }
  return items;
}

/** A file's text (FileReader: every browser, and jsdom, which lacks `Blob.text()`). */
export function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsText(blob);
  });
}

/** The host of this server's own accounts: the API's host (the page's when the API is on the same origin). */
export function localHost(baseUrl: string): string {
  return new URL(baseUrl || window.location.origin, window.location.origin).host;
}

/**
 * An account's full address for a CSV line: a remote account's acct is `name@domain` already; a local one's
 * is the bare name, completed with the host of its profile URL (else this server's host).
 */
export function fullAddress(user: { acct: string; url?: string }, host: string): string {
  if (user.acct.includes('@')) return user.acct;
  let domain = host;
  try {
    if (user.url) domain = new URL(user.url).host || host;
  } catch {
    // not a URL: this server's host
  }
  return `${user.acct}@${domain}`;
}
