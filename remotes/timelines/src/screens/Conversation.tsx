import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  entityKeys,
  importStatus,
  QueryState,
  statusContextQuery,
  useApiClient,
  useBusEvent,
  useStatus,
  type Status,
} from '@fedi/shared';
import { StatusCard } from '../components/StatusCard';
import { NS } from '../i18n';
import { buildThread, descendantCount, flattenThread, isShownInThread, type ThreadNode } from '../logic/thread';
import { usePrefs } from '../prefs';
import { useStatusShortcuts } from '../components/statusShortcuts';
import '../laterStrings';

/**
 * The nearest ancestors shown above the status until "Show full thread": a very long chain (years of
 * replies, or a hostile 2,000-deep one) would otherwise render thousands of posts at once.
 */
export const ANCESTORS_SHOWN = 40;

interface ConversationProps {
  statusId: string;
  /** Inline in a timeline: diving sets a local position instead of navigating. */
  inline?: boolean;
}

/**
 * A thread around one status (spec §2/§4): linear or tree, depth rule, show full thread (the deep
 * replies and every ancestor beyond the nearest ANCESTORS_SHOWN), dive.
 */
export function Conversation({ statusId, inline = false }: ConversationProps) {
  const { t } = useTranslation(NS);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [prefs, setPrefs] = usePrefs();
  const [showFull, setShowFull] = useState(false);
  const [inlineDive, setInlineDive] = useState<string | null>(null);
  const focused = useStatus(statusId);
  const contextQuery = statusContextQuery(client, queryClient, statusId);
  const context = useQuery(contextQuery);

  const items = useMemo(() => {
    const ancestors = context.data?.ancestors ?? [];
    const list: Status[] = showFull ? [...ancestors] : ancestors.slice(-ANCESTORS_SHOWN);
    if (focused) list.push(focused);
    list.push(...(context.data?.descendants ?? []));
    return list;
  }, [context.data, focused, showFull]);
  const thread = useMemo(() => buildThread(items), [items]);

  // A status posted anywhere (the composer puts it into the entity cache first): a reply to a status of
  // this thread joins it at once. An edit needs nothing here: every card reads the entity cache.
  useBusEvent('status:posted', (id) => {
    const add = (posted: Status) => {
      const parent = posted.in_reply_to_id;
      if (!parent || !thread.byId.has(parent) || thread.byId.has(posted.id)) return;
      queryClient.setQueryData(contextQuery.queryKey, (current) =>
        current && !current.descendants.some((status) => status.id === posted.id)
          ? { ...current, descendants: [...current.descendants, posted] }
          : current,
      );
    };
    const cached = queryClient.getQueryData<Status>(entityKeys.status(id));
    if (cached) add(cached);
    else
      void client.statuses
        .get(id)
        .then((status) => add(importStatus(queryClient, status)))
        .catch(() => undefined);
  });
  const diveId = inline ? (inlineDive ?? statusId) : statusId;
  const diveDepth = thread.byId.get(diveId)?.depth ?? 0;
  // Stable, so the memoized cards of a long thread do not all re-render when the context arrives.
  const dive = useCallback(
    (id: string) => {
      if (inline) setInlineDive(id);
      else void navigate(`/notice/${encodeURIComponent(id)}`);
    },
    [inline, navigate],
  );

  if (context.isError && !focused) {
    return <QueryState query={context} errorMessage={t('thread.error')} retryLabel={t('timeline.retry')} />;
  }

  // Inline, the status whose "Show thread" was pressed is the card right above: not a second time.
  const shownAbove = (id: string) => inline && id === statusId;
  // One status of the thread, in either view.
  const card = (status: Status) => (
    <StatusCard id={status.id} status={status} inConversation focused={status.id === statusId} onDive={dive} />
  );

  const renderNode = (node: ThreadNode<Status>): React.ReactNode => {
    const visibleChildren = node.children.filter((child) =>
      isShownInThread(child.depth, diveDepth, prefs.maxDepthInThread, showFull),
    );
    const hidden = node.children.length - visibleChildren.length;
    return (
      <li key={node.item.id} className="thread-node">
        {!shownAbove(node.item.id) && card(node.item)}
        {visibleChildren.length > 0 && <ul className="thread-children">{visibleChildren.map(renderNode)}</ul>}
        {hidden > 0 && (
          <button type="button" className="link-button thread-more" onClick={() => dive(node.item.id)}>
            {t('thread.more_replies', {
              count: node.children.reduce((sum, child) => sum + 1 + descendantCount(child), 0),
            })}
          </button>
        )}
      </li>
    );
  };

  const roots =
    inline && inlineDive
      ? [thread.byId.get(inlineDive)].filter((node): node is ThreadNode<Status> => !!node)
      : thread.roots;
  return (
    <div className="conversation" aria-busy={context.isPending}>
      <div className="conversation-controls">
        <button
          type="button"
          onClick={() => setPrefs({ conversationDisplay: prefs.conversationDisplay === 'tree' ? 'linear' : 'tree' })}
        >
          {prefs.conversationDisplay === 'tree' ? t('thread.linear') : t('thread.tree')}
        </button>
        {!showFull && (
          <button type="button" onClick={() => setShowFull(true)}>
            {t('thread.show_full')}
          </button>
        )}
        {inline && inlineDive && (
          <button type="button" onClick={() => setInlineDive(null)}>
            {t('thread.undive')}
          </button>
        )}
      </div>
      <QueryState query={{ isPending: context.isPending }} loadingLabel={t('timeline.loading')} />
      {prefs.conversationDisplay === 'tree' ? (
        <ul className="thread-tree" aria-label={t('thread.label')}>
          {roots.map(renderNode)}
        </ul>
      ) : (
        <div className="thread-linear" aria-label={t('thread.label')} role="list">
          {flattenThread({ roots, byId: thread.byId })
            .filter((node) => !shownAbove(node.item.id))
            .map((node) => (
              <div role="listitem" key={node.item.id}>
                {card(node.item)}
              </div>
            ))}
        </div>
      )}
    </div>
  );
}

/** The conversation route (/notice/:id). */
export default function ConversationScreen() {
  const { t } = useTranslation(NS);
  const { id = '' } = useParams();
  useStatusShortcuts();
  return (
    <section className="panel conversation-page" aria-labelledby="conversation-title">
      <h1 id="conversation-title">{t('thread.title')}</h1>
      <Conversation key={id} statusId={id} />
    </section>
  );
}
