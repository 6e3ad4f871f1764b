import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@fedi/shared';
import { NS } from '../i18n';
import { useSaveNotice } from '../profile/useSaveNotice';

export interface ServerOptionsSource<O extends string, V> {
  /** The option's value as the server last answered it. */
  current(option: O): V;
  /** Sends one change; resolves once the server took it (and the caller stored the answer). */
  save(option: O, value: V): Promise<void>;
}

/**
 * Spec §4 "server-side option change", the one implementation of every tab: the new value shows at once and
 * is sent; on failure the old value comes back, the error is told ('Error saving settings: …') and logged.
 */
export function useServerOptions<O extends string, V>({ current, save }: ServerOptionsSource<O, V>) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const [pending, setPending] = useState<Partial<Record<O, V>>>({});
  const [notice, setNotice] = useSaveNotice();

  const value = <T extends V = V>(option: O): T => (option in pending ? pending[option] : current(option)) as T;

  const change = async (option: O, next: V) => {
    setPending((state) => ({ ...state, [option]: next }));
    setNotice(null);
    const forget = () =>
      setPending((state) => {
        const { [option]: _dropped, ...rest } = state;
        return rest as Partial<Record<O, V>>;
      });
    try {
      await save(option, next);
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
