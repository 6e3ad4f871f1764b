import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  followRequestKeys,
  QueryState,
  useApiClient,
  useCapabilities,
  useErrorText,
  useNotifications,
  type Notification,
} from '@fedi/shared';
import { NS } from '../i18n';
import { ErrorBox } from './common';
import { NotificationFilter } from './NotificationFilter';
import { NotificationItem } from './NotificationItem';
import './notificationsPanel.css';

export interface NotificationsPanelProps {
  title: string;
  /** Only these types (interactions tabs) instead of the user's notificationVisibility filter. */
  fixedTypes?: readonly string[];
  /** Mark-as-read and filter in the heading (spec §2 notifications panel). */
  showControls?: boolean;
  /** `h1` on the page, `h2` in the column and the drawer. */
  headingLevel?: 1 | 2;
  /** Load older ones when the end of the list scrolls into view (the mobile drawer). */
  loadOlderOnScroll?: boolean;
}

/**
 * The session's notifications (one shared list, see useNotifications): heading with the unseen
 * badge, mark as read, filter, all unseen + 30 seen, 20 more per "load older", follow requests
 * approved or denied inline.
 */
export function NotificationsPanel({
  title,
  fixedTypes,
  showControls = true,
  headingLevel = 1,
  loadOlderOnScroll = false,
}: NotificationsPanelProps) {
  const { t } = useTranslation(NS);
  const view = useNotifications(fixedTypes);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const capabilities = useCapabilities();
  const errorText = useErrorText();
  const [filterOpen, setFilterOpen] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const filterId = useId();
  const end = useRef<HTMLDivElement>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const controller = view?.controller;
  const types = view?.types;
  const canLoadMore = view
    ? !view.state.bottomedOut ||
      view.visibleIds.length <
        view.state.ids.filter((id) => view.types.includes(view.state.byId[id]?.type ?? '')).length
    : false;
  useEffect(() => {
    const target = end.current;
    if (!loadOlderOnScroll || !controller || !target || typeof IntersectionObserver === 'undefined' || !canLoadMore)
      return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !controller.state.loading) void controller.showMore(types);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [loadOlderOnScroll, controller, types, canLoadMore]);

  if (!view) {
    return (
      <section className="people-notifications" aria-label={title}>
        <QueryState query={{ isPending: true }} skeleton="row" />
      </section>
    );
  }
  const { state, visibleIds, unseen } = view;

  function markRead() {
    view?.controller.markAllRead().catch((failure: unknown) => setActionError(errorText(failure)));
  }

  async function approve(notification: Notification) {
    try {
      await client.followRequests.authorize(notification.account.id);
      view?.controller.followRequestApproved(notification.id);
      void queryClient.invalidateQueries({ queryKey: followRequestKeys.all });
      if (capabilities.notificationReadMarker === 'pleroma')
        void client.notifications.markRead({ id: notification.id }).catch(() => undefined);
    } catch (failure) {
      setActionError(errorText(failure));
    }
  }

  async function deny(notification: Notification) {
    try {
      await client.followRequests.reject(notification.account.id);
      await client.notifications.dismiss(notification.id).catch(() => undefined);
      view?.controller.remove(notification.id);
      void queryClient.invalidateQueries({ queryKey: followRequestKeys.all });
    } catch (failure) {
      setActionError(errorText(failure));
    }
  }

  return (
    <section className="people-notifications" aria-label={title}>
      <header className="people-panel-head">
        <Heading>
          {title}
          {unseen > 0 && (
            <span className="people-badge people-unseen" aria-label={t('notifications.unseen', { count: unseen })}>
              {unseen}
            </span>
          )}
        </Heading>
        {showControls && (
          <>
            <button type="button" onClick={markRead} disabled={unseen === 0}>
              {t('notifications.mark_as_read')}
            </button>
            <button
              type="button"
              aria-expanded={filterOpen}
              aria-controls={filterId}
              onClick={() => setFilterOpen((open) => !open)}
            >
              {t('notifications.filter')}
            </button>
          </>
        )}
      </header>
      {showControls && filterOpen && <NotificationFilter id={filterId} />}
      {actionError && <ErrorBox message={actionError} onDismiss={() => setActionError(null)} />}
      <QueryState
        query={{
          isPending: state.loading && state.ids.length === 0,
          error: state.ids.length === 0 ? state.error : null,
          isFetching: state.loading,
          refetch: () => view.controller.fetchNewer().catch(() => undefined),
        }}
        errorMessage={(error) => t('notifications.fetch_error', { error: errorText(error) })}
        skeleton="row"
        empty={!state.loading && state.error === null && visibleIds.length === 0 && t('notifications.none')}
        emptyHint={fixedTypes ? undefined : t('notifications.none_hint')}
      />
      <ul className="people-list">
        {visibleIds.map((id) => {
          const entry = state.byId[id];
          return entry ? (
            <li key={id}>
              <NotificationItem entry={entry} onApprove={(n) => void approve(n)} onDeny={(n) => void deny(n)} />
            </li>
          ) : null;
        })}
      </ul>
      {/* Hidden while the first page's skeleton stands in: it would appear under the skeleton, then move. */}
      <div className="people-footer" ref={end} hidden={state.loading && state.ids.length === 0}>
        {canLoadMore ? (
          <button type="button" onClick={() => void view.controller.showMore(view.types)} disabled={state.loading}>
            {state.loading ? t('common.loading') : t('notifications.load_older')}
          </button>
        ) : visibleIds.length > 0 ? (
          <p className="people-faint">{t('notifications.no_more')}</p>
        ) : null}
      </div>
    </section>
  );
}
