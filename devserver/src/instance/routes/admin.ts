import type { FastifyInstance, FastifyRequest } from 'fastify';
import { renderReport } from '../entities/report';
import { renderStatus } from '../entities/status';
import { VISIBILITIES, type Visibility } from '../store/types';
import { abs, type RenderCtx } from '../entities/context';
import { ctx, requireAdmin, requireStaff, type Core, type Ctx } from '../http/context';
import { forbidden, notFound, unprocessable } from '../http/errors';
import { bool, int, obj, str, strArray, type Params } from '../http/params';
import type { UserRec } from '../store/types';
import { pathId } from './helpers';
import { deleteUser } from '../actions/accountAdmin';

export function renderAdminUser(rc: RenderCtx, u: UserRec) {
  return {
    id: u.id,
    nickname: rc.store.acct(u),
    display_name: u.displayName,
    avatar: abs(rc, u.avatar ?? '/media/default-avatar.png'),
    email: u.email,
    is_active: !u.deactivated,
    local: !u.domain,
    roles: { admin: u.isAdmin, moderator: u.isModerator },
    tags: u.tags,
    is_confirmed: u.isConfirmed,
    is_approved: !u.approvalPending,
    url: u.domain ? `https://${u.domain}/@${u.username}` : `${rc.origin}/users/${u.username}`,
    registration_reason: u.registrationReason,
    actor_type: u.bot ? 'Service' : 'Person',
    created_at: new Date(u.createdAt).toISOString(),
  };
}

function nicknames(c: Ctx): UserRec[] {
  const names = strArray(c.p, 'nicknames');
  const single = str(c.p, 'nickname');
  if (single) names.push(single);
  return names.map((n) => c.store.userByAcct(n)).filter((u): u is UserRec => !!u);
}

