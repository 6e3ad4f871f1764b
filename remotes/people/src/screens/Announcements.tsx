import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDateTime,
  announcementHtml,
  announcementsQuery,
  EmptyState,
  mergeAdminAnnouncements,
  QueryState,
  useApiClient,
  useErrorText,
  useSession,
  type Announcement,
} from '@fedi/shared';
import { adminAnnouncementsQuery, announcementKeys, setAnnouncementRead } from '@fedi/shared/queries';
import { NS } from '../i18n';
import { ConfirmDialog, ErrorBox, Html } from '../components/common';
import { Root } from '../components/Root';

interface Draft {
  content: string;
  startsAt: string;
  endsAt: string;
  allDay: boolean;
}

const EMPTY: Draft = { content: '', startsAt: '', endsAt: '', allDay: false };

/** Input value for a date (all-day) or a local date-time. */
export function toInputValue(iso: string | undefined, allDay: boolean): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return allDay ? day : `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function fromInputValue(value: string): string | null {
  if (!value) return null;
  const date = new Date(value.length === 10 ? `${value}T00:00` : value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function AnnouncementForm({
  initial,
  onSubmit,
  onCancel,
  submitLabel,
}: {
  initial: Draft;
  onSubmit: (draft: Draft) => Promise<void>;
  onCancel?: () => void;
  submitLabel: string;
}) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [busy, setBusy] = useState(false);
  const inputType = draft.allDay ? 'date' : 'datetime-local';
  const convert = (value: string, allDay: boolean) =>
    value ? toInputValue(fromInputValue(value) ?? undefined, allDay) : '';
  return (
    <form
      className="people-announcement-form"
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        // The draft stays as typed when the server refuses it.
        void onSubmit(draft)
          .then(() => setDraft(EMPTY))
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      <label htmlFor={`${id}-content`}>{t('announcements.content')}</label>
      <textarea
        id={`${id}-content`}
        value={draft.content}
        onChange={(event) => setDraft({ ...draft, content: event.target.value })}
      />
      <label className="people-inline">
        <input
          type="checkbox"
          checked={draft.allDay}
          onChange={(event) =>
            setDraft({
              ...draft,
              allDay: event.target.checked,
              startsAt: convert(draft.startsAt, event.target.checked),
              endsAt: convert(draft.endsAt, event.target.checked),
            })
          }
        />
        {t('announcements.all_day')}
      </label>
      <label htmlFor={`${id}-start`}>{t('announcements.starts_at')}</label>
      <input
        id={`${id}-start`}
        type={inputType}
        value={draft.startsAt}
        onChange={(event) => setDraft({ ...draft, startsAt: event.target.value })}
      />
      <label htmlFor={`${id}-end`}>{t('announcements.ends_at')}</label>
      <input
        id={`${id}-end`}
        type={inputType}
        value={draft.endsAt}
        onChange={(event) => setDraft({ ...draft, endsAt: event.target.value })}
      />
      <div className="people-actions">
        <button type="submit" className="people-primary" disabled={busy || draft.content.trim() === ''}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

type ListQuery = Pick<UseQueryResult<Announcement[]>, 'data' | 'error' | 'isPending' | 'refetch'>;

/** The list shown: the user's announcements, for an admin merged into every announcement (inactive ones too). */
function useAnnouncementList(visible: ListQuery, admin: ListQuery | null) {
  const data = admin
    ? admin.data && visible.data
      ? mergeAdminAnnouncements(admin.data, visible.data)
      : undefined
    : visible.data;
  const error = visible.error ?? admin?.error ?? null;
  return {
    data,
    error,
    isError: error !== null,
    isPending: data === undefined && error === null,
    refetch: () => Promise.all([visible.refetch(), admin?.refetch()]),
  };
}

/** /announcements: dismiss (mark read); admins post, edit and delete. */
export function AnnouncementsScreen() {
  const { t } = useTranslation(NS);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const session = useSession();
  const errorText = useErrorText();
  const isAdmin = session.user?.role === 'admin';
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Announcement | null>(null);
  const [error, setError] = useState<string | null>(null);
  const userId = session.user?.id ?? null;
  // The shell's unread badge reads the same list: a dismissal here shows there at once. Servers give
  // announcements to signed-in users only (a visitor's ask is a 401): a visitor is told to sign in.
  const visible = useQuery({ ...announcementsQuery(client, userId), enabled: userId !== null });
  const adminList = useQuery({ ...adminAnnouncementsQuery(client), enabled: isAdmin });
  const query = useAnnouncementList(visible, isAdmin ? adminList : null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: announcementKeys.all });
  const unread = (query.data ?? []).filter((item) => !item.read && !item.inactive).length;

  async function dismiss(item: Announcement) {
    setError(null);
    setAnnouncementRead(queryClient, client, userId, item.id, true);
    try {
      await client.announcements.dismiss(item.id);
    } catch (failure) {
      setAnnouncementRead(queryClient, client, userId, item.id, false);
      setError(errorText(failure));
    }
  }

  const params = (draft: Draft) => ({
    content: draft.content,
    starts_at: fromInputValue(draft.startsAt),
    ends_at: fromInputValue(draft.endsAt),
    all_day: draft.allDay,
  });

  async function post(draft: Draft) {
    setError(null);
    try {
      await client.announcements.create(params(draft));
      await refresh();
    } catch (failure) {
      setError(t('announcements.post_error', { error: errorText(failure) }));
      throw failure;
    }
  }

  async function edit(id: string, draft: Draft) {
    setError(null);
    try {
      await client.announcements.update(id, params(draft));
      setEditing(null);
      await refresh();
    } catch (failure) {
      setError(t('announcements.edit_error', { error: errorText(failure) }));
      throw failure;
    }
  }

  async function remove(item: Announcement) {
    setDeleting(null);
    try {
      await client.announcements.delete(item.id);
      await refresh();
    } catch (failure) {
      setError(t('announcements.delete_error', { error: errorText(failure) }));
    }
  }

  return (
    <Root>
      <h1>
        {t('announcements.title')}
        {unread > 0 && (
          <span className="people-badge people-unseen" aria-label={t('announcements.unread', { count: unread })}>
            {unread}
          </span>
        )}
      </h1>
      {error && <ErrorBox message={error} onDismiss={() => setError(null)} />}
      {isAdmin && (
        <section aria-label={t('announcements.post_form')}>
          <h2>{t('announcements.post_form')}</h2>
          <AnnouncementForm initial={EMPTY} onSubmit={post} submitLabel={t('announcements.post')} />
        </section>
      )}
      {userId === null ? (
        <EmptyState title={t('announcements.visitor')} />
      ) : (
        <QueryState
          query={query}
          empty={!query.isPending && !query.isError && query.data?.length === 0 && t('announcements.none')}
        />
      )}
      <ul className="people-list">
        {query.data?.map((item) => (
          <li key={item.id} className="people-announcement" data-read={item.read ? 'true' : 'false'}>
            {editing === item.id ? (
              <AnnouncementForm
                initial={{
                  content: item.pleroma?.raw_content ?? item.content,
                  allDay: item.all_day,
                  startsAt: toInputValue(item.starts_at, item.all_day),
                  endsAt: toInputValue(item.ends_at, item.all_day),
                }}
                onSubmit={(draft) => edit(item.id, draft)}
                onCancel={() => setEditing(null)}
                submitLabel={t('announcements.save')}
              />
            ) : (
              <>
                <Html html={announcementHtml(item)} profile="status" />
                <p className="people-faint">
                  {item.published_at && t('announcements.published', { date: formatDateTime(item.published_at) })}
                  {item.starts_at && ` · ${t('announcements.starts', { date: formatDateTime(item.starts_at) })}`}
                  {item.ends_at && ` · ${t('announcements.ends', { date: formatDateTime(item.ends_at) })}`}
                  {item.inactive && ` · ${t('announcements.inactive')}`}
                </p>
                <div className="people-actions">
                  {session.user && !item.inactive && (
                    <button type="button" disabled={item.read} onClick={() => void dismiss(item)}>
                      {item.read ? t('announcements.read') : t('announcements.mark_as_read')}
                    </button>
                  )}
                  {isAdmin && (
                    <>
                      <button type="button" onClick={() => setEditing(item.id)}>
                        {t('announcements.edit')}
                      </button>
                      <button type="button" onClick={() => setDeleting(item)}>
                        {t('announcements.delete')}
                      </button>
                    </>
                  )}
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      {deleting && (
        <ConfirmDialog
          title={t('announcements.confirm_delete')}
          confirmLabel={t('announcements.delete')}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </Root>
  );
}
