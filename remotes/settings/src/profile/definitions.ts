import type { Capabilities } from '@fedi/shared';

/** The server-side options of the profile tab (spec §3), saved one by one as they change. */
export type ProfileOption =
  | 'locked'
  | 'bot'
  | 'discoverable'
  | 'show_role'
  | 'hide_followers'
  | 'hide_follows'
  | 'hide_followers_count'
  | 'hide_follows_count'
  | 'hide_favorites'
  | 'no_rich_text'
  | 'permit_followback'
  | 'allow_following_move'
  | 'default_sensitive';

/** The options this server takes through update_credentials. */
export function profileOptions(capabilities: Capabilities): ProfileOption[] {
  if (capabilities.dialect === 'snac') return ['bot'];
  const mastodon: ProfileOption[] = ['locked', 'bot', 'discoverable', 'default_sensitive'];
  if (!capabilities.pleromaAccountApi) return mastodon;
  return [
    ...mastodon,
    'show_role',
    'hide_followers',
    'hide_follows',
    'hide_followers_count',
    'hide_follows_count',
    'hide_favorites',
    'no_rich_text',
    ...(capabilities.dialect === 'akkoma' ? (['permit_followback'] as const) : []),
    'allow_following_move',
  ];
}

/** Every control of the profile tab this server shows (ids for search and jumps). */
export function profileItems(capabilities: Capabilities): string[] {
  const snac = capabilities.dialect === 'snac';
  return [
    'display_name',
    'note',
    'avatar',
    'header',
    ...(capabilities.pleromaAccountApi ? ['background'] : []),
    ...(snac ? [] : ['fields', 'default_scope']),
    ...profileOptions(capabilities),
  ];
}