export function registerAdmin(app: FastifyInstance, core: Core): void {
  app.get('/api/v1/pleroma/admin/users', async (req) => {
    const c = ctx(core, req);
    requireStaff(c);
    const q = (str(c.p, 'query') ?? '').toLowerCase();
    const filters = (str(c.p, 'filters') ?? '').split(',').filter(Boolean);
    const page = Math.max(1, int(c.p, 'page') ?? 1);
    const size = Math.min(500, Math.max(1, int(c.p, 'page_size') ?? 50));
    const all = [...c.store.s.users.values()].filter((u) => {
      if (q && !c.store.acct(u).toLowerCase().includes(q) && !u.displayName.toLowerCase().includes(q)) return false;
      if (filters.includes('local') && u.domain) return false;
      if (filters.includes('external') && !u.domain) return false;
      if (filters.includes('active') && u.deactivated) return false;
      if (filters.includes('deactivated') && !u.deactivated) return false;
      if (filters.includes('is_admin') && !u.isAdmin) return false;
      if (filters.includes('is_moderator') && !u.isModerator) return false;
      if (filters.includes('need_approval') && !u.approvalPending) return false;
      return true;
    });
    return {
      count: all.length,
      page_size: size,
      users: all.slice((page - 1) * size, page * size).map((u) => renderAdminUser(c.rc, u)),
    };
  });
  app.get('/api/v1/pleroma/admin/users/:nickname', async (req) => {
    const c = ctx(core, req);
    requireStaff(c);
    const u = c.store.userByAcct(pathId(c, 'nickname')) ?? c.store.user(pathId(c, 'nickname'));
    if (!u) throw notFound('Not found');
    return renderAdminUser(c.rc, u);
  });
  app.put('/api/v1/pleroma/admin/users/tag', async (req) => {
    const c = ctx(core, req);
    requireStaff(c);
    const tags = strArray(c.p, 'tags');
    for (const u of nicknames(c)) for (const t of tags) if (!u.tags.includes(t)) u.tags.push(t);
    return {};
  });
  app.delete('/api/v1/pleroma/admin/users/tag', async (req) => {
    const c = ctx(core, req);
    requireStaff(c);
    const tags = strArray(c.p, 'tags');
    for (const u of nicknames(c)) u.tags = u.tags.filter((t) => !tags.includes(t));
    return {};
  });
  const permission = (grant: boolean) => async (req: FastifyRequest) => {
    const c = ctx(core, req);
    const me = requireAdmin(c);
    const right = pathId(c, 'right');
    if (right !== 'admin' && right !== 'moderator') throw unprocessable('Unknown permission group');
    const nick = pathId(c, 'nickname');
    const users = nick ? [c.store.userByAcct(nick)].filter((u): u is UserRec => !!u) : nicknames(c);
    if (users.length === 0) throw notFound('Not found');
    for (const u of users) {
      if (u.domain) throw unprocessable('Only local users can have rights');
      if (!grant && u.id === me.id && right === 'admin') throw forbidden("You can't revoke your own admin status.");
      if (right === 'admin') u.isAdmin = grant;
      else u.isModerator = grant;
    }
    return right === 'admin' ? { is_admin: grant } : { is_moderator: grant };
  };
  app.post('/api/v1/pleroma/admin/users/:nickname/permission_group/:right', permission(true));
  app.delete('/api/v1/pleroma/admin/users/:nickname/permission_group/:right', permission(false));
  app.post('/api/v1/pleroma/admin/users/permission_group/:right', permission(true));
  app.delete('/api/v1/pleroma/admin/users/permission_group/:right', permission(false));
  for (const [path, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    app.patch(`/api/v1/pleroma/admin/users/${path}`, async (req) => {
      const c = ctx(core, req);
      const me = requireStaff(c);
      const users = nicknames(c);
      for (const u of users) {
        if (u.id === me.id && !active) throw forbidden("You can't deactivate yourself");
        u.deactivated = !active;
      }
      return { users: users.map((u) => renderAdminUser(c.rc, u)) };
    });
  }
  app.patch('/api/v1/pleroma/admin/users/approve', async (req) => {
    const c = ctx(core, req);
    requireStaff(c);
    const users = nicknames(c);
    for (const u of users) u.approvalPending = false;
    return { users: users.map((u) => renderAdminUser(c.rc, u)) };
  });
  app.delete('/api/v1/pleroma/admin/users', async (req) => {
    const c = ctx(core, req);
    const me = requireAdmin(c);
    const users = nicknames(c);
    if (users.length === 0) throw notFound('Not found');
    for (const u of users) {
      if (u.id === me.id) throw forbidden("You can't delete yourself");
      deleteUser(c.store, u);
    }
    return users.map((u) => c.store.acct(u));
  });

  app.get('/api/v1/pleroma/admin/reports', async (req) => {
    const c = ctx(core, req);
    requireStaff(c);
    const state = str(c.p, 'state');
    const page = Math.max(1, int(c.p, 'page') ?? 1);
    const size = Math.min(200, Math.max(1, int(c.p, 'page_size') ?? int(c.p, 'limit') ?? 50));
    const all = [...c.store.s.reports.values()]
      .filter((r) => !state || r.state === state)
      .sort((a, b) => b.createdAt - a.createdAt);
    return { total: all.length, reports: all.slice((page - 1) * size, page * size).map((r) => renderReport(c.rc, r)) };
  });
  app.get('/api/v1/pleroma/admin/reports/:id', async (req) => {
    const c = ctx(core, req);
    requireStaff(c);
    const r = c.store.s.reports.get(pathId(c));
    if (!r) throw notFound();
    return renderReport(c.rc, r);
  });
  app.patch('/api/v1/pleroma/admin/reports', async (req, reply) => {
    const c = ctx(core, req);
    requireStaff(c);
    const list = c.p.reports;
    const items: Params[] = Array.isArray(list)
      ? (list.filter((x) => typeof x === 'object' && !Array.isArray(x) && !('data' in x)) as Params[])
      : (Object.values(obj(c.p, 'reports')) as Params[]);
    const errors: Array<{ id: string; error: string }> = [];
    for (const it of items) {
      const id = str(it, 'id') ?? '';
      const state = str(it, 'state') ?? '';
      const r = c.store.s.reports.get(id);
      if (!r) errors.push({ id, error: 'not_found' });
      else if (state !== 'open' && state !== 'resolved' && state !== 'closed')
        errors.push({ id, error: 'invalid_state' });
      else r.state = state;
    }
    if (errors.length) return reply.code(400).send(errors);
    return reply.code(204).send();
  });
  app.post('/api/v1/pleroma/admin/reports/:id/notes', async (req, reply) => {
    const c = ctx(core, req);
    const me = requireStaff(c);
    const r = c.store.s.reports.get(pathId(c));
    if (!r) throw notFound();
    const content = (str(c.p, 'content') ?? '').trim();
    if (!content) throw unprocessable("content can't be blank");
    r.notes.push({ id: c.store.seq('report_note'), userId: me.id, content, createdAt: c.store.now() });
    return reply.code(204).send();
  });
  app.delete('/api/v1/pleroma/admin/reports/:id/notes/:noteId', async (req, reply) => {
    const c = ctx(core, req);
    requireStaff(c);
    const r = c.store.s.reports.get(pathId(c));
    if (!r) throw notFound();
    const before = r.notes.length;
    r.notes = r.notes.filter((n) => n.id !== pathId(c, 'noteId'));
    if (r.notes.length === before) throw notFound();
    return reply.code(204).send();
  });
  // Pleroma's admin statuses: the instance's recent statuses (godmode shows private ones too), one
  // user's, and the moderator's changes (sensitive, visibility) and deletion.
  app.get('/api/v1/pleroma/admin/statuses', async (req) => {
    const c = ctx(core, req);
    requireStaff(c);
    const localOnly = bool(c.p, 'local_only') ?? false;
    const withReblogs = bool(c.p, 'with_reblogs') ?? false;
    const godmode = bool(c.p, 'godmode') ?? false;
    const page = Math.max(1, int(c.p, 'page') ?? 1);
    const size = Math.min(500, Math.max(1, int(c.p, 'page_size') ?? 50));
    const all = [...c.store.s.statuses.values()]
      .filter((st) => {
        if (!withReblogs && st.reblogOfId) return false;
        if (localOnly && c.store.user(st.accountId)?.domain) return false;
        if (!godmode && (st.visibility === 'private' || st.visibility === 'direct')) return false;
        return true;
      })
      .sort((a, b) => b.createdAt - a.createdAt);
    return all
      .slice((page - 1) * size, page * size)
      .map((st) => renderStatus(c.rc, st))
      .filter((st) => st !== null);
  });
  app.get('/api/v1/pleroma/admin/users/:nickname/statuses', async (req) => {
    const c = ctx(core, req);
    requireStaff(c);
    const u = c.store.userByAcct(pathId(c, 'nickname')) ?? c.store.user(pathId(c, 'nickname'));
    if (!u) throw notFound('Not found');
    const godmode = bool(c.p, 'godmode') ?? false;
    const withReblogs = bool(c.p, 'with_reblogs') ?? false;
    const page = Math.max(1, int(c.p, 'page') ?? 1);
    const size = Math.min(500, Math.max(1, int(c.p, 'page_size') ?? 50));
    const own = [...(c.store.ix.byAccount.get(u.id) ?? [])]
      .map((id) => c.store.status(id))
      .filter((st) => st !== undefined)
      .filter(
        (st) =>
          (withReblogs || !st.reblogOfId) && (godmode || (st.visibility !== 'private' && st.visibility !== 'direct')),
      )
      .sort((a, b) => b.createdAt - a.createdAt);
    const statuses = own
      .slice((page - 1) * size, page * size)
      .map((st) => renderStatus(c.rc, st))
      .filter((st) => st !== null);
    return { total: own.length, activities: statuses };
  });
  app.put('/api/v1/pleroma/admin/statuses/:id', async (req) => {
    const c = ctx(core, req);
    requireStaff(c);
    const st = c.store.status(pathId(c));
    if (!st) throw notFound('Not found');
    const sensitive = bool(c.p, 'sensitive');
    const visibility = str(c.p, 'visibility');
    if (visibility !== undefined && !VISIBILITIES.includes(visibility as Visibility))
      throw unprocessable('Unsupported visibility');
    if (sensitive !== undefined) st.sensitive = sensitive;
    if (visibility !== undefined) st.visibility = visibility as Visibility;
    c.store.emit({ type: 'status.update', id: st.id });
    return renderStatus(c.rc, st);
  });
  app.delete('/api/v1/pleroma/admin/statuses/:id', async (req) => {
    const c = ctx(core, req);
    requireStaff(c);
    const st = c.store.status(pathId(c));
    if (!st) throw notFound('Not found');
    c.store.removeStatus(st.id);
    return {};
  });
}
