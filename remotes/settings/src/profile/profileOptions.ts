import { useApiClient, type UpdateCredentialsParams, type User, type Visibility } from '@fedi/shared';
import { useServerOptions } from '../forms/useServerOptions';
import type { ProfileOption } from './definitions';
import { useStoreOwnAccount } from './useProfileSave';

export type ServerOption = ProfileOption | 'default_scope';
type Value = boolean | Visibility;

/** The option's value in the account as the server last answered it. */
export function serverValue(user: User, option: ServerOption): Value {
  switch (option) {
    case 'default_scope':
      return user.source?.privacy ?? 'public';
    case 'default_sensitive':
      return user.source?.sensitive ?? false;
    case 'no_rich_text':
    case 'show_role':
      return user.source?.[option] ?? false;
    default:
      return user[option] ?? false;
  }
}

function paramsOf(option: ServerOption, value: Value): UpdateCredentialsParams {
  if (option === 'default_scope') return { source: { privacy: value as Visibility } };
  if (option === 'default_sensitive') return { source: { sensitive: value as boolean } };
  return { [option]: value as boolean };
}

/** The profile tab's server-side options, saved one by one through update_credentials (reverted on failure). */
export function useProfileOptions(user: User) {
  const client = useApiClient();
  const storeAccount = useStoreOwnAccount();
  return useServerOptions<ServerOption, Value>({
    current: (option) => serverValue(user, option),
    save: async (option, value) => storeAccount(await client.accounts.updateCredentials(paramsOf(option, value))),
  });
}
