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
