import * as v from 'valibot';
import { AccountSchema } from '../api_types/account';
import { idSchema, opt, str } from '../api_types/common';
import { NotificationSchema, type WireNotification } from '../api_types/notification';
import { parseMaybe } from '../api_types/parse';
import { StatusSchema } from '../api_types/status';
import { normalizeStatus, type Status } from './status';
import { normalizeUser, type User } from './user';

export type NotificationType =
  | 'favourite'
  | 'reblog'
  | 'mention'
  | 'follow'
  | 'follow_request'
  | 'move'
  | 'pleroma:emoji_reaction'
  | 'poll'
  | 'bite'
  | 'bite_note'
  /** A post by an account the user subscribed to (Pleroma/Mastodon `status`). */
  | 'status'
  /** A post the user interacted with was edited. */
  | 'update'
  /** A report for staff: Pleroma's `pleroma:report`, Mastodon's `admin.report` (kept apart: the wire names differ). */
  | 'pleroma:report'
  | 'admin.report'
  | 'admin.sign_up'
  | 'severed_relationships'
  | 'moderation_warning'
  /** A type this client does not know: shown as a generic row (`wire_type` says which), never dropped. */
  | 'unknown';

/** Types no notificationVisibility switch covers: always shown (a report, a subscribed post, an unknown kind). */
export const ALWAYS_VISIBLE_TYPES: readonly NotificationType[] = [
  'status',
  'update',
  'pleroma:report',
  'admin.report',
  'admin.sign_up',
  'severed_relationships',
  'moderation_warning',
  'unknown',
];

export const NOTIFICATION_TYPES: readonly NotificationType[] = [
  'favourite',
  'reblog',
  'mention',
  'follow',
  'follow_request',
  'move',
  'pleroma:emoji_reaction',
  'poll',
  'bite',
  'bite_note',
  ...ALWAYS_VISIBLE_TYPES,
];

/** Types whose notification is about a status and is useless without it. */
export const STATUS_NOTIFICATION_TYPES: readonly NotificationType[] = [
  'favourite',
  'reblog',
  'mention',
  'pleroma:emoji_reaction',
  'poll',
  'bite_note',
  'status',
  'update',
];

const WIRE_TYPES: Record<string, NotificationType> = {
  favourite: 'favourite',
  reblog: 'reblog',
  mention: 'mention',
  follow: 'follow',
  follow_request: 'follow_request',
  move: 'move',
  'pleroma:emoji_reaction': 'pleroma:emoji_reaction',
  emoji_reaction: 'pleroma:emoji_reaction',
  reaction: 'pleroma:emoji_reaction',
  poll: 'poll',
  bite: 'bite',
  bite_note: 'bite_note',
  status: 'status',
  update: 'update',
  'pleroma:report': 'pleroma:report',
  'admin.report': 'admin.report',
  'admin.sign_up': 'admin.sign_up',
  severed_relationships: 'severed_relationships',
  moderation_warning: 'moderation_warning',
};

/** What a report notification says of its report (Pleroma's admin report or Mastodon's report). */
export interface NotificationReport {
  id: string;
  /** The reporter's comment (Pleroma `content`, Mastodon `comment`); '' when none. */
  comment: string;
  /** The reported account, when the server sent a usable one. */
  target?: User;
}

/** A notification (spec §3), under the Mastodon API's names and type values. */
export interface Notification {
  /** Numeric on every supported server, but kept as a string like every other id. */
  id: string;
  type: NotificationType;
  /** Pleroma `is_seen`; undefined when the server has no per-notification flag (use markers). */
  is_seen?: boolean;
  created_at: string;
  status?: Status;
  /** New account of a `move`. */
  target?: User;
  account: User;
  emoji?: string;
  emoji_url?: string;
  /** The report of a `pleroma:report` / `admin.report`. */
  report?: NotificationReport;
  /** The server's type of an `unknown` notification. */
  wire_type?: string;
}

export class InvalidNotificationError extends Error {
  constructor(reason: string) {
    super(`Invalid notification: ${reason}`);
    this.name = 'InvalidNotificationError';
  }
}

