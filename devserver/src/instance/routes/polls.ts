import type { FastifyInstance } from 'fastify';
import { pollExpired, renderPoll } from '../entities/poll';
import { ctx, requireUser, type Core } from '../http/context';
import { notFound, unprocessable } from '../http/errors';
import { strArray } from '../http/params';
import { pathId } from './helpers';

export function registerPolls(app: FastifyInstance, core: Core): void {
  app.get('/api/v1/polls/:id', async (req) => {
    const c = ctx(core, req);
    const poll = c.store.s.polls.get(pathId(c));
    const st = poll ? c.store.status(poll.statusId) : undefined;
    if (!poll || !st || !c.store.canView(c.user?.id ?? null, st)) throw notFound('Record not found');
    return renderPoll(c.rc, poll);
  });
  app.post('/api/v1/polls/:id/votes', async (req) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const poll = c.store.s.polls.get(pathId(c));
    const st = poll ? c.store.status(poll.statusId) : undefined;
    if (!poll || !st || !c.store.canView(me.id, st)) throw notFound('Record not found');
    if (pollExpired(c.rc, poll)) throw unprocessable("Poll's author can't vote");
    if (st.accountId === me.id) throw unprocessable("Poll's author can't vote");
    if (poll.votes[me.id]) throw unprocessable('Already voted');
    const choices = [...new Set(strArray(c.p, 'choices').map(Number))];
    if (choices.length === 0) throw unprocessable('Invalid indices');
    if (choices.some((i) => !Number.isInteger(i) || i < 0 || i >= poll.options.length))
      throw unprocessable('Invalid indices');
    if (!poll.multiple && choices.length > 1) throw unprocessable('Too many choices');
    poll.votes[me.id] = choices;
    return renderPoll(c.rc, poll);
  });
}
