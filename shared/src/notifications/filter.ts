import { ALWAYS_VISIBLE_TYPES, type NotificationType } from '../models/notification';
import type { NotificationVisibility } from '../preferences/defaults';

/** Which notification types each notificationVisibility switch (spec §3) covers. */
export const VISIBILITY_TYPES: Record<keyof NotificationVisibility, readonly NotificationType[]> = {
  likes: ['favourite'],
  repeats: ['reblog'],
  follows: ['follow'],
  mentions: ['mention'],
  emojiReactions: ['pleroma:emoji_reaction'],
  moves: ['move'],
  polls: ['poll'],
  followRequest: ['follow_request'],
  bites: ['bite', 'bite_note'],
};

/** The notification types the user wants to see (list, unseen count, alerts). */
export function visibleNotificationTypes(visibility: NotificationVisibility): NotificationType[] {
  return [
    ...(Object.keys(VISIBILITY_TYPES) as Array<keyof NotificationVisibility>).flatMap((key) =>
      visibility[key] ? VISIBILITY_TYPES[key] : [],
    ),
    ...ALWAYS_VISIBLE_TYPES,
  ];
}
