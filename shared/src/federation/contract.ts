import type { ComponentType } from 'react';
import type { User } from '../models/user';

/** What a remote's `./routes` module exports: screens by route name. Missing names are "not available yet". */
export interface RemoteRoutesModule {
  routes: Record<string, ComponentType>;
}

/** Props of the modals the shell hosts (settings, moderation, composer). */
export interface ModalProps {
  /** Spec §4: visible or minimized (peek). Hidden modals are not rendered. */
  state: 'visible' | 'minimized';
  onClose(): void;
  onTogglePeek(): void;
}

/**
 * The settings modal's tabs (spec §2), in order. `style` is reserved for the theme editor (its own
 * issue); the modal shows a tab only when its panel exists.
 */
export const SETTINGS_TABS = [
  'general',
  'profile',
  'security',
  'notifications',
  'blocks',
  'mutes',
  'data',
  'style',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** Props of settings' exposed `./SettingsModal`: the tab shown is the shell's (the URL's `?settings=` parameter). */
export interface SettingsModalProps extends ModalProps {
  tab: SettingsTab;
  onTabChange(tab: SettingsTab): void;
}

/** What a custom panel remote's module renders into a shell region. */
export interface PanelProps {
  region: 'sidebar';
}

/**
 * Props of composer's exposed `./EmojiPicker` (the app's one emoji picker: recent, custom and unicode emoji
 * with search, and stickers when asked for). A popup `Dialog`: Escape or a press outside closes it.
 */
export interface EmojiPickerProps {
  /** A unicode emoji (`name` is the character, `url` null) or a custom one (`name` its shortcode, `url` its image). */
  onPick(name: string, url: string | null): void;
  /** Given: a Stickers tab too (the composer's own use). Left out: emoji only (reactions). */
  onSticker?(sticker: { pack: string; name: string; url: string }): void;
  onClose(): void;
  /** Focus goes back here on close (the button that opened it). */
  returnFocus?: HTMLElement | null;
  /** The dialog's accessible name (default: the picker's own, "Emoji picker"). */
  label?: string;
  /** An extra class on the dialog: the caller places the popup. */
  className?: string;
}

/** Props of moderation's exposed `./ModerationModal`: `reportId` opens it on that report (a report notification). */
export interface ModerationModalProps extends ModalProps {
  reportId?: string;
}

/** moderation's `./AdminMenu` (staff only; people loads it on the first press of a card's "Moderate" button). */
export interface AdminMenuProps {
  user: User;
  /** Open the menu at once (the plain button was pressed to fetch the module). */
  defaultOpen?: boolean;
  /** After the account is deleted (an open profile of it also hears the bus's `moderation:user-deleted` and goes back). */
  onDeleted?(): void;
}

/** moderation's `./StatusModeration` (staff only; timelines' status menu loads it on "Moderate post"). */
export interface StatusModerationProps {
  statusId: string;
  onClose(): void;
  /** Focus goes back here on close (the status menu button). */
  returnFocus?: HTMLElement | null;
}
