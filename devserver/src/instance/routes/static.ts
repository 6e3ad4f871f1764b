import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ctx, type Core } from '../http/context';
import { notFound } from '../http/errors';
import { str } from '../http/params';
import { escapeHtml } from '../content/html';
import {
  PANEL_HTML,
  STYLES,
  TERMS_OF_SERVICE,
  THEMES,
  UNICODE_EMOJI,
  frontendConfig,
  stickerPack,
  stickersIndex,
} from './staticData';

function sendFile(core: Core, path: string, reply: FastifyReply) {
  const f = core.store.s.files.get(path);
  if (!f) throw notFound('File not found');
  reply.header('Cache-Control', 'public, max-age=3600');
  reply.type(f.mime);
  return reply.send(f.data);
}

export function registerStatic(app: FastifyInstance, core: Core): void {
  app.get('/static/config.json', async (req) => frontendConfig(ctx(core, req).origin));
  app.get('/static/terms-of-service.html', async (_req, reply) =>
    reply.type('text/html; charset=utf-8').send(TERMS_OF_SERVICE),
  );
  app.get('/static/panel.html', async (_req, reply) => reply.type('text/html; charset=utf-8').send(PANEL_HTML));
  app.get('/static/stickers.json', async () => stickersIndex());
  app.get('/static/emoji.json', async () => UNICODE_EMOJI);
  app.get('/static/styles.json', async () => STYLES);
  app.get('/static/themes/:file', async (req) => {
    const theme = THEMES[(req.params as { file: string }).file];
    if (!theme) throw notFound('File not found');
    return theme;
  });
  app.get('/static/stickers/:pack/pack.json', async (req) => {
    const { pack } = req.params as { pack: string };
    if (!stickersIndex()[pack]) throw notFound();
    return stickerPack();
  });
  app.get('/static/stickers/:pack/:file', async (req, reply) => {
    const { pack, file } = req.params as { pack: string; file: string };
    return sendFile(core, `/static/stickers/${pack}/${file}`, reply);
  });
  app.get('/media/*', async (req, reply) => sendFile(core, `/media/${(req.params as { '*': string })['*']}`, reply));
  app.get('/emoji/*', async (req, reply) => sendFile(core, `/emoji/${(req.params as { '*': string })['*']}`, reply));
  const ostatus = async (req: FastifyRequest, reply: FastifyReply) => {
    const c = ctx(core, req);
    const statusId = str(c.p, 'status_id');
    const nickname = str(c.p, 'nickname');
    const target = statusId ? `status ${escapeHtml(statusId)}` : nickname ? `@${escapeHtml(nickname)}` : 'this item';
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html><head><title>Remote interaction</title></head><body><h1>Remote interaction</h1><p>Interact with ${target} from your own server.</p>
<form method="post" action="/main/ostatus"><input type="hidden" name="status_id" value="${escapeHtml(statusId ?? '')}"/><input type="hidden" name="nickname" value="${escapeHtml(nickname ?? '')}"/><label>Your profile <input name="profile" placeholder="you@your.server"/></label><button type="submit">Proceed</button></form></body></html>`;
  };
  app.get('/main/ostatus', ostatus);
  app.post('/main/ostatus', async (req, reply) => {
    const c = ctx(core, req);
    const profile = str(c.p, 'profile') ?? '';
    const m = /@?[^@]+@([^@/]+)$/.exec(profile.trim());
    if (!m) return ostatus(req, reply);
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html><body><p>The dev instance does not contact other servers. You would now be sent to ${escapeHtml(m[1] ?? '')}.</p></body></html>`;
  });
}
