import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, type Chat, type ChatMessage } from '@fedi/shared';
import { NS } from '../i18n';
import type { ConversationRow, ShownMessage } from '../logic/grouping';
import type { OutgoingMessage } from '../logic/outbox';
import { DaySeparator, MessageRow } from './MessageRow';

export interface ConversationMessage extends ShownMessage {
  message?: ChatMessage;
  outgoing?: OutgoingMessage;
}

/** Rows closer than this to an edge count as "at the end" / start loading older ones. */
const BOTTOM_SLACK_PX = 48;
const LOAD_OLDER_PX = 400;
/** A few rows beyond each edge: enough for smooth scrolling, the DOM stays bounded. */
const OVERSCAN = 6;

const estimate = (row: ConversationRow<ConversationMessage> | undefined) =>
  row?.kind === 'day' ? 36 : row?.message.message?.attachment || row?.message.outgoing?.attachment ? 240 : 52;

/**
 * The messages of a conversation, oldest at the top, virtualized (only the rows near the viewport are
 * in the DOM). Opens at the end; scrolling near the top loads the older page and keeps the row the
 * reader was at in place; a new message keeps the view at the end only when the reader was there,
 * else a "New messages" button appears.
 */
export function MessageList({
  rows,
  chat,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onAtBottom,
  onRetry,
  onDiscard,
  onDelete,
}: {
  rows: ConversationRow<ConversationMessage>[];
  chat: Chat;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder(): void;
  onAtBottom(atBottom: boolean): void;
  onRetry(message: OutgoingMessage): void;
  onDiscard(message: OutgoingMessage): void;
  onDelete(message: ChatMessage): void;
}) {
  const { t } = useTranslation(NS);
  const scroller = useRef<HTMLDivElement>(null);
  // Stable between row changes: the virtualizer lays every row out again when these change.
  const getItemKey = useCallback((index: number) => rows[index]?.key ?? index, [rows]);
  const estimateSize = useCallback((index: number) => estimate(rows[index]), [rows]);
  const getScrollElement = useCallback(() => scroller.current, []);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement,
    estimateSize,
    getItemKey,
    overscan: OVERSCAN,
  });

  const atBottom = useRef(true);
  const [showNew, setShowNew] = useState(false);
  /** The row at the top of the view and how far its top is above the view's top. */
  const anchor = useRef<{ key: Key; delta: number } | null>(null);

  const scrollToEnd = useCallback(() => {
    const el = scroller.current;
    if (!el || rows.length === 0) return;
    virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
    requestAnimationFrame(() => {
      el.scrollTop = el.scrollHeight;
    });
  }, [virtualizer, rows.length]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    const bottom = el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK_PX;
    if (bottom !== atBottom.current) {
      atBottom.current = bottom;
      onAtBottom(bottom);
    }
    if (bottom) setShowNew(false);
    // A message row, not a day separator: a day's separator stays first when older messages of that day arrive.
    const first = virtualizer
      .getVirtualItems()
      .find((item) => item.end > el.scrollTop && rows[item.index]?.kind === 'message');
    anchor.current = first ? { key: first.key, delta: first.start - el.scrollTop } : null;
    if (el.scrollTop < LOAD_OLDER_PX && hasOlder && !loadingOlder) onLoadOlder();
  };

  // Rows changed: older ones above → keep the anchor row where it was; a new last row → follow it
  // when the reader was at the end.
  const previous = useRef<{ first?: string; last?: string; count: number }>({ count: 0 });
  useLayoutEffect(() => {
    const el = scroller.current;
    // The oldest message, not the day separator above it (which stays first when older messages of its day arrive).
    const first = rows.find((row) => row.kind === 'message')?.key;
    const last = rows[rows.length - 1]?.key;
    const before = previous.current;
    previous.current = { first, last, count: rows.length };
    if (!el) return;
    if (before.count === 0) {
      scrollToEnd();
      return;
    }
    if (first !== before.first && anchor.current) {
      const index = rows.findIndex((row) => row.key === anchor.current?.key);
      if (index >= 0) {
        virtualizer.getVirtualItems();
        const item = virtualizer.measurementsCache[index];
        if (item) el.scrollTop = item.start - anchor.current.delta;
      }
    }
    if (last !== before.last) {
      const lastRow = rows[rows.length - 1];
      const own = lastRow?.kind === 'message' && lastRow.own;
      if (atBottom.current || own) scrollToEnd();
      else setShowNew(true);
    }
  }, [rows, virtualizer, scrollToEnd]);

  // The view's height changes (keyboard on mobile, window resize): stay at the end when there.
  useEffect(() => {
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const items = virtualizer.getVirtualItems();
  return (
    <div className="chat-messages-frame">
      <div
        ref={scroller}
        className="chat-messages"
        role="log"
        aria-label={t('chat.messages_label')}
        aria-busy={loadingOlder}
        // A scrolling region must take focus so keyboard users can scroll it (arrows, Page Up/Down).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onScroll={onScroll}
      >
        <div className="chat-messages-top">
          {loadingOlder ? (
            <span role="status">{t('chat.loading_older')}</span>
          ) : hasOlder ? null : rows.length === 0 ? (
            <EmptyState title={t('chat.no_messages')} hint={t('chat.no_messages_hint')} />
          ) : (
            <span className="chat-faint">{t('chat.beginning')}</span>
          )}
        </div>
        <div className="chat-messages-inner" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <div
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                className="chat-row"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                {row.kind === 'day' ? (
                  <DaySeparator day={row.day} />
                ) : (
                  <MessageRow row={row} chat={chat} onRetry={onRetry} onDiscard={onDiscard} onDelete={onDelete} />
                )}
              </div>
            );
          })}
        </div>
      </div>
      {showNew && (
        <button
          type="button"
          className="primary chat-new-messages"
          onClick={() => {
            setShowNew(false);
            scrollToEnd();
          }}
        >
          {t('chat.new_messages')}
        </button>
      )}
    </div>
  );
}
