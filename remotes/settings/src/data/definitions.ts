import type { Capabilities } from '@fedi/shared';

/** The data tab's parts this server offers: CSV imports and backups need Pleroma's calls (not snac, not Mastodon). */
export function dataItems(capabilities: Capabilities): string[] {
  return [
    'settings_export',
    'settings_import',
    ...(capabilities.pleromaAccountApi ? ['list_import'] : []),
    'list_export',
    ...(capabilities.pleromaAccountApi ? ['backups'] : []),
  ];
}
