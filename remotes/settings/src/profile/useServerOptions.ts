import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient, useErrorText, type UpdateCredentialsParams, type User, type Visibility } from '@fedi/shared';
import { NS } from '../i18n';
import type { ProfileOption } from './definitions';
import { useStoreOwnAccount } from './useProfileSave';
import { useSaveNotice } from './useSaveNotice';

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

/**
 * Spec §4 "server-side option change": the new value shows at once and is sent; on failure the old value
 * comes back and the error is told (and logged).
 */
export function useServerOptions(user: User) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const client = useApiClient();
  const storeAccount = useStoreOwnAccount();
  const [pending, setPending] = useState<Partial<Record<ServerOption, Value>>>({});
  const [notice, setNotice] = useSaveNotice();

  const value = <V extends Value>(option: ServerOption): V => (pending[option] ?? serverValue(user, option)) as V;

  const change = async (option: ServerOption, next: Value) => {
    setPending((current) => ({ ...current, [option]: next }));
    setNotice(null);
    const forget = () =>
      setPending((current) => {
        const { [option]: _dropped, ...rest } = current;
        return rest;
      });
    try {
      const saved = await client.accounts.updateCredentials(paramsOf(option, next));
      storeAccount(saved);
      forget();
      setNotice({ kind: 'ok' });
    } catch (error) {
      console.error('Failed to change a server-side option', option, error);
      forget();
      setNotice({ kind: 'error', message: t('profile.saving_err', { error: errorText(error) }) });
    }
  };

  return { value, change, notice };
}
