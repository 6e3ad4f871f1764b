import { SlidersHorizontal } from 'lucide';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  Dialog,
  EmptyState,
  errorText,
  Icon,
  isMissingEndpointError,
  QueryState,
  sessionTimelineStreaming,
  shortcutKey,
  type TimelineParams,
  type TimelineTarget,
  useBus,
  useBusEvent,
  useCapabilities,
  useSession,
  useTimelineFeed,
} from '@fedi/shared';
import { NS } from '../i18n';
import { usePrefs } from '../prefs';
import { loadSignedInActions } from './ActionBar';
import { TimelineRows } from './TimelineRows';
import { useStatusShortcuts } from './statusShortcuts';

/** Spec §9 timeline constants. */
export const LOAD_MORE_DISTANCE = 750;
export const OLDER_THROTTLE_MS = 1000;
export const AUTO_SHOW_THRESHOLD = 15;
export const SCROLL_DEBOUNCE_MS = 200;
/** Streamed statuses are applied to the list together every this many ms (a busy timeline renders a few times a second, not per status). */
export const STREAM_BATCH_MS = 250;

interface TimelineProps {
  target: TimelineTarget;
  title: string;
  /** Extra controls in the header (tag follow buttons). */
  headerExtra?: ReactNode;
  /** Tabs/menu of timelines. */
  nav?: ReactNode;
  params?: TimelineParams;
  /** The timeline's endpoint is optional: a "no such call" answer is not announced (the screen stops offering it). */
  optional?: boolean;
}

/**
 * A timeline with nothing in it: what it is for (`timeline.empty_<name>`, else the plain `timeline.empty`)
 * and, where the reader can change that, how (`timeline.empty_<name>_hint`, where there is one).
 */
function TimelineEmpty({ name }: { name: string }) {
  const { t } = useTranslation(NS);
  return (
    <EmptyState
      title={t([`timeline.empty_${name}`, 'timeline.empty'])}
      hint={t(`timeline.empty_${name}_hint`, { defaultValue: '' })}
    />
  );
}

/**
 * A live timeline (spec §2, §4): header with tabs, quick settings, pending-count 'Show new',
 * reload on the flush marker, virtualized statuses, older pages near the bottom, footers.
 */
