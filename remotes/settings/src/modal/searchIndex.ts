import type { Capabilities, SettingsTab } from '@fedi/shared';
import { GENERAL_GROUPS } from '../general/definitions';
import { profileItems } from '../profile/definitions';
import { securityItems } from '../security/definitions';
import { dataItems } from '../data/definitions';
import { notificationItems } from '../notifications/definitions';

/** The DOM id of a setting's control: the search focuses it after switching to its tab. */
export const settingId = (id: string) => `settings-${id}`;

/** One searchable setting. */
export interface SearchEntry {
  id: string;
  tab: SettingsTab;
  /** The i18n key of its label (namespace settings). */
  labelKey: string;
  /** Shown only in expert mode (a jump turns expert mode on). */
  expert: boolean;
}

export interface IndexContext {
  capabilities: Capabilities;
  signedIn: boolean;
}

/** Every setting of every tab this server and session show, for the search box. */
export function searchIndex({ capabilities, signedIn }: IndexContext): SearchEntry[] {
  const general = GENERAL_GROUPS.flatMap((group) =>
    group.items
      .filter((item) => item.when?.(capabilities) ?? true)
      .map((item) => ({
        id: item.id,
        tab: 'general' as const,
        labelKey: `general.items.${item.id}`,
        expert: item.expert ?? false,
      })),
  );
  const sync = capabilities.settingsProfiles
    ? [{ id: 'settings_profile', tab: 'general' as const, labelKey: 'sync.profile', expert: false }]
    : [];
  // The style tab is everyone's: a theme is kept in this browser (and in the settings profile when signed in).
  const style = (
    [
      ['theme', 'style.choose'],
      ['theme_customize', 'style.customize'],
      ['theme_export', 'style.export'],
      ['theme_import', 'style.import'],
    ] as const
  ).map(([id, labelKey]) => ({ id, tab: 'style' as const, labelKey, expert: false }));
  if (!signedIn) return [...general, ...style];
  const profile = profileItems(capabilities).map((id) => ({
    id,
    tab: 'profile' as const,
    labelKey: `profile.items.${id}`,
    expert: false,
  }));
  const security = securityItems(capabilities).map((id) => ({
    id,
    tab: 'security' as const,
    labelKey: `security.items.${id}`,
    expert: false,
  }));
  const data = dataItems(capabilities).map((id) => ({
    id,
    tab: 'data' as const,
    labelKey: `data.items.${id}`,
    expert: false,
  }));
  const notifications = notificationItems(capabilities).map((id) => ({
    id,
    tab: 'notifications' as const,
    labelKey: `notifications.items.${id}`,
    expert: false,
  }));
  const lists = (['blocks', 'mutes'] as const).map((tab) => ({
    id: `${tab}_search`,
    tab,
    labelKey: `lists.${tab}.accounts`,
    expert: false,
  }));
  const accountStyle = [
    { id: 'account_accent', tab: 'style' as const, labelKey: 'style.account_accent', expert: false },
  ];
  return [...sync, ...general, ...profile, ...security, ...notifications, ...lists, ...data, ...style, ...accountStyle];
}

/** Entries whose label contains every word of the query (case- and accent-insensitive). */
export function searchSettings(
  entries: readonly SearchEntry[],
  query: string,
  label: (entry: SearchEntry) => string,
): SearchEntry[] {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return entries.filter((entry) => {
    const text = fold(label(entry));
    return words.every((word) => text.includes(word));
  });
}
