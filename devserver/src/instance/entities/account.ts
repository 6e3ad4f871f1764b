import { REMOTE_INSTANCES, INSTANCE_NAME, AKKOMA_VERSION } from '../config';
import { emojisIn } from '../content/format';
import { escapeHtml } from '../content/html';
import { userApId, userHtmlUrl } from '../content/urls';
import type { UserRec } from '../store/types';
import { abs, iso, withOrigin, type RenderCtx } from './context';
import { renderEmojis } from './emoji';
import { renderRelationship } from './relationship';

export function bioHtml(u: UserRec): string {
  if (!u.bio) return '';
  return escapeHtml(u.bio).replace(/\n/g, '<br/>');
}

function fieldValueHtml(v: string): string {
  if (/^https?:\/\/\S+$/.test(v))
    return `<a href="${escapeHtml(v)}" rel="me nofollow noopener noreferrer" target="_blank">${escapeHtml(v.replace(/^https?:\/\//, ''))}</a>`;
  return escapeHtml(v);
}

export function instanceInfo(ctx: RenderCtx, u: UserRec) {
  if (!u.domain) {
    return {
      name: INSTANCE_NAME,
      nodeinfo: { software: { name: 'akkoma', version: AKKOMA_VERSION } },
      favicon: abs(ctx, '/media/favicon.png'),
    };
  }
  const r = REMOTE_INSTANCES[u.domain];
  return {
    name: r?.name ?? u.domain,
    nodeinfo: { software: { name: r?.software ?? 'unknown', version: r?.version ?? '0.0.0' } },
    favicon: abs(ctx, `/media/favicon-${u.domain}.png`),
  };
}

export interface AccountOpts {
  source?: boolean;
  noMoved?: boolean;
}

/** Akkoma-flavoured Mastodon Account entity. */
export function renderAccount(ctx: RenderCtx, u: UserRec, opts: AccountOpts = {}): Record<string, unknown> {
  const memoKey = `${u.id}|${opts.source ? 1 : 0}|${opts.noMoved ? 1 : 0}`;
  const memoized = ctx.accountMemo?.get(memoKey);
  if (memoized) return memoized;
  const st = ctx.store;
  const own = ctx.viewerId === u.id;
  const avatar = abs(ctx, u.avatar ?? '/media/default-avatar.png');
  const header = abs(ctx, u.header ?? '/media/default-header.png');
  const emojiCodes = [...new Set([...emojisIn(st, u.displayName), ...emojisIn(st, u.bio)])];
  const acct = st.acct(u);
  const moved = u.movedToId && !opts.noMoved ? st.user(u.movedToId) : undefined;
  const followersCount = st.ix.followers.get(u.id)?.size ?? 0;
  const followingCount = st.ix.following.get(u.id)?.size ?? 0;
  const statusesCount = st.ix.byAccount.get(u.id)?.length ?? 0;
  const out: Record<string, unknown> = {
    id: u.id,
    username: u.username,
    acct,
    fqn: u.domain ? acct : `${u.username}@${ctx.origin.replace(/^https?:\/\//, '')}`,
    display_name: u.displayName,
    locked: u.locked,
    bot: u.bot,
    group: false,
    discoverable: u.discoverable,
    indexable: u.discoverable,
    noindex: !u.discoverable,
    created_at: iso(u.createdAt),
    note: bioHtml(u),
    url: withOrigin(ctx, userHtmlUrl(u)),
    uri: withOrigin(ctx, userApId(u)),
    avatar,
    avatar_static: avatar,
    header,
    header_static: header,
    followers_count: !own && u.hideFollowersCount ? 0 : followersCount,
    following_count: !own && u.hideFollowsCount ? 0 : followingCount,
    statuses_count: statusesCount,
    last_status_at: u.lastStatusAt ? iso(u.lastStatusAt).slice(0, 10) : null,
    emojis: renderEmojis(ctx, emojiCodes),
    fields: u.fields.map((f) => ({
      name: f.name,
      value: fieldValueHtml(f.value),
      verified_at: /^https?:\/\//.test(f.value) && !u.domain ? iso(u.createdAt) : null,
    })),
    roles: [],
    pleroma: {
      ap_id: withOrigin(ctx, userApId(u)),
      also_known_as: u.aliases.map((a) => withOrigin(ctx, a)),
      background_image: u.background ? abs(ctx, u.background) : null,
      is_admin: u.isAdmin,
      is_moderator: u.isModerator,
      is_confirmed: u.isConfirmed,
      is_suggested: false,
      confirmation_pending: !u.isConfirmed,
      approval_pending: u.approvalPending,
      hide_favorites: u.hideFavorites,
      hide_followers: u.hideFollowers,
      hide_follows: u.hideFollows,
      hide_followers_count: u.hideFollowersCount,
      hide_follows_count: u.hideFollowsCount,
      deactivated: u.deactivated,
      tags: u.tags,
      skip_thread_containment: u.skipThreadContainment,
      accepts_chat_messages: u.acceptsChatMessages,
      allow_following_move: u.allowFollowingMove,
      favicon: instanceInfo(ctx, u).favicon,
      relationship: ctx.viewerId && !own ? renderRelationship(st, ctx.viewerId, u.id) : {},
      birthday: null,
      show_role: u.showRole,
    },
    akkoma: {
      instance: instanceInfo(ctx, u),
      status_ttl_days: u.statusTtlDays,
      permit_followback: u.permitFollowback,
    },
    source: undefined,
  };
  if (moved) out.moved = renderAccount(ctx, moved, { noMoved: true });
  if (own) {
    const pleroma = out.pleroma as Record<string, unknown>;
    const unread = (st.ix.notifList.get(u.id) ?? []).filter((id) => st.s.notifications.get(id)?.seen === false).length;
    pleroma.notification_settings = u.notificationSettings;
    pleroma.follow_request_count = st.ix.requestsOf.get(u.id)?.length ?? 0;
    pleroma.unread_notifications_count = unread;
    pleroma.unread_conversation_count = 0;
    pleroma.email = u.email;
    pleroma.settings_store = {};
    pleroma.chat_token = `chat-${u.id}`;
    pleroma.accepts_direct_messages_from = 'everybody';
  }
  if (own || opts.source) {
    out.source = {
      note: u.bio,
      fields: u.fields.map((f) => ({ name: f.name, value: f.value })),
      privacy: u.defaultScope,
      sensitive: u.defaultSensitive,
      language: u.language,
      follow_requests_count: st.ix.requestsOf.get(u.id)?.length ?? 0,
      pleroma: {
        actor_type: u.bot ? 'Service' : 'Person',
        discoverable: u.discoverable,
        no_rich_text: u.noRichText,
        show_role: u.showRole,
      },
    };
  } else {
    delete out.source;
  }
  ctx.accountMemo?.set(memoKey, out);
  return out;
}
