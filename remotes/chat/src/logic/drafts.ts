/** The unsent text of each chat, kept in localStorage across reloads (per server, user and chat). */
const PREFIX = 'fedi.chat.draft';

function key(baseUrl: string, userId: string, chatId: string): string {
  return `${PREFIX}:${baseUrl}:${userId}:${chatId}`;
}

export function readDraft(baseUrl: string, userId: string, chatId: string): string {
  try {
    return localStorage.getItem(key(baseUrl, userId, chatId)) ?? '';
  } catch {
    return '';
  }
}

/** Keep (or, for an empty text, forget) the draft of a chat. */
export function writeDraft(baseUrl: string, userId: string, chatId: string, text: string): void {
  try {
    if (text.trim() === '') localStorage.removeItem(key(baseUrl, userId, chatId));
    else localStorage.setItem(key(baseUrl, userId, chatId), text);
  } catch {
    // storage full or blocked: the draft lives only in the field
  }
}
