import type { FastifyInstance } from 'fastify';
import { renderAccount } from '../entities/account';
import { renderTag } from '../entities/misc';
import { renderRelationship } from '../entities/relationship';
import { renderStatuses } from '../entities/status';
import { stripHtml } from '../content/html';
import { ctx, type Core, type Ctx } from '../http/context';
import { bool, int, str } from '../http/params';
import { pageIds } from '../store/paging';
import { accountSearch } from './searchLogic';

function runSearch(c: Ctx) {
  const q = (str(c.p, 'q') ?? '').trim();
  const type = str(c.p, 'type');
  const limit = Math.min(Math.max(int(c.p, 'limit') ?? 20, 1), 80);
  const offset = Math.max(0, int(c.p, 'offset') ?? 0);
  const maxId = str(c.p, 'max_id');
  const following = bool(c.p, 'following') ?? false;
  const withRel = bool(c.p, 'with_relationships') ?? false;
  const store = c.store;
  const viewer = c.user?.id ?? null;
  let accounts: Array<Record<string, unknown>> = [];
  let statuses: Array<Record<string, unknown>> = [];
  let hashtags: Array<Record<string, unknown>> = [];
  if (!q) return { accounts, statuses, hashtags };
  if (!type || type === 'accounts') {
    // An account's address (its AP id /users/<name> or profile page /@<name>) finds that account, as a
    // real server does with resolve=true.
    const addressMatch = /^https?:\/\/[^/]+\/(?:users\/|@)([^/?#]+)$/.exec(q);
    const byAddress = addressMatch ? store.userByAcct(decodeURIComponent(addressMatch[1]!)) : undefined;
    const found = addressMatch ? (byAddress && !byAddress.deactivated ? [byAddress] : []) : null;
    accounts = (found ?? accountSearch(c, q, { limit, offset, following })).map((u) => {
      const a = renderAccount(c.rc, u);
      if (withRel && viewer)
        (a.pleroma as Record<string, unknown>).relationship = renderRelationship(store, viewer, u.id);
      return a;
    });
  }
  if (!type || type === 'statuses') {
    const urlMatch = /\/notice\/([0-9A-Za-z]+)$/.exec(q) ?? /\/objects\/([0-9A-Za-z]+)$/.exec(q);
    if (urlMatch) {
      const st = store.status(urlMatch[1]);
      if (st && store.canView(viewer, st)) statuses = renderStatuses(c.rc, [st.id]);
    } else {
      const needle = q.toLowerCase();
      const p: { limit: number; offset: number; maxId?: string } = { limit, offset };
      if (maxId) p.maxId = maxId;
      const ids = pageIds([store.ix.publicAll, ...(viewer ? [store.ix.byAccount.get(viewer) ?? []] : [])], p, (id) => {
        const st = store.status(id);
        if (!st || st.reblogOfId || !store.visibleInTimeline(viewer, st)) return false;
        return (
          st.source.toLowerCase().includes(needle) ||
          stripHtml(st.content).toLowerCase().includes(needle) ||
          st.spoiler.toLowerCase().includes(needle)
        );
      });
      statuses = renderStatuses(c.rc, ids);
    }
  }
  if (!type || type === 'hashtags') {
    const needle = q.replace(/^#/, '').toLowerCase();
    hashtags = [...store.ix.byTag.keys()]
      .filter((t) => t.includes(needle) && (store.ix.byTag.get(t)?.length ?? 0) > 0)
      .sort((a, b) => (a === needle ? -1 : b === needle ? 1 : a.localeCompare(b)))
      .slice(offset, offset + limit)
      .map((t) => renderTag(c.rc, t));
  }
  return { accounts, statuses, hashtags };
}

export function registerSearch(app: FastifyInstance, core: Core): void {
  app.get('/api/v2/search', async (req) => runSearch(ctx(core, req)));
  app.get('/api/v1/search', async (req) => {
    const r = runSearch(ctx(core, req));
    return { ...r, hashtags: r.hashtags.map((h) => h.name) };
  });
}
