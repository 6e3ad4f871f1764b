import { ACCOUNT_ACTIVATION_REQUIRED, APPROVAL_REQUIRED, REGISTRATIONS_OPEN } from '../config';
import type { State } from './types';

export function emptyState(startedAt: number): State {
  return {
    flake: { lastTs: 0, seq: 0 }, seq: {}, startedAt,
    users: new Map(), statuses: new Map(), media: new Map(), polls: new Map(), follows: new Map(), followRequests: new Map(),
    blocks: new Map(), mutes: new Map(), domainBlocks: new Map(), notes: new Map(), favourites: new Map(), bookmarks: new Map(),
    pins: new Map(), threadMutes: new Map(), notifications: new Map(), lists: new Map(), followedTags: new Map(),
    announcements: new Map(), announcementReads: new Map(), reports: new Map(), chats: new Map(), chatMessages: new Map(),
    apps: new Map(), tokens: new Map(), authCodes: new Map(), mfaTokens: new Map(), captchas: new Map(), invites: new Map(),
    passwordResets: new Map(), settingsProfiles: new Map(), backups: new Map(), pushSubs: new Map(), customEmoji: new Map(),
    idempotency: new Map(), filters: new Map(), files: new Map(), bites: 0,
    config: { registrationsOpen: REGISTRATIONS_OPEN, approvalRequired: APPROVAL_REQUIRED, accountActivationRequired: ACCOUNT_ACTIVATION_REQUIRED },
  };
}
