import { stripHtml } from '../content/html';
import { statusUri, statusUrl } from '../content/urls';
import type { StatusRec } from '../store/types';
import { renderAccount } from './account';
import { renderAttachment } from './attachment';
import { renderCard } from './card';
import { abs, iso, isoOrNull, withOrigin, type RenderCtx } from './context';
import { renderEmojis } from './emoji';
import { renderPoll } from './poll';

export function renderReactions(ctx: RenderCtx, st: StatusRec): Array<Record<string, unknown>> {
  return st.reactions
    .filter((r) => r.accountIds.length > 0)
    .map((r) => {
      const custom = /^:?([a-zA-Z0-9_+-]+):?$/.exec(r.name);
      const code =
        custom && r.name.length > 1 && ctx.store.s.customEmoji.has(custom[1] as string) ? (custom[1] as string) : null;
      const e = code ? ctx.store.s.customEmoji.get(code) : undefined;
      return {
        name: code ?? r.name,
        count: r.accountIds.length,
        me: ctx.viewerId ? r.accountIds.includes(ctx.viewerId) : false,
        url: e ? abs(ctx, e.file) : null,
        account_ids: r.accountIds,
      };
    });
}

function tagUrl(ctx: RenderCtx, t: string): string {
  return `${ctx.origin}/tag/${encodeURIComponent(t)}`;
}

/** Akkoma Status entity (Mastodon fields plus pleroma/akkoma extensions). */
export function renderStatus(ctx: RenderCtx, st: StatusRec, depth = 0): Record<string, unknown> | null {
  const store = ctx.store;
  const author = store.user(st.accountId);
  if (!author) return null;
  const account = renderAccount(ctx, author);
  const vid = ctx.viewerId;
  if (st.reblogOfId) {
    const orig = store.status(st.reblogOfId);
    const inner = orig ? renderStatus(ctx, orig, depth) : null;
    if (!inner) return null;
    return {
      ...inner,
      id: st.id,
      uri: withOrigin(ctx, statusUri(author, st.id)),
      url: withOrigin(ctx, statusUrl(author, st.id)),
      account,
      created_at: iso(st.createdAt),
      reblog: inner,
      in_reply_to_id: null,
      in_reply_to_account_id: null,
      content: '',
      media_attachments: [],
      mentions: [],
      tags: [],
      emojis: [],
      poll: null,
      card: null,
      visibility: st.visibility,
      pinned: false,
      pleroma: {
        ...(inner.pleroma as object),
        pinned_at: null,
        quote: null,
        quote_id: null,
        quote_url: null,
        quote_visible: false,
      },
    };
  }
  const replyTo = store.user(st.inReplyToAccountId);
  const quote = st.quoteId ? store.status(st.quoteId) : undefined;
  const quoteVisible = !!quote && store.canView(vid, quote);
  const renderedQuote = quote && quoteVisible && depth < 2 ? renderStatus(ctx, quote, depth + 1) : null;
  const pins = store.s.pins.get(st.accountId);
  const pin = pins?.find((p) => p.statusId === st.id);
  const poll = st.pollId ? store.s.polls.get(st.pollId) : undefined;
  const content = withOrigin(ctx, st.content);
  const text = stripHtml(content);
  const parent = st.inReplyToId ? store.status(st.inReplyToId) : undefined;
  const mentions = st.mentionIds
    .map((id) => store.user(id))
    .filter((u) => u !== undefined)
    .map((u) => ({ id: u.id, username: u.username, acct: store.acct(u), url: renderAccount(ctx, u).url as string }));
  return {
    id: st.id,
    uri: withOrigin(ctx, statusUri(author, st.id)),
    url: withOrigin(ctx, statusUrl(author, st.id)),
    account,
    in_reply_to_id: st.inReplyToId,
    in_reply_to_account_id: st.inReplyToAccountId,
    reblog: null,
    content,
    text: null,
    created_at: iso(st.createdAt),
    edited_at: isoOrNull(st.editedAt),
    emojis: renderEmojis(ctx, st.emojis),
    replies_count: store.ix.replies.get(st.id)?.length ?? 0,
    reblogs_count: store.ix.reblogsOf.get(st.id)?.size ?? 0,
    favourites_count: store.ix.favsOf.get(st.id)?.size ?? 0,
    quotes_count: store.ix.quotesOf.get(st.id) ?? 0,
    reblogged: vid ? (store.ix.reblogsOf.get(st.id)?.has(vid) ?? false) : false,
    favourited: vid ? (store.ix.favsOf.get(st.id)?.has(vid) ?? false) : false,
    bookmarked: vid ? store.ix.bookmarkKey.has(`${vid}:${st.id}`) : false,
    muted: vid ? store.threadMuted(vid, st) || store.isMuting(vid, st.accountId) : false,
    pinned: !!pin,
    sensitive: st.sensitive,
    spoiler_text: st.spoiler,
    visibility: st.visibility,
    media_attachments: st.mediaIds
      .map((id) => store.s.media.get(id))
      .filter((m) => m !== undefined)
      .map((m) => renderAttachment(ctx, m)),
    mentions,
    tags: st.tags.map((t) => ({ name: t, url: tagUrl(ctx, t) })),
    card: st.card ? renderCard(ctx, st.card) : null,
    poll: poll ? renderPoll(ctx, poll) : null,
    application: st.applicationName ? { name: st.applicationName, website: null } : null,
    language: st.language,
    filtered: [],
    pleroma: {
      content: { 'text/plain': text },
      spoiler_text: { 'text/plain': st.spoiler },
      conversation_id: st.conversationId,
      direct_conversation_id: st.visibility === 'direct' ? st.conversationId : null,
      context: `${ctx.origin}/contexts/${st.conversationId}`,
      in_reply_to_account_acct: replyTo ? store.acct(replyTo) : null,
      local: !author.domain,
      expires_at: isoOrNull(st.expiresAt),
      thread_muted: store.threadMuted(vid, st),
      emoji_reactions: renderReactions(ctx, st),
      parent_visible: parent ? store.canView(vid, parent) : st.inReplyToId === null,
      pinned_at: pin ? iso(pin.pinnedAt) : null,
      quote: renderedQuote,
      quote_id: st.quoteId,
      quote_url: quote ? withOrigin(ctx, statusUrl(store.user(quote.accountId) ?? author, quote.id)) : null,
      quote_visible: quoteVisible,
      quotes_count: store.ix.quotesOf.get(st.id) ?? 0,
      event: null,
    },
    akkoma: { source: { content: st.source, mediaType: st.contentType } },
  };
}

export function renderStatuses(ctx: RenderCtx, ids: readonly string[]): Array<Record<string, unknown>> {
  const out: Array<Record<string, unknown>> = [];
  for (const id of ids) {
    const st = ctx.store.status(id);
    if (!st) continue;
    const r = renderStatus(ctx, st);
    if (r) out.push(r);
  }
  return out;
}
