import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  EmptyState,
  importEntities,
  QueryState,
  SEARCH_PAGE_SIZE,
  useApiClient,
  useErrorText,
  type Status,
  type Tag,
  type User,
} from '@fedi/shared';
import { searchKeys } from '@fedi/shared/queries';
import { Tab, TabList, TabPanel, Tabs } from '@fedi/shared/widgets';
import { NS } from '../i18n';
import { defaultSearchTab, remoteHandle, tagActivity, type SearchTab } from '../logic/rules';
import { ErrorBox } from '../components/common';
import { RemoteStatus } from '../components/RemoteStatus';
import { Root } from '../components/Root';
import { UserRow } from '../components/UserRow';

/** A first search page with fewer than 20 statuses counts as the end (spec §9). */
export const SEARCH_FIRST_PAGE_END = 20;

interface Results {
  statuses: Status[];
  accounts: User[];
  hashtags: Tag[];
  offset: number;
  bottomedOut: boolean;
}

function SearchForm({ query, onSearch }: { query: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation(NS);
  const inputId = useId();
  const [text, setText] = useState(query);
  return (
    <form
      className="people-search-form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const q = text.trim();
        if (q) onSearch(q);
      }}
    >
      <label htmlFor={inputId} className="people-sr-only">
        {t('search.label')}
      </label>
      <input
        id={inputId}
        type="search"
        value={text}
        placeholder={t('search.placeholder')}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit">{t('search.submit')}</button>
    </form>
  );
}

export function SearchScreen() {
  const { t } = useTranslation(NS);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const query = (params.get('query') ?? '').trim();
  const [extra, setExtra] = useState<(Results & { query: string }) | null>(null);
  const [tabChoice, setTabChoice] = useState<{ query: string; tab: SearchTab } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const first = useQuery({
    queryKey: searchKeys.first(query),
    enabled: query !== '',
    queryFn: async ({ signal }) => {
      const found = await client.search.search(
        { q: query, resolve: remoteHandle(query) !== null || query.startsWith('http'), limit: SEARCH_PAGE_SIZE },
        { signal },
      );
      importEntities(queryClient, { statuses: found.statuses, accounts: found.accounts });
      const results: Results = {
        ...found,
        statuses: found.statuses.filter((status) => !status.deleted),
        offset: found.statuses.length,
        bottomedOut: found.statuses.length < SEARCH_FIRST_PAGE_END,
      };
      return results;
    },
  });
  const results = extra?.query === query ? extra : (first.data ?? null);
  const tab =
    tabChoice?.query === query ? tabChoice.tab : results ? defaultSearchTab(first.data ?? results) : 'statuses';
  const setTab = (next: SearchTab) => setTabChoice({ query, tab: next });
  const loading = first.isFetching || loadingOlder;

  async function loadOlder() {
    if (!results) return;
    const last = results.statuses[results.statuses.length - 1];
    setLoadingOlder(true);
    setError(null);
    try {
      const base = {
        q: query,
        type: 'statuses' as const,
        limit: SEARCH_PAGE_SIZE,
        ...(last ? { max_id: last.id } : {}),
      };
      let found = await client.search.search({ ...base, offset: results.offset });
      // Some servers apply both offset and max_id (skipping twice): an empty page then gets a second
      // try with max_id alone before the list counts as bottomed out.
      if (found.statuses.length === 0 && last) found = await client.search.search(base);
      importEntities(queryClient, { statuses: found.statuses });
      const known = new Set(results.statuses.map((status) => status.id));
      const fresh = found.statuses.filter((status) => !status.deleted && !known.has(status.id));
      setExtra({
        ...results,
        query,
        statuses: [...results.statuses, ...fresh],
        offset: results.offset + found.statuses.length,
        bottomedOut: found.statuses.length < SEARCH_PAGE_SIZE,
      });
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setLoadingOlder(false);
    }
  }

  const counts = results
    ? { statuses: results.statuses.length, people: results.accounts.length, hashtags: results.hashtags.length }
    : null;
  const tabs: SearchTab[] = ['statuses', 'people', 'hashtags'];

  return (
    <Root>
      <SearchForm key={query} query={query} onSearch={(q) => setParams({ query: q })} />
      <QueryState query={{ ...first, isPending: first.isPending && query !== '' }} />
      {error && <ErrorBox message={error} onDismiss={() => setError(null)} />}
      {results && counts && (
        <Tabs selected={tab} onSelect={setTab}>
          <TabList className="people-tabs" label={t('search.results')}>
            {tabs.map((name) => (
              <Tab key={name} value={name}>
                {t(`search.tab_${name}`)} ({counts[name]})
              </Tab>
            ))}
          </TabList>
          <TabPanel className="people-tabpanel">
            {counts[tab] === 0 && <EmptyState title={t('search.no_results')} hint={t('search.no_results_hint')} />}
            {tab === 'statuses' && (
              <>
                <ul className="people-list">
                  {results.statuses.map((status) => (
                    <li key={status.id}>
                      <RemoteStatus status={status} />
                    </li>
                  ))}
                </ul>
                {results.statuses.length > 0 && (
                  <div className="people-footer">
                    {results.bottomedOut ? (
                      <p className="people-faint">{t('search.no_more')}</p>
                    ) : (
                      <button type="button" disabled={loading} onClick={() => void loadOlder()}>
                        {loading ? t('common.loading') : t('common.load_older')}
                      </button>
                    )}
                  </div>
                )}
              </>
            )}
            {tab === 'people' && (
              <ul className="people-list">
                {results.accounts.map((user) => (
                  <li key={user.id}>
                    <UserRow user={user} />
                  </li>
                ))}
              </ul>
            )}
            {tab === 'hashtags' && (
              <ul className="people-list">
                {results.hashtags.map((tag) => {
                  const activity = tagActivity(tag);
                  return (
                    <li key={tag.name} className="people-hashtag">
                      <Link to={`/tag/${encodeURIComponent(tag.name)}`}>#{tag.name}</Link>
                      <span className="people-faint">
                        {' '}
                        {t('search.people_talking', { count: activity.accounts })}
                        {' · '}
                        {t('search.uses', { count: activity.uses })}
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
          </TabPanel>
        </Tabs>
      )}
    </Root>
  );
}
