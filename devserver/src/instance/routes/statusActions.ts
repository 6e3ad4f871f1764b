import type { FastifyInstance } from 'fastify';
import {
  favouriteStatus,
  react,
  reactionName,
  reblog,
  unfavouriteStatus,
  unreact,
  unreblog,
} from '../actions/statuses';
import { renderAccount } from '../entities/account';
import { renderReactions, renderStatus } from '../entities/status';
import { ctx, requireUser, type Core, type Ctx } from '../http/context';
import { notFound, unprocessable } from '../http/errors';
import { str } from '../http/params';
import { bookmark, unbookmark } from '../store/relations';
import type { Visibility } from '../store/types';
import { findStatus, pathId } from './helpers';
import { translate } from './translate';
import { TRANSLATION_LANGUAGES } from '../config';

const MAX_PINS = 5;

export function registerStatusActions(app: FastifyInstance, core: Core): void {
  const action = (path: string, fn: (c: Ctx, meId: string, id: string) => string | void) => {
    app.post(`/api/v1/statuses/:id/${path}`, async (req) => {
      const c = ctx(core, req);
      const me = requireUser(c);
      const st = findStatus(c, pathId(c));
      const target = st.reblogOfId ? (c.store.status(st.reblogOfId) ?? st) : st;
      const out = fn(c, me.id, target.id) ?? target.id;
      const res = c.store.status(out);
      if (!res) throw notFound();
      return renderStatus(c.rc, res);
    });
  };
  action('favourite', (c, me, id) =>
    favouriteStatus(c.store, me, c.store.status(id) as NonNullable<ReturnType<typeof c.store.status>>),
  );
  action('unfavourite', (c, me, id) =>
    unfavouriteStatus(c.store, me, c.store.status(id) as NonNullable<ReturnType<typeof c.store.status>>),
  );
  action('reblog', (c, me, id) => {
    const st = c.store.status(id);
    if (!st) throw notFound();
    if (st.visibility === 'direct' || (st.visibility === 'private' && st.accountId !== me))
      throw unprocessable('This post cannot be repeated');
    const vis = (str(c.p, 'visibility') as Visibility | undefined) ?? 'public';
    return reblog(c.store, me, st, st.visibility === 'private' ? 'private' : vis).id;
  });
  action('unreblog', (c, me, id) => {
    const st = c.store.status(id);
    if (st) unreblog(c.store, me, st);
  });
  action('bookmark', (c, me, id) => bookmark(c.store, me, id));
  action('unbookmark', (c, me, id) => unbookmark(c.store, me, id));
  action('pin', (c, me, id) => {
    const st = c.store.status(id);
    if (!st || st.accountId !== me) throw unprocessable('You can only pin your own posts');
    if (st.visibility === 'direct') throw unprocessable("You can't pin direct messages");
    const pins = c.store.s.pins.get(me) ?? [];
    if (pins.some((p) => p.statusId === id)) return;
    if (pins.length >= MAX_PINS)
      throw unprocessable(`You have already pinned the maximum number of statuses (${MAX_PINS})`);
    pins.push({ statusId: id, pinnedAt: c.store.now() });
    c.store.s.pins.set(me, pins);
  });
  action('unpin', (c, me, id) => {
    c.store.s.pins.set(
      me,
      (c.store.s.pins.get(me) ?? []).filter((p) => p.statusId !== id),
    );
  });
  action('mute', (c, me, id) => {
    const st = c.store.status(id);
    if (!st) return;
    const list = c.store.s.threadMutes.get(me) ?? [];
    if (!list.includes(st.conversationId)) list.push(st.conversationId);
    c.store.s.threadMutes.set(me, list);
  });
  action('unmute', (c, me, id) => {
    const st = c.store.status(id);
    if (!st) return;
    c.store.s.threadMutes.set(
      me,
      (c.store.s.threadMutes.get(me) ?? []).filter((x) => x !== st.conversationId),
    );
  });
  action('bite', (c, me, id) => {
    const st = c.store.status(id);
    if (!st) return;
    if (st.accountId === me) throw unprocessable("You can't bite yourself");
    c.store.addNotification(st.accountId, 'bite', me, { statusId: st.id });
  });

  const reactionRoute = async (c: Ctx, add: boolean) => {
    const me = requireUser(c);
    const st = findStatus(c, pathId(c));
    const raw = decodeURIComponent(pathId(c, 'emoji'));
    const name = reactionName(c.store, raw);
    if (!name) throw unprocessable('Invalid emoji reaction');
    if (add) react(c.store, me.id, st, name);
    else unreact(c.store, me.id, st, name);
    return renderStatus(c.rc, st);
  };
  app.put('/api/v1/pleroma/statuses/:id/reactions/:emoji', async (req) => reactionRoute(ctx(core, req), true));
  app.delete('/api/v1/pleroma/statuses/:id/reactions/:emoji', async (req) => reactionRoute(ctx(core, req), false));
  const listReactions = async (c: Ctx) => {
    const st = findStatus(c, pathId(c));
    const filter = pathId(c, 'emoji') ? reactionName(c.store, decodeURIComponent(pathId(c, 'emoji'))) : null;
    return renderReactions(c.rc, st)
      .filter((r) => !filter || r.name === filter)
      .map((r) => ({
        ...r,
        accounts: (r.account_ids as string[])
          .map((id) => c.store.user(id))
          .filter((u) => u !== undefined)
          .map((u) => renderAccount(c.rc, u)),
      }));
  };
  app.get('/api/v1/pleroma/statuses/:id/reactions', async (req) => listReactions(ctx(core, req)));
  app.get('/api/v1/pleroma/statuses/:id/reactions/:emoji', async (req) => listReactions(ctx(core, req)));

  app.get('/api/v1/statuses/:id/translations/:language', async (req) => {
    const c = ctx(core, req);
    requireUser(c);
    const st = findStatus(c, pathId(c));
    const lang = pathId(c, 'language');
    if (!TRANSLATION_LANGUAGES.some((l) => l.code === lang))
      throw unprocessable(`Unsupported target language: ${lang}`);
    return translate(c, st, lang, str(c.p, 'from'));
  });
  app.post('/api/v1/statuses/:id/translate', async (req) => {
    const c = ctx(core, req);
    requireUser(c);
    const st = findStatus(c, pathId(c));
    const r = translate(c, st, str(c.p, 'lang') ?? 'en', undefined);
    return { content: r.text, detected_source_language: r.detected_language, provider: 'dev' };
  });
}
