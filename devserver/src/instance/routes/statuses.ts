import type { FastifyInstance } from 'fastify';
import { createStatus, editStatus, versionOf } from '../actions/statuses';
import { renderAccount } from '../entities/account';
import { renderAttachment } from '../entities/attachment';
import { iso } from '../entities/context';
import { renderEmojis } from '../entities/emoji';
import { renderStatus, renderStatuses } from '../entities/status';
import { ctx, requireUser, type Core } from '../http/context';
import { forbidden, notFound } from '../http/errors';
import { strArray } from '../http/params';
import { findStatus, pathId } from './helpers';
import { parseStatusInput } from './statusValidation';
import { idCmp } from '../ids';
import type { StatusRec } from '../store/types';

export function registerStatuses(app: FastifyInstance, core: Core): void {
  app.post('/api/v1/statuses', async (req) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const idemKey = req.headers['idempotency-key'];
    const key = typeof idemKey === 'string' && idemKey ? `${me.id}:${idemKey}` : null;
    if (key) {
      const prev = c.store.status(c.store.s.idempotency.get(key));
      if (prev) return renderStatus(c.rc, prev);
    }
    const input = parseStatusInput(c, me.id, me.defaultScope);
    const extra = input.to.map((a) => c.store.userByAcct(a)?.id).filter((x): x is string => !!x);
    const now = c.store.now();
    if (input.preview) {
      const st = createStatus(
        c.store,
        {
          accountId: me.id,
          text: input.text,
          contentType: input.contentType,
          spoiler: input.spoiler,
          visibility: input.visibility,
          sensitive: input.sensitive,
          language: input.language,
          mediaIds: input.mediaIds,
          inReplyToId: input.inReplyToId,
          quoteId: input.quoteId,
          poll: input.poll
            ? {
                options: input.poll.options,
                multiple: input.poll.multiple,
                expiresAt: now + input.poll.expiresIn * 1000,
              }
            : null,
          extraMentionIds: extra,
          applicationName: c.token ? appName(c) : null,
        },
        { emit: false, notify: false },
      );
      const rendered = renderStatus(c.rc, st);
      c.store.removeStatusSilently(st.id);
      return rendered;
    }
    const st = createStatus(c.store, {
      accountId: me.id,
      text: input.text,
      contentType: input.contentType,
      spoiler: input.spoiler,
      visibility: input.visibility,
      sensitive: input.sensitive,
      language: input.language,
      mediaIds: input.mediaIds,
      inReplyToId: input.inReplyToId,
      quoteId: input.quoteId,
      poll: input.poll
        ? { options: input.poll.options, multiple: input.poll.multiple, expiresAt: now + input.poll.expiresIn * 1000 }
        : null,
      extraMentionIds: extra,
      applicationName: appName(c),
      expiresAt: input.expiresIn ? now + input.expiresIn * 1000 : null,
    });
    if (key) c.store.s.idempotency.set(key, st.id);
    return renderStatus(c.rc, st);
  });

  app.get('/api/v1/statuses', async (req) => {
    const c = ctx(core, req);
    return renderStatuses(
      c.rc,
      strArray(c.p, 'id').filter((id) => {
        const st = c.store.status(id);
        return !!st && c.store.canView(c.user?.id ?? null, st);
      }),
    );
  });

  app.get('/api/v1/statuses/:id', async (req) => {
    const c = ctx(core, req);
    return renderStatus(c.rc, findStatus(c, pathId(c)));
  });

  app.put('/api/v1/statuses/:id', async (req) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const st = findStatus(c, pathId(c));
    if (st.accountId !== me.id) throw forbidden('You can only edit your own posts');
    if (st.reblogOfId) throw notFound();
    const input = parseStatusInput(c, me.id, st.visibility, true);
    editStatus(c.store, st, {
      text: input.text,
      contentType: input.contentType,
      spoiler: input.spoiler,
      sensitive: input.sensitive,
      mediaIds: input.mediaIds,
      language: input.language,
      pollOptions: input.poll?.options ?? null,
    });
    return renderStatus(c.rc, st);
  });

  app.delete('/api/v1/statuses/:id', async (req) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const st = findStatus(c, pathId(c));
    if (st.accountId !== me.id && !me.isAdmin && !me.isModerator) throw forbidden("You can't delete this post");
    const rendered = renderStatus(c.rc, st);
    c.store.removeStatus(st.id);
    return rendered ? { ...rendered, text: st.source } : {};
  });

  app.get('/api/v1/statuses/:id/context', async (req) => {
    const c = ctx(core, req);
    const st = findStatus(c, pathId(c));
    const viewer = c.user?.id ?? null;
    const ancestors: StatusRec[] = [];
    let cur = st.inReplyToId ? c.store.status(st.inReplyToId) : undefined;
    while (cur && ancestors.length < 200) {
      if (c.store.canView(viewer, cur)) ancestors.unshift(cur);
      cur = cur.inReplyToId ? c.store.status(cur.inReplyToId) : undefined;
    }
    const descendants: StatusRec[] = [];
    const walk = (id: string, depth: number) => {
      const kids = [...(c.store.ix.replies.get(id) ?? [])].sort(idCmp);
      for (const k of kids) {
        const s = c.store.status(k);
        if (!s || !c.store.canView(viewer, s)) continue;
        if (viewer && (c.store.isBlocking(viewer, s.accountId) || c.store.isMuting(viewer, s.accountId))) continue;
        descendants.push(s);
        if (depth < 100) walk(k, depth + 1);
      }
    };
    walk(st.id, 0);
    return {
      ancestors: ancestors.map((s) => renderStatus(c.rc, s)).filter(Boolean),
      descendants: descendants.map((s) => renderStatus(c.rc, s)).filter(Boolean),
    };
  });

  app.get('/api/v1/statuses/:id/source', async (req) => {
    const c = ctx(core, req);
    const st = findStatus(c, pathId(c));
    return { id: st.id, text: st.source, spoiler_text: st.spoiler, content_type: st.contentType };
  });

  app.get('/api/v1/statuses/:id/history', async (req) => {
    const c = ctx(core, req);
    const st = findStatus(c, pathId(c));
    const author = c.store.user(st.accountId);
    const account = author ? renderAccount(c.rc, author) : null;
    const poll = st.pollId ? c.store.s.polls.get(st.pollId) : undefined;
    // Oldest first, the last entry being the status as it is now; a status never edited has that one only.
    const versions = st.history.length > 0 ? st.history : [versionOf(st, poll?.options ?? null, st.createdAt)];
    return versions.map((v) => ({
      content: v.content.split('__ORIGIN__').join(c.origin),
      spoiler_text: v.spoiler,
      sensitive: v.sensitive,
      created_at: iso(v.createdAt),
      account,
      poll: v.pollOptions ? { options: v.pollOptions.map((title) => ({ title })) } : null,
      media_attachments: v.mediaIds
        .map((id) => c.store.s.media.get(id))
        .filter((m) => m !== undefined)
        .map((m) => renderAttachment(c.rc, m)),
      // Each version's own custom emoji (a state saved before versions kept them falls back to the current ones).
      emojis: renderEmojis(c.rc, v.emojis ?? st.emojis),
    }));
  });

  app.get('/api/v1/statuses/:id/favourited_by', async (req) => {
    const c = ctx(core, req);
    const st = findStatus(c, pathId(c));
    return [...(c.store.ix.favsOf.get(st.id) ?? [])]
      .map((id) => c.store.user(id))
      .filter((u) => u !== undefined)
      .map((u) => renderAccount(c.rc, u));
  });

  app.get('/api/v1/statuses/:id/reblogged_by', async (req) => {
    const c = ctx(core, req);
    const st = findStatus(c, pathId(c));
    return [...(c.store.ix.reblogsOf.get(st.id)?.keys() ?? [])]
      .map((id) => c.store.user(id))
      .filter((u) => u !== undefined)
      .map((u) => renderAccount(c.rc, u));
  });
}

function appName(c: {
  token: { appId: string } | null;
  store: { s: { apps: Map<string, { id: string; name: string }> } };
}): string | null {
  if (!c.token) return null;
  for (const a of c.store.s.apps.values()) if (a.id === c.token.appId) return a.name;
  return null;
}
