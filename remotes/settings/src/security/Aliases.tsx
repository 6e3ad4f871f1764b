import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState, useApiClient, useErrorText, useSession } from '@fedi/shared';
import { aliasesQuery } from '@fedi/shared/settings';
import { NS } from '../i18n';
import { Field } from '../forms/Field';
import { settingId } from '../modal/searchIndex';
import { SaveNoticeView } from '../profile/SaveNoticeView';
import { useSaveNotice } from '../profile/useSaveNotice';
import { checkPleromaResult } from './pleromaResult';
import { accountApi } from '@fedi/shared/account-api';

/**
 * The account's aliases (GET / PUT / DELETE /api/pleroma/aliases): the accounts it may move from, or that
 * are the same person elsewhere. Listed with Remove; one added by its address. A failed add keeps the text.
 */
export function Aliases() {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const client = useApiClient();
  const session = useSession();
  const queryClient = useQueryClient();
  const options = aliasesQuery(client, session.user?.id);
  const query = useQuery(options);
  const [alias, setAlias] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useSaveNotice();

  const run = async (key: string, action: () => Promise<void>) => {
    setBusy(key);
    setNotice(null);
    try {
      await action();
      setNotice({ kind: 'ok' });
    } catch (error) {
      setNotice({ kind: 'error', message: t('security.alias_error', { error: errorText(error) }) });
    } finally {
      setBusy(null);
      void queryClient.invalidateQueries({ queryKey: options.queryKey });
    }
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    void run('add', async () => {
      checkPleromaResult(await accountApi(client).accountSettings.addAlias(alias.trim().replace(/^@/, '')));
      setAlias('');
    });
  };
  const remove = (value: string) =>
    run(value, async () => {
      checkPleromaResult(await accountApi(client).accountSettings.deleteAlias(value));
      queryClient.setQueryData(options.queryKey, (aliases) => aliases?.filter((entry) => entry !== value));
    });

  return (
    <section className="settings-section" aria-labelledby="settings-aliases-title">
      <h3 id="settings-aliases-title">{t('security.items.aliases')}</h3>
      <p className="settings-hint">{t('security.aliases_hint')}</p>
      <QueryState
        query={query}
        loadingLabel={t('security.aliases_loading')}
        empty={query.data?.length === 0 ? t('security.aliases_none') : undefined}
      >
        <ul className="alias-list" aria-label={t('security.items.aliases')}>
          {query.data?.map((entry) => (
            <li key={entry}>
              <span className="alias-name">{entry}</span>
              <button
                type="button"
                disabled={busy !== null}
                aria-label={t('security.alias_remove_named', { alias: entry })}
                onClick={() => void remove(entry)}
              >
                {t('security.alias_remove')}
              </button>
            </li>
          ))}
        </ul>
      </QueryState>
      <form onSubmit={add} aria-label={t('security.alias_add_form')}>
        <Field
          short
          id={settingId('aliases')}
          label={t('security.alias_new')}
          autoComplete="off"
          spellCheck={false}
          placeholder="name@example.org"
          required
          value={alias}
          onChange={setAlias}
        />
        <button type="submit" disabled={busy !== null}>
          {t('security.alias_add')}
        </button>
      </form>
      <SaveNoticeView notice={notice} />
    </section>
  );
}
