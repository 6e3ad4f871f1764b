import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, QueryState, useApiClient, useErrorText, useSession } from '@fedi/shared';
import { oauthTokensQuery } from '@fedi/shared/settings';
import { NS } from '../i18n';
import { settingId } from '../modal/searchIndex';
import { accountApi } from '@fedi/shared/account-api';

/** The signed-in user's OAuth tokens (apps and sessions), each with Revoke. */
export function Tokens() {
  const { t, i18n } = useTranslation(NS);
  const errorText = useErrorText();
  const client = useApiClient();
  const session = useSession();
  const queryClient = useQueryClient();
  const options = oauthTokensQuery(client, session.user?.id);
  const query = useQuery(options);
  const [revoking, setRevoking] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const revoke = async (id: string) => {
    setRevoking(id);
    setError(null);
    try {
      await accountApi(client).oauth.revokeToken(id);
      queryClient.setQueryData(options.queryKey, (tokens) => tokens?.filter((token) => token.id !== id));
    } catch (failure) {
      setError(t('security.revoke_error', { error: errorText(failure) }));
    } finally {
      setRevoking(null);
    }
  };
  const date = (value: string) => {
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime()) ? value : formatDate(parsed, { language: i18n.language });
  };
  return (
    <section className="settings-section" aria-labelledby={settingId('oauth_tokens')}>
      <h3 id={settingId('oauth_tokens')} tabIndex={-1}>
        {t('security.items.oauth_tokens')}
      </h3>
      <QueryState
        query={query}
        loadingLabel={t('security.tokens_loading')}
        empty={query.data?.length === 0 ? t('security.tokens_none') : undefined}
      >
        <table className="token-table">
          <thead>
            <tr>
              <th scope="col">{t('security.token_app')}</th>
              <th scope="col">{t('security.token_valid_until')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('security.token_actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data?.map((token) => (
              <tr key={token.id}>
                <td>{token.app_name}</td>
                <td>{token.valid_until ? date(token.valid_until) : ''}</td>
                <td>
                  <button
                    type="button"
                    disabled={revoking === token.id}
                    aria-label={t('security.revoke_named', { app: token.app_name, id: token.id })}
                    onClick={() => void revoke(token.id)}
                  >
                    {t('security.revoke')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </QueryState>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </section>
  );
}
