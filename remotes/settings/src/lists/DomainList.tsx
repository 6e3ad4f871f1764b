import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  QueryState,
  setDomainMuted,
  settingsKeys,
  useApiClient,
  useCapabilities,
  useErrorText,
  useSession,
  useUserMarks,
} from '@fedi/shared';
import { NS } from '../i18n';
import { allPages } from '../data/download';

/**
 * Blocked domains (the server's domain blocks, with unblock) or muted domains (this browser's marks, which
 * timelines and notifications read, with unmute).
 */
export function DomainList({ kind }: { kind: 'blocks' | 'mutes' }) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const client = useApiClient();
  const session = useSession();
  const queryClient = useQueryClient();
  const marks = useUserMarks();
  // A server found without /api/v1/domain_blocks (snac; features/missing.ts): the section is not offered.
  const lacksDomainBlocks = useCapabilities().missing.includes('domainBlocks');
  const key = settingsKeys.domainBlocks(client.config.baseUrl, session.user?.id);
  const blocked = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      allPages((maxId) => client.accounts.domainBlocks(maxId ? { max_id: maxId } : {}, { signal })),
    enabled: kind === 'blocks' && Boolean(session.user?.id) && !lacksDomainBlocks,
  });
  const [error, setError] = useState<string | null>(null);

  const unblock = async (domain: string) => {
    setError(null);
    try {
      await client.accounts.unblockDomain(domain);
      queryClient.setQueryData<string[]>(key, (domains) => domains?.filter((d) => d !== domain));
    } catch (failure) {
      setError(t('lists.blocks.error', { error: errorText(failure) }));
    }
  };

  const domains = kind === 'blocks' ? (blocked.data ?? []) : marks.mutedDomains;
  const list = (
    <ul className="account-list" aria-label={t(`lists.${kind}.domains`)}>
      {domains.map((domain) => (
        <li key={domain}>
          <span className="account-list-name">{domain}</span>
          <button
            type="button"
            aria-label={t(`lists.${kind}.release_named`, { name: domain })}
            onClick={() => (kind === 'blocks' ? void unblock(domain) : setDomainMuted(domain, false))}
          >
            {t(`lists.${kind}.release`)}
          </button>
        </li>
      ))}
    </ul>
  );
  if (kind === 'blocks' && lacksDomainBlocks) return null;
  return (
    <section className="settings-section" aria-labelledby={`settings-${kind}-domains`}>
      <h3 id={`settings-${kind}-domains`}>{t(`lists.${kind}.domains`)}</h3>
      {kind === 'blocks' ? (
        <QueryState
          query={blocked}
          loadingLabel={t('lists.loading')}
          empty={domains.length === 0 ? t('lists.domains_none') : undefined}
        >
          {list}
        </QueryState>
      ) : domains.length === 0 ? (
        <p>{t('lists.domains_none')}</p>
      ) : (
        list
      )}
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </section>
  );
}