export function Timeline({ target, title, headerExtra, nav, params, optional = false }: TimelineProps) {
  const { t } = useTranslation(NS);
  const [prefs, setPrefs] = usePrefs();
  const [paused, setPaused] = useState(false);
  const autoShow = useCallback(
    () =>
      !paused &&
      window.scrollY < AUTO_SHOW_THRESHOLD &&
      !(prefs.pauseOnUnfocused && document.visibilityState === 'hidden'),
    [paused, prefs.pauseOnUnfocused],
  );
  const replyParams: TimelineParams = {
    ...params,
    ...(prefs.replyVisibility !== 'all' ? { reply_visibility: prefs.replyVisibility } : {}),
  };
  const session = useSession();
  const signedIn = session.user !== null;
  // The signed-in action bar's chunk comes with the first page, not after it.
  useEffect(() => {
    if (signedIn) void loadSignedInActions().catch(() => undefined);
  }, [signedIn]);
  const capabilities = useCapabilities();
  const streaming =
    prefs.streaming && capabilities.streaming !== false ? sessionTimelineStreaming(target, session) : null;
  const { state, feed, reload } = useTimelineFeed(target, {
    params: replyParams,
    streaming,
    pauseOnUnfocused: prefs.pauseOnUnfocused,
    autoShow,
    streamBatchMs: STREAM_BATCH_MS,
    // A page's parse, import and render each in a task of their own (no long task while scrolling).
    yieldBetweenSteps: true,
  });
  const lastOlder = useRef(0);
  // The status j/k moved to, and a count of the moves (moving to the same row again focuses it again).
  const [focus, setFocus] = useState({ index: -1, move: 0 });
  useStatusShortcuts();
  const listRef = useRef<HTMLElement>(null);
  const ids = state.visibleStatuses;
  // Filled by the rows: which visible status the reader is at.
  const readingRef = useRef<(() => string | null) | null>(null);

  const showNew = useCallback(() => {
    if (!feed) return;
    feed.showNew();
    window.scrollTo({ top: 0 });
  }, [feed]);

  const loadOlder = useCallback(() => {
    if (!feed) return;
    const now = Date.now();
    if (now - lastOlder.current < OLDER_THROTTLE_MS) return;
    lastOlder.current = now;
    void feed.loadOlder();
  }, [feed]);

  // Older pages when within 750 px of the bottom (scroll handler debounced).
  const stateRef = useRef(state);
  const feedRef = useRef(feed);
  useEffect(() => {
    stateRef.current = state;
    feedRef.current = feed;
  }, [state, feed]);
  useEffect(() => {
    let timer: number | undefined;
    const check = () => {
      const current = stateRef.current;
      // Where the reader is: the feed keeps the statuses around it when its id bound bites.
      feedRef.current?.setAnchor(readingRef.current?.() ?? null);
      if (current.bottomedOut || current.error || current.visibleStatuses.length === 0) return;
      const distance = document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);
      if (distance >= LOAD_MORE_DISTANCE) return;
      // Still near the bottom while a page is on its way or within the 1 s throttle: look again
      // then (a reader resting at the bottom sends no more scroll events).
      const wait = current.loading ? SCROLL_DEBOUNCE_MS : lastOlder.current + OLDER_THROTTLE_MS - Date.now();
      if (wait > 0) {
        window.clearTimeout(timer);
        timer = window.setTimeout(check, wait);
        return;
      }
      loadOlder();
    };
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(check, SCROLL_DEBOUNCE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.clearTimeout(timer);
    };
  }, [loadOlder]);

  // Pending statuses show by themselves when scrolled to the top (streaming auto-show).
  useEffect(() => {
    const onScroll = () => {
      if (stateRef.current.newStatusCount > 0 && autoShow() && prefs.streaming) feed?.showNew();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [autoShow, feed, prefs.streaming]);

  // Spec §8: a failed fetch also shows the global notice timeline.error for 5 s. Not for a 401: the
  // session has ended, and the login page says so (one message).
  const bus = useBus();
  useEffect(() => {
    if (state.error === null || state.error === undefined) return;
    if (optional && isMissingEndpointError(state.error)) return;
    if (state.error instanceof ApiError && state.error.status === 401) return;
    bus.emit('notice:show', {
      level: 'error',
      messageKey: 'timelines:timeline.error',
      messageArgs: { error: errorText(state.error, t) },
      timeout: 5000,
    });
  }, [state.error, bus, t, optional]);

  // A status the user posted: the newer statuses come in, and if it is among them it shows at once, wherever
  // the reader is (their own post never waits behind "Show new"); what else came shows with it.
  useBusEvent('status:posted', (id) => {
    if (!feed) return;
    void feed
      .fetchNewer()
      .then(() => {
        const current = feed.state;
        if (current.statusIds.includes(id) && !current.visibleStatuses.includes(id)) feed.showNew();
      })
      .catch(() => undefined);
  });

  // Keys: '.' shows new; j/k move between statuses (r, f, b: useStatusShortcuts; the shell has the global ones).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const key = shortcutKey(event);
      if (key === '.') {
        event.preventDefault();
        showNew();
      } else if (key === 'j' || key === 'k') {
        const count = stateRef.current.visibleStatuses.length;
        if (count === 0) return;
        event.preventDefault();
        // From the status that has the focus (a click or Tab may have moved it), else from the last one.
        const focused = focusedStatusIndex(listRef.current);
        setFocus((current) => {
          const from = focused ?? current.index;
          const next = from < 0 && key === 'k' ? 0 : from + (key === 'j' ? 1 : -1);
          return { index: Math.min(count - 1, Math.max(0, next)), move: current.move + 1 };
        });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [showNew]);

  // What above the list can change height: the rows measure their offset again when it changes.
  const aboveKey = `${state.flushMarker ?? ''}|${state.newStatusCount}|${state.error === null ? '' : 'error'}`;
  const firstLoad = state.loading && ids.length === 0;
  const upToDate = !state.loading && !state.error && state.newStatusCount === 0 && ids.length > 0;

  return (
    <section ref={listRef} className="panel timeline" aria-labelledby="timeline-title">
      <header className="timeline-header">
        <h1 id="timeline-title">{title}</h1>
        {nav}
        <div className="timeline-controls">
          {headerExtra}
          {/* A polite live region: the count of new posts and "up to date" are announced as they change. */}
          <span className="timeline-news" role="status">
            {state.flushMarker ? (
              <button type="button" className="timeline-reload" onClick={reload}>
                {t('timeline.reload')}
              </button>
            ) : state.newStatusCount > 0 ? (
              <button type="button" className="timeline-show-new" onClick={showNew}>
                {t('timeline.show_new', { count: state.newStatusCount })}
              </button>
            ) : upToDate ? (
              <span className="timeline-up-to-date">{t('timeline.up_to_date')}</span>
            ) : null}
          </span>
          <QuickSettings paused={paused} setPaused={setPaused} prefs={prefs} setPrefs={setPrefs} />
        </div>
      </header>
      <QueryState
        query={{ error: state.error, data: ids, isPending: firstLoad }}
        loadingLabel={t('timeline.loading')}
        skeleton="status"
        errorMessage={(error) => t('timeline.error', { error: errorText(error, t) })}
        retryLabel={t('timeline.retry')}
        onRetry={loadOlder}
      >
        <TimelineRows
          ids={ids}
          focusIndex={focus.index}
          focusMove={focus.move}
          hasMore={!state.bottomedOut}
          busy={state.loading}
          aboveKey={aboveKey}
          readingRef={readingRef}
        />
      </QueryState>
      <footer className="timeline-footer" hidden={firstLoad}>
        {state.loading && ids.length > 0 ? (
          <p role="status">{t('timeline.loading')}</p>
        ) : state.bottomedOut ? (
          ids.length === 0 ? (
            <TimelineEmpty name={target.name} />
          ) : (
            <p>{t('timeline.no_more')}</p>
          )
        ) : state.error === null ? (
          <button type="button" onClick={() => feed && void feed.loadOlder()}>
            {t('timeline.load_older')}
          </button>
        ) : null}
      </footer>
    </section>
  );
}

/** A timeline this server does not offer (its optional endpoint is missing): the header and a plain note. */
/** A timeline's frame without its feed: the title, the tabs, and what stands in for the statuses. */
export function TimelineFrame({ title, nav, children }: { title: string; nav?: ReactNode; children: ReactNode }) {
  return (
    <section className="panel timeline" aria-labelledby="timeline-title">
      <header className="timeline-header">
        <h1 id="timeline-title">{title}</h1>
        {nav}
      </header>
      {children}
    </section>
  );
}

export function TimelineUnavailable({ title, nav }: { title: string; nav?: ReactNode }) {
  const { t } = useTranslation(NS);
  return (
    <TimelineFrame title={title} nav={nav}>
      <p className="timeline-unavailable" role="status">
        {t('timeline.unavailable')}
      </p>
    </TimelineFrame>
  );
}

/** The feed position of the status that has the focus inside this timeline, or null. */
function focusedStatusIndex(timeline: HTMLElement | null): number | null {
  const row = document.activeElement?.closest<HTMLElement>('.timeline-row[data-row]');
  if (!row || !timeline?.contains(row)) return null;
  const index = Number(row.dataset.row);
  return Number.isFinite(index) ? index : null;
}

function QuickSettings({
  paused,
  setPaused,
  prefs,
  setPrefs,
}: {
  paused: boolean;
  setPaused(value: boolean): void;
  prefs: ReturnType<typeof usePrefs>[0];
  setPrefs: ReturnType<typeof usePrefs>[1];
}) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <span className="menu-anchor">
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        aria-label={t('quick.label')}
      >
        <Icon node={SlidersHorizontal} />
      </button>
      {open && (
        <Dialog
          kind="popup"
          className="popover quick-settings"
          aria-label={t('quick.label')}
          onClose={() => setOpen(false)}
          returnFocus={button}
        >
          <label>
            {t('quick.reply_visibility')}{' '}
            <select
              value={prefs.replyVisibility}
              onChange={(event) => setPrefs({ replyVisibility: event.target.value as typeof prefs.replyVisibility })}
            >
              <option value="all">{t('quick.replies_all')}</option>
              <option value="following">{t('quick.replies_following')}</option>
              <option value="self">{t('quick.replies_self')}</option>
            </select>
          </label>
          <label>
            <input
              type="checkbox"
              checked={prefs.hideAttachments}
              onChange={(event) => setPrefs({ hideAttachments: event.target.checked })}
            />{' '}
            {t('quick.hide_media')}
          </label>
          <label>
            <input
              type="checkbox"
              checked={prefs.hideNsfw}
              onChange={(event) => setPrefs({ hideNsfw: event.target.checked })}
            />{' '}
            {t('quick.hide_nsfw')}
          </label>
          <label>
            <input
              type="checkbox"
              checked={prefs.muteBotStatuses}
              onChange={(event) => setPrefs({ muteBotStatuses: event.target.checked })}
            />{' '}
            {t('quick.mute_bots')}
          </label>
          <label>
            <input
              type="checkbox"
              checked={prefs.streaming}
              onChange={(event) => setPrefs({ streaming: event.target.checked })}
            />{' '}
            {t('quick.streaming')}
          </label>
          <label>
            <input type="checkbox" checked={paused} onChange={(event) => setPaused(event.target.checked)} />{' '}
            {t('quick.pause')}
          </label>
        </Dialog>
      )}
    </span>
  );
}
