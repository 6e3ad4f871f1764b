const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Spec §5: registration errors from the server as sentences — the field name with underscores as
 * spaces, then the message, each ending with a period; `ap_id` errors are shown as username.
 */
export function flattenRegistrationErrors(body: unknown): string[] {
  const error = (body as { error?: unknown } | null)?.error ?? body;
  if (typeof error === 'string') return [error.endsWith('.') ? error : `${error}.`];
  if (!error || typeof error !== 'object') return [];
  const sentences: string[] = [];
  for (const [field, messages] of Object.entries(error as Record<string, unknown>)) {
    const name = (field === 'ap_id' ? 'username' : field).replace(/_/g, ' ');
    for (const message of Array.isArray(messages) ? messages : [messages]) {
      const sentence = `${capitalize(name)} ${String(message)}`;
      sentences.push(sentence.endsWith('.') ? sentence : `${sentence}.`);
    }
  }
  return sentences;
}
