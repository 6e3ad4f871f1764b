import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  accountKeys,
  domainToUnicode,
  importEntities,
  QueryState,
  staticPageQuery,
  useApiClient,
  useInstanceConfig,
  type User,
} from '@fedi/shared';
import { nodeinfoQuery } from '@fedi/shared/queries';
import { NS } from '../i18n';
import { Html } from '../components/common';
import { Root } from '../components/Root';
import { UserRow } from '../components/UserRow';

type Dict = Record<string, unknown>;
const asDict = (value: unknown): Dict =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Dict) : {};
const asStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

export interface PolicyRow {
  instance: string;
  reason: string;
}

/** MRF simple policy tables from nodeinfo `metadata.federation` (instance + reason). */
export function simplePolicyTables(federation: Dict): Record<string, PolicyRow[]> {
  const simple = asDict(federation.mrf_simple);
  const info = asDict(federation.mrf_simple_info);
  const reasonOf = (table: Dict, instance: string) => {
    const reason = asDict(table[instance]).reason;
    return typeof reason === 'string' ? reason : '';
  };
  const out: Record<string, PolicyRow[]> = {};
  for (const name of ['accept', 'reject', 'federated_timeline_removal', 'media_nsfw', 'media_removal']) {
    const rows = asStrings(simple[name]).map((instance) => ({
      instance,
      reason: reasonOf(asDict(info[name]), instance),
    }));
    if (rows.length) out[name] = rows;
  }
  const quarantineInfo = asDict(asDict(federation.quarantined_instances_info).quarantined_instances);
  const quarantined = asStrings(federation.quarantined_instances).map((instance) => ({
    instance,
    reason: reasonOf(quarantineInfo, instance),
  }));
  if (quarantined.length) out.quarantined_instances = quarantined;
  return out;
}

function staffNickname(entry: string): string {
  try {
    const url = new URL(entry);
    return decodeURIComponent(url.pathname.split('/').filter(Boolean).pop() ?? entry);
  } catch {
    return entry;
  }
}

function Staff({ accounts }: { accounts: string[] }) {
  const { t } = useTranslation(NS);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: accountKeys.staff(accounts),
    queryFn: async ({ signal }) => {
      const users = await Promise.all(
        accounts.map((entry) => client.accounts.lookup(staffNickname(entry), { signal }).catch(() => null)),
      );
      const found = users.filter((user): user is User => user !== null);
      importEntities(queryClient, { accounts: found });
      return found;
    },
    enabled: accounts.length > 0,
  });
  if (accounts.length === 0) return null;
  const groups = {
    admin: query.data?.filter((user) => user.role === 'admin') ?? [],
    moderator: query.data?.filter((user) => user.role !== 'admin') ?? [],
  };
  return (
    <section className="people-panel" aria-labelledby="people-staff">
      <h2 id="people-staff">{t('about.staff')}</h2>
      <QueryState query={query} />
      {(['admin', 'moderator'] as const).map((role) =>
        groups[role].length > 0 ? (
          <div key={role}>
            <h3>{t(`about.staff_${role}`)}</h3>
            <ul className="people-list">
              {groups[role].map((user) => (
                <li key={user.id}>
                  <UserRow user={user} />
                </li>
              ))}
            </ul>
          </div>
        ) : null,
      )}
    </section>
  );
}

/** /about: instance panel, staff, terms, bubble instances, federation policy, features. */
export function AboutScreen() {
  const { t } = useTranslation(NS);
  const client = useApiClient();
  const { config } = useInstanceConfig();
  const nodeinfo = useQuery(nodeinfoQuery(client));
  const panel = useQuery({ ...staticPageQuery(client, 'panel.html'), enabled: config.showInstanceSpecificPanel });
  const terms = useQuery(staticPageQuery(client, 'terms-of-service.html'));
  const metadata = asDict(nodeinfo.data?.metadata);
  const federation = asDict(metadata.federation);
  const tables = simplePolicyTables(federation);
  const keyword = asDict(federation.mrf_keyword);
  const policies = asStrings(federation.mrf_policies);
  const features = asStrings(metadata.features);
  const staff = config.staffAccounts.length ? config.staffAccounts : asStrings(metadata.staffAccounts);
  const replace = Array.isArray(keyword.replace) ? (keyword.replace as unknown[]).map(asDict) : [];
  return (
    <Root>
      <h1>{t('about.title', { name: config.name })}</h1>
      {panel.data && (
        <section className="people-panel" aria-label={t('about.instance')}>
          <Html html={panel.data} profile="static" />
        </section>
      )}
      <Staff accounts={staff} />
      {terms.data && (
        <section className="people-panel" aria-labelledby="people-terms">
          <h2 id="people-terms">{t('about.terms')}</h2>
          <Html html={terms.data} profile="static" />
        </section>
      )}
      {config.localBubbleInstances.length > 0 && (
        <section className="people-panel" aria-labelledby="people-bubble">
          <h2 id="people-bubble">{t('about.bubble')}</h2>
          <ul>
            {config.localBubbleInstances.map((instance) => (
              <li key={instance}>{domainToUnicode(instance)}</li>
            ))}
          </ul>
        </section>
      )}
      {(policies.length > 0 || Object.keys(tables).length > 0) && (
        <section className="people-panel" aria-labelledby="people-mrf">
          <h2 id="people-mrf">{t('about.federation')}</h2>
          {policies.length > 0 && (
            <>
              <h3>{t('about.policies')}</h3>
              <ul>
                {policies.map((policy) => (
                  <li key={policy}>{policy}</li>
                ))}
              </ul>
            </>
          )}
          {Object.entries(tables).map(([name, rows]) => (
            <table key={name} className="people-table">
              <caption>{t(`about.mrf_${name}`)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('about.instance_col')}</th>
                  <th scope="col">{t('about.reason_col')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.instance}>
                    <td>{domainToUnicode(row.instance)}</td>
                    <td>{row.reason || t('about.no_reason')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
          {(asStrings(keyword.federated_timeline_removal).length > 0 ||
            asStrings(keyword.reject).length > 0 ||
            replace.length > 0) && (
            <>
              <h3>{t('about.keyword_policies')}</h3>
              {asStrings(keyword.federated_timeline_removal).length > 0 && (
                <p>
                  {t('about.keyword_ftl_removal')}: {asStrings(keyword.federated_timeline_removal).join(', ')}
                </p>
              )}
              {asStrings(keyword.reject).length > 0 && (
                <p>
                  {t('about.keyword_reject')}: {asStrings(keyword.reject).join(', ')}
                </p>
              )}
              {replace.map((entry, index) => (
                <p key={index}>
                  {t('about.keyword_replace', {
                    pattern: String(entry.pattern ?? ''),
                    replacement: String(entry.replacement ?? ''),
                  })}
                </p>
              ))}
            </>
          )}
        </section>
      )}
      {features.length > 0 && (
        <section className="people-panel" aria-labelledby="people-features">
          <h2 id="people-features">{t('about.features')}</h2>
          <ul>
            {features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>
      )}
    </Root>
  );
}
