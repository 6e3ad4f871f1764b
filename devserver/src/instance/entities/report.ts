import type { ReportRec } from '../store/types';
import { renderAccount } from './account';
import { iso, type RenderCtx } from './context';
import { renderStatus } from './status';

/** Pleroma admin report entity. */
export function renderReport(ctx: RenderCtx, r: ReportRec): Record<string, unknown> {
  const store = ctx.store;
  const account = store.user(r.accountId);
  const actor = store.user(r.actorId);
  return {
    id: r.id,
    state: r.state,
    account: account ? renderAccount(ctx, account) : null,
    actor: actor ? renderAccount(ctx, actor) : null,
    content: r.content,
    created_at: iso(r.createdAt),
    statuses: r.statusIds
      .map((id) => store.status(id))
      .filter((s) => s !== undefined)
      .map((s) => renderStatus(ctx, s))
      .filter((s) => s !== null),
    notes: r.notes.map((n) => {
      const u = store.user(n.userId);
      return { id: n.id, content: n.content, created_at: iso(n.createdAt), user: u ? renderAccount(ctx, u) : null };
    }),
  };
}

/** Mastodon Report entity as returned to the reporter. */
export function renderUserReport(ctx: RenderCtx, r: ReportRec): Record<string, unknown> {
  const target = ctx.store.user(r.accountId);
  return {
    id: r.id,
    action_taken: r.state !== 'open',
    action_taken_at: null,
    category: 'other',
    comment: r.content,
    forwarded: r.forward,
    created_at: iso(r.createdAt),
    status_ids: r.statusIds,
    rule_ids: [],
    target_account: target ? renderAccount(ctx, target) : null,
  };
}
