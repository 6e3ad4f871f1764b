/**
 * Spec §2: any route may carry the composer's initial text in the query parameter `message`.
 * Returns the text (null when absent or blank) and the query without it.
 */
export function takeMessage(search: string): { message: string | null; rest: URLSearchParams } {
  const rest = new URLSearchParams(search);
  const raw = rest.get('message');
  rest.delete('message');
  return { message: raw !== null && raw.trim() !== '' ? raw : null, rest };
}
