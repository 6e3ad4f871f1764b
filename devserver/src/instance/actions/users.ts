import type { Store } from '../store/store';
import type { UserRec } from '../store/types';
import { setPassword } from './password';

export type NewUser = Partial<UserRec> & { username: string };

/** Builds a full user record with Akkoma's defaults; the caller adds it to the store. */
export function newUser(store: Store, p: NewUser, createdAt: number, password?: string, salt?: string): UserRec {
  const u: UserRec = {
    id: store.flake(createdAt),
    domain: null,
    displayName: p.username,
    bio: '',
    email: p.domain ? '' : `${p.username}@dev.local`,
    passwordHash: '',
    salt: '',
    createdAt,
    locked: false,
    bot: false,
    discoverable: true,
    isAdmin: false,
    isModerator: false,
    showRole: true,
    deactivated: false,
    isConfirmed: true,
    approvalPending: false,
    registrationReason: null,
    avatar: null,
    header: null,
    background: null,
    fields: [],
    hideFollowers: false,
    hideFollows: false,
    hideFollowersCount: false,
    hideFollowsCount: false,
    hideFavorites: true,
    noRichText: false,
    defaultScope: 'public',
    defaultSensitive: false,
    acceptsChatMessages: true,
    allowFollowingMove: true,
    skipThreadContainment: false,
    statusTtlDays: null,
    permitFollowback: false,
    notificationSettings: { block_from_strangers: false, hide_notification_contents: false },
    tags: [],
    totpSecret: null,
    totpPendingSecret: null,
    recoveryCodes: [],
    aliases: [],
    movedToId: null,
    mascot: null,
    language: 'en',
    lastStatusAt: null,
    ...p,
  };
  if (password !== undefined) setPassword(u, password, salt);
  return u;
}
