// What components show of an entity, derived from its model fields (the normalizers keep the
// server's values only; DATA_LAYER.md, "Naming"). The results are HTML still to be sanitized:
// render them through `sanitizeHtml(html, profile)` as any other server HTML.
import type { Announcement } from '../models/announcement';
import type { ChatMessage } from '../models/chat';
import type { CustomEmoji } from '../models/emoji';
import type { Poll, PollOption } from '../models/poll';
import type { Status } from '../models/status';
import type { User, UserField } from '../models/user';
import { escapeHtml } from '../utils/html';
import { domainToUnicode } from '../utils/punycode';
import { emojifyHtml } from './emoji';

/** A domain in its Unicode form (`xn--mnchen-3ya.example` → `münchen.example`), as handles show it. */
export { domainToUnicode };

/** `name@xn--domain` → `name@🌐domain-in-unicode`; unchanged when no punycode is involved. */
export function displayAcct(acct: string): string {
  const at = acct.indexOf('@');
  if (at < 0) return acct;
  const domain = acct.slice(at + 1);
  const unicode = domainToUnicode(domain);
  return unicode === domain ? acct : `${acct.slice(0, at)}@🌐${unicode}`;
}

/**
 * Remembered results per entity object: the cache replaces an entity's object when it changes, so a
 * remounted row (a virtualized list scrolling back) gets the same string without parsing again, and a
 * changed entity is worked out anew. Nothing is kept once the object is gone.
 */
const remembered = new WeakMap<object, Map<string, unknown>>();

function remember<T>(owner: object, key: string, make: () => T): T {
  let byKey = remembered.get(owner);
  if (!byKey) {
    byKey = new Map();
    remembered.set(owner, byKey);
  }
  if (byKey.has(key)) return byKey.get(key) as T;
  const value = make();
  byKey.set(key, value);
  return value;
}

/** `html` with `emojis` made images (`emojifyHtml`), remembered for `owner` (the entity it belongs to). */
export function emojifiedHtml(owner: object, html: string, emojis: readonly CustomEmoji[]): string {
  return remember(owner, `html:${html}`, () => emojifyHtml(html, emojis));
}

/** A status's content HTML with its custom emoji. */
export function statusHtml(status: Pick<Status, 'content' | 'emojis'>): string {
  return emojifiedHtml(status, status.content, status.emojis);
}

/** A user's display name as HTML (escaped) with custom emoji. */
export function displayNameHtml(user: Pick<User, 'display_name' | 'emojis'>): string {
  return emojifiedHtml(user, escapeHtml(user.display_name), user.emojis);
}

/** A user's bio HTML with custom emoji. */
export function noteHtml(user: Pick<User, 'note' | 'emojis'>): string {
  return emojifiedHtml(user, user.note, user.emojis);
}

/** A user's profile fields: name escaped, value the server's HTML, both with custom emoji. */
export function fieldsHtml(user: Pick<User, 'fields' | 'emojis'>): UserField[] {
  return remember(user, 'fields', () =>
    user.fields.map((field) => ({
      ...field,
      name: emojifyHtml(escapeHtml(field.name), user.emojis),
      value: emojifyHtml(field.value, user.emojis),
    })),
  );
}

/** A poll option's title, escaped, with the poll's custom emoji. */
export function pollOptionHtml(poll: Pick<Poll, 'emojis'>, option: Pick<PollOption, 'title'>): string {
  return emojifiedHtml(poll, escapeHtml(option.title), poll.emojis);
}

/** A chat message's HTML with its custom emoji. */
export function chatMessageHtml(message: Pick<ChatMessage, 'content' | 'emojis'>): string {
  return emojifiedHtml(message, message.content, message.emojis);
}

/** An announcement's HTML with its custom emoji. */
export function announcementHtml(announcement: Pick<Announcement, 'content' | 'emojis'>): string {
  return emojifiedHtml(announcement, announcement.content, announcement.emojis);
}
