import type { SettingsTab } from '../federation/contract';
import type { GlobalNotice } from './notice';

/** Options a remote may pass when asking for the composer. */
export interface ComposerOpenOptions {
  replyTo?: string;
  quoteOf?: string;
  message?: string;
  /** Edit this own status (PUT /api/v1/statuses/{id}). */
  editOf?: string;
  /** Delete this own status and open its text, media and poll in a new post. */
  redraftOf?: string;
  /** Files to attach at once (a share to the installed app: manifest `share_target`). */
  files?: File[];
}

/**
 * Every event on the app bus, with its arguments. The shell owns the bus instance; remotes talk to the
 * shell and to each other only through these events and their exposed modules.
 */
export interface AppEvents {
  /** A person signed in or out (null). */
  'session:changed': [userId: string | null];
  /** Open the composer modal. */
  'composer:open': [options: ComposerOpenOptions];
  /** A status was posted or edited. */
  'status:posted': [statusId: string];
  /** Open the settings modal (on the given tab; else the tab it showed last, first general). */
  'settings:open': [options?: { tab?: SettingsTab }];
  /**
   * Sign out as the nav's logout button does (a confirm first when modalOnLogout is set; `confirm: false`
   * skips it: the account was just deleted or disabled, its token no longer works).
   */
  'session:logout': [options?: { confirm?: boolean }];
  /** Open the moderation modal (ignored unless the user is an admin or moderator); on a report when given. */
  'moderation:open': [options?: { reportId?: string }];
  /** Staff deleted an account (the moderation remote): an open profile of it goes back. */
  'moderation:user-deleted': [userId: string];
  /** Show a global notice. */
  'notice:show': [notice: GlobalNotice];
  /** A remote's module could not be loaded. */
  'remote:load-failed': [info: { remote: string; module: string; message: string }];
  /** A remote's module loaded (after a failure too). */
  'remote:loaded': [info: { remote: string; module: string }];
}

export type AppEventName = keyof AppEvents;
