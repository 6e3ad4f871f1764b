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
  | 'bite_note';

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
];

/** Types whose notification is about a status and is useless without it. */
export const STATUS_NOTIFICATION_TYPES: readonly NotificationType[] = [
  'favourite',
  'reblog',
  'mention',
  'pleroma:emoji_reaction',
  'poll',
  'bite_note',
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
};

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
  const wireType = WIRE_TYPES[wire.type];
  if (!wireType) throw new InvalidNotificationError(`unsupported type ${wire.type}`);
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
  return notification;
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
