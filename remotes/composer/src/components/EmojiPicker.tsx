import { X } from 'lucide';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiClient, customEmojiQuery, Dialog, Icon, QueryState, stickersQuery } from '@fedi/shared';
import { emojiKeys } from '@fedi/shared/queries';
import {
  loadUnicodeEmoji,
  pickerCustomEmoji,
  readRecentEmoji,
  rememberEmoji,
  type PickerEmoji,
  type StickerPack,
} from '../emoji/data';
import { NS } from '../i18n';
import { useWidgets } from './useWidgets';
import './emojiPicker.css';

const CELL = 40;
const TITLE = 24;
const HEIGHT = 320;
const COLUMNS = 8;
/** Spec §9: pickers load a first batch unless the user loads all. */
export const FIRST_BATCH = 400;
const SEARCH_DEBOUNCE_MS = 500;

type Row = { kind: 'title'; key: string; title: string } | { kind: 'emoji'; key: string; items: PickerEmoji[] };

export function useEmojiSets(client: ApiClient, enabled: boolean) {
  const unicode = useQuery({ queryKey: emojiKeys.unicode(), queryFn: loadUnicodeEmoji, staleTime: Infinity, enabled });
  const custom = useQuery({ ...customEmojiQuery(client), enabled, select: pickerCustomEmoji });
  return { unicode: unicode.data ?? [], custom: custom.data ?? [], loading: unicode.isPending || custom.isPending };
}

function buildRows(groups: { title: string; items: PickerEmoji[] }[]): Row[] {
  const rows: Row[] = [];
  for (const group of groups) {
    if (group.items.length === 0) continue;
    rows.push({ kind: 'title', key: `t-${group.title}`, title: group.title });
    for (let i = 0; i < group.items.length; i += COLUMNS) {
      rows.push({ kind: 'emoji', key: `${group.title}-${i}`, items: group.items.slice(i, i + COLUMNS) });
    }
  }
  return rows;
}

interface EmojiPickerProps {
  client: ApiClient;
  onPick(emoji: PickerEmoji): void;
  /** Given: a Stickers tab too (the composer). Left out: emoji only (reactions, through `./EmojiPicker`). */
  onSticker?(pack: StickerPack, file: { name: string; url: string }): void;
  onClose(): void;
  /** Focus goes back here on close (the button that opened it). */
  returnFocus?: HTMLElement | null;
  /** The dialog's accessible name (default "Emoji picker"). */
  label?: string;
  /** An extra class on the dialog (a caller that places the popup itself). */
  className?: string;
}

/**
 * The app's one emoji picker: emoji (recent, custom, unicode) in a virtualized grid with search, and a
 * sticker tab when `onSticker` is given. A popup `Dialog`: Escape or a click outside closes it, focus goes
 * back to its button. The composer shows it directly; timelines' reaction button loads `./EmojiPicker`.
 */