/** Numeric character references (`&#128293;`, `&#x1F525;`) and `&amp;` as text; anything else is kept. */
export function decodeCharacterReferences(text: string): string {
  return text
    .replace(/&#(x[0-9a-f]+|[0-9]+);/gi, (whole, code: string) => {
      const point = code[0] === 'x' || code[0] === 'X' ? parseInt(code.slice(1), 16) : parseInt(code, 10);
      return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
    })
    .replace(/&amp;/g, '&');
}

/** Wire notification → Notification; throws InvalidNotificationError for ones that cannot be shown. */
export function normalizeNotification(wire: WireNotification): Notification {
  // Unknown types are kept as a generic row: a server's new kind of notification is never silently lost.
  const wireType: NotificationType = WIRE_TYPES[wire.type] ?? 'unknown';
  if (wire.type === 'pleroma:chat_mention') throw new InvalidNotificationError('chat mentions are shown by the chats');
  if (!wire.account) throw new InvalidNotificationError(`${wire.type} ${wire.id} has no account`);
  const statusWire = parseMaybe(StatusSchema, wire.status);
  // Servers send a bite on a post as `bite` with the status attached.
  const type: NotificationType = wireType === 'bite' && statusWire ? 'bite_note' : wireType;
  if (STATUS_NOTIFICATION_TYPES.includes(type) && !statusWire) {
    throw new InvalidNotificationError(`${wire.type} ${wire.id} has no usable status`);
  }
  if (type === 'move' && !wire.target) throw new InvalidNotificationError(`move ${wire.id} has no target`);
  const status = statusWire ? normalizeStatus(statusWire) : undefined;
  const notification: Notification = {
    id: wire.id,
    type,
    created_at: wire.created_at ?? '',
    account: normalizeUser(wire.account),
  };
  if (wire.pleroma?.is_seen !== undefined) notification.is_seen = wire.pleroma.is_seen;
  if (status) notification.status = status;
  if (wire.target) notification.target = normalizeUser(wire.target);
  const emoji =
    wire.emoji ??
    (wireType === 'pleroma:emoji_reaction' && wire.name ? decodeCharacterReferences(wire.name) : undefined);
  if (emoji) notification.emoji = emoji;
  if (wire.emoji_url) notification.emoji_url = wire.emoji_url;
  if (type === 'unknown') notification.wire_type = wire.type;
  const report = reportOf(wire.report);
  if (report) notification.report = report;
  return notification;
}

const ReportSchema = v.looseObject({
  id: idSchema,
  content: str,
  comment: str,
  account: opt(v.unknown()),
  target_account: opt(v.unknown()),
});

/** The report of a report notification: Pleroma's admin report (`content`, `account`) or Mastodon's (`comment`, `target_account`). */
function reportOf(raw: unknown): NotificationReport | undefined {
  const report = parseMaybe(ReportSchema, raw);
  if (!report) return undefined;
  const out: NotificationReport = { id: report.id, comment: report.content ?? report.comment ?? '' };
  // Mastodon's admin account wraps the account (`account.account`); Pleroma's is the account itself.
  const targetRaw = report.target_account ?? report.account;
  const nested = (targetRaw as { account?: unknown } | null | undefined)?.account;
  const target = parseMaybe(AccountSchema, nested ?? targetRaw);
  if (target) out.target = normalizeUser(target);
  return out;
}

/** Normalize a list, logging and skipping notifications that fail validation (spec §8). */
export function normalizeNotifications(wires: readonly unknown[]): Notification[] {
  const out: Notification[] = [];
  for (const raw of wires) {
    const wire = parseMaybe(NotificationSchema, raw);
    if (!wire) {
      console.warn('Skipping invalid notification', raw);
      continue;
    }
    try {
      out.push(normalizeNotification(wire));
    } catch (error) {
      // Pleroma's chat mentions (listed only when asked for, yet streamed on `user:notification`) are
      // left out without a word: the chats count and show them.
      if (wire.type !== 'pleroma:chat_mention') console.warn((error as Error).message, raw);
    }
  }
  return out;
}
