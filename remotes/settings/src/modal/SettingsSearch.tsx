import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { searchSettings, type SearchEntry } from './searchIndex';

interface Props {
  entries: readonly SearchEntry[];
  onJump(entry: SearchEntry): void;
}

/** Finds a setting by its label across every tab; a result switches to its tab and focuses it. */
export function SettingsSearch({ entries, onJump }: Props) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [query, setQuery] = useState('');
  const results = searchSettings(entries, query, (entry) => t(entry.labelKey));
  const jump = (entry: SearchEntry) => {
    setQuery('');
    onJump(entry);
  };
  return (
    <div className="settings-search" role="search">
      <input
        type="search"
        aria-label={t('modal.search')}
        placeholder={t('modal.search')}
        value={query}
        aria-describedby={query.trim() ? `${id}-count` : undefined}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && results[0]) {
            event.preventDefault();
            jump(results[0]);
          }
        }}
      />
      {query.trim() !== '' && (
        <div className="settings-search-results">
          <p id={`${id}-count`} role="status">
            {results.length === 0 ? t('modal.search_none') : t('modal.search_count', { count: results.length })}
          </p>
          {results.length > 0 && (
            <ul aria-label={t('modal.search_results')}>
              {results.map((entry) => (
                <li key={`${entry.tab}-${entry.id}`}>
                  <button type="button" onClick={() => jump(entry)}>
                    {t(entry.labelKey)} <span className="settings-search-tab">{t(`tabs.${entry.tab}`)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