export function EmojiPicker({ client, onPick, onSticker, onClose, returnFocus, label, className }: EmojiPickerProps) {
  const { t } = useTranslation(NS);
  // The tabs' code (shared widgets) is usually here already: the composer fetches it on first focus.
  // Without stickers there are no tabs and nothing to wait for.
  const widgets = useWidgets(Boolean(onSticker));
  const [tab, setTab] = useState<'emoji' | 'stickers'>('emoji');
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [showAll, setShowAll] = useState(false);
  const [scrollTop, setScrollTop] = useState(0);
  const [recent, setRecent] = useState(readRecentEmoji);
  const sets = useEmojiSets(client, true);
  const stickers = useQuery({ ...stickersQuery(client), enabled: tab === 'stickers' });

  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim().toLowerCase()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const { rows, total } = useMemo(() => {
    const match = (emoji: PickerEmoji) => !query || emoji.keywords.includes(query);
    const custom = sets.custom.filter(match);
    const unicode = sets.unicode.filter(match);
    const all = custom.length + unicode.length;
    const limit = showAll ? Infinity : FIRST_BATCH;
    const customShown = custom.slice(0, limit);
    const unicodeShown = unicode.slice(0, Math.max(0, limit - customShown.length));
    const groups = [
      { title: t('emoji.recent'), items: query ? [] : recent },
      { title: t('emoji.custom'), items: customShown },
      { title: t('emoji.unicode'), items: unicodeShown },
    ];
    return { rows: buildRows(groups), total: all };
  }, [sets.custom, sets.unicode, query, showAll, recent, t]);

  // Virtualization: only the rows inside the visible window (plus a little overscan) are rendered.
  const offsets: number[] = [];
  let height = 0;
  for (const row of rows) {
    offsets.push(height);
    height += row.kind === 'title' ? TITLE : CELL;
  }
  const visible = rows
    .map((row, index) => ({ row, top: offsets[index] ?? 0 }))
    .filter(({ top }) => top + CELL >= scrollTop - CELL * 2 && top <= scrollTop + HEIGHT + CELL * 2);

  const pick = (emoji: PickerEmoji) => {
    setRecent(rememberEmoji(emoji));
    onPick(emoji);
  };

  const emojiPanel = (
    <>
      <input
        type="search"
        aria-label={t('emoji.search')}
        placeholder={t('emoji.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <QueryState query={{ isPending: sets.loading }} loadingLabel={t('emoji.loading')} />
      <div
        className="composer-emoji-grid"
        style={{ height: HEIGHT }}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
        data-testid="emoji-grid"
      >
        <div style={{ height, position: 'relative' }}>
          {visible.map(({ row, top }) =>
            row.kind === 'title' ? (
              <h4 key={row.key} className="composer-emoji-group" style={{ top, height: TITLE }}>
                {row.title}
              </h4>
            ) : (
              <div key={row.key} className="composer-emoji-row" style={{ top, height: CELL }}>
                {row.items.map((emoji) => (
                  <button
                    type="button"
                    key={emoji.replacement}
                    className="composer-emoji-cell"
                    title={`:${emoji.shortcode}:`}
                    aria-label={emoji.shortcode}
                    onClick={() => pick(emoji)}
                  >
                    {emoji.imageUrl ? (
                      <img src={emoji.imageUrl} alt={`:${emoji.shortcode}:`} width={28} height={28} loading="lazy" />
                    ) : (
                      emoji.replacement
                    )}
                  </button>
                ))}
              </div>
            ),
          )}
        </div>
      </div>
      {!showAll && total > FIRST_BATCH && (
        <button type="button" onClick={() => setShowAll(true)}>
          {t('emoji.load_all', { count: total })}
        </button>
      )}
    </>
  );

  return (
    <Dialog
      kind="popup"
      className={className ? `composer-emoji-picker ${className}` : 'composer-emoji-picker'}
      aria-label={label ?? t('emoji.picker')}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      {!onSticker ? (
        <>
          <div className="composer-emoji-tabs">
            <button type="button" className="composer-emoji-close" aria-label={t('emoji.close')} onClick={onClose}>
              <Icon node={X} size={16} />
            </button>
          </div>
          <div className="composer-emoji-panel">{emojiPanel}</div>
        </>
      ) : !widgets ? (
        <p role="status">{t('emoji.loading')}</p>
      ) : (
        <widgets.Tabs selected={tab} onSelect={setTab}>
          <div className="composer-emoji-tabs">
            <widgets.TabList label={t('emoji.picker')}>
              <widgets.Tab value="emoji">{t('emoji.tab_emoji')}</widgets.Tab>
              <widgets.Tab value="stickers">{t('emoji.tab_stickers')}</widgets.Tab>
            </widgets.TabList>
            <button type="button" className="composer-emoji-close" aria-label={t('emoji.close')} onClick={onClose}>
              <Icon node={X} size={16} />
            </button>
          </div>
          <widgets.TabPanel className="composer-emoji-panel">
            {tab === 'emoji' ? (
              emojiPanel
            ) : (
              <div className="composer-stickers">
                <QueryState
                  query={stickers}
                  loadingLabel={t('emoji.loading')}
                  empty={stickers.data?.length === 0 && t('emoji.no_stickers')}
                >
                  {stickers.data?.map((pack) => (
                    <section key={pack.name} aria-label={pack.title}>
                      <h4>{pack.title}</h4>
                      <div className="composer-sticker-grid">
                        {pack.files.map((file) => (
                          <button
                            type="button"
                            key={file.url}
                            className="composer-sticker"
                            aria-label={t('emoji.sticker', { name: file.name })}
                            onClick={() => onSticker(pack, file)}
                          >
                            <img src={file.url} alt="" width={64} height={64} loading="lazy" />
                          </button>
                        ))}
                      </div>
                    </section>
                  ))}
                </QueryState>
              </div>
            )}
          </widgets.TabPanel>
        </widgets.Tabs>
      )}
    </Dialog>
  );
}
