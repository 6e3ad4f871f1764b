import type { NotificationRec } from '../store/types';
import { renderAccount } from './account';
import { abs, iso, type RenderCtx } from './context';
import { renderStatus } from './status';
import { renderReport } from './report';
import { renderChatMessage } from './chat';

export function renderNotification(ctx: RenderCtx, n: NotificationRec): Record<string, unknown> | null {
  const store = ctx.store;
  const from = store.user(n.accountId);
  if (!from) return null;
  const out: Record<string, unknown> = {
    id: n.id,
    type: n.type,
    group_key: `ungrouped-${n.id}`,
    created_at: iso(n.createdAt),
    account: renderAccount(ctx, from),
    pleroma: { is_seen: n.seen, is_muted: store.isMuting(n.userId, n.accountId) },
  };
  if (n.statusId) {
    const st = store.status(n.statusId);
    if (!st) return null;
    out.status = renderStatus(ctx, st);
  }
  if (n.type === 'move' && n.targetId) {
    const t = store.user(n.targetId);
    if (t) out.target = renderAccount(ctx, t);
  }
  if (n.type === 'pleroma:emoji_reaction' && n.emoji) {
    const code = /^:?([a-zA-Z0-9_+-]+):?$/.exec(n.emoji)?.[1];
    const custom = code && n.emoji.length > 1 ? store.s.customEmoji.get(code) : undefined;
    out.emoji = custom ? `:${code}:` : n.emoji;
    out.emoji_url = custom ? abs(ctx, custom.file) : null;
  }
  if (n.type === 'pleroma:report' && n.reportId) {
    const r = store.s.reports.get(n.reportId);
    if (r) out.report = renderReport(ctx, r);
  }
  if (n.type === 'pleroma:chat_mention' && n.chatMessageId) {
    const m = store.s.chatMessages.get(n.chatMessageId);
    if (m) out.chat_message = renderChatMessage(ctx, m, n.userId);
  }
  return out;
}
