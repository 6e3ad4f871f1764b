import type { FastifyInstance } from 'fastify';
import { renderUserReport } from '../entities/report';
import { ctx, requireUser, type Core } from '../http/context';
import { unprocessable } from '../http/errors';
import { bool, str, strArray } from '../http/params';
import type { ReportRec } from '../store/types';
import { findAccount } from './helpers';

export function registerReports(app: FastifyInstance, core: Core): void {
  app.post('/api/v1/reports', async (req) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const target = findAccount(c, str(c.p, 'account_id'));
    if (target.id === me.id) throw unprocessable("You can't report yourself");
    const statusIds = strArray(c.p, 'status_ids');
    for (const id of statusIds) {
      const st = c.store.status(id);
      if (!st || st.accountId !== target.id)
        throw unprocessable(`Status ${id} does not belong to the reported account`);
    }
    const comment = str(c.p, 'comment') ?? '';
    if (comment.length > 1000) throw unprocessable('Comment is too long');
    const r: ReportRec = {
      id: c.store.seq('report'),
      actorId: me.id,
      accountId: target.id,
      statusIds,
      content: comment,
      forward: bool(c.p, 'forward') ?? false,
      state: 'open',
      createdAt: c.store.now(),
      notes: [],
    };
    c.store.s.reports.set(r.id, r);
    for (const u of c.store.s.users.values())
      if (!u.domain && (u.isAdmin || u.isModerator) && u.id !== me.id)
        c.store.addNotification(u.id, 'pleroma:report', me.id, { reportId: r.id });
    return renderUserReport(c.rc, r);
  });
}
