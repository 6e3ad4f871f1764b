import type { FastifyInstance } from 'fastify';
import { createStatus } from '../actions/statuses';
import { newUser } from '../actions/users';
import type { Core } from '../http/context';
import { badRequest, notFound } from '../http/errors';
import type { Fault, Faults } from '../http/faults';
import type { Hostile } from '../http/hostile';
import type { StreamHub } from '../streaming/hub';
import { chatKey } from '../entities/chat';
import { MEDIA_HOST } from '../entities/context';
import { getOrInit, insertSorted } from '../store/sorted';

export interface DevDeps {
  faults: Faults;
  hostile: Hostile;
  hub: StreamHub;
  reset: () => Promise<void>;
  timers: Set<NodeJS.Timeout>;
}

const EMITTERS = ['bob', 'alice', 'admin', 'rustacean@remote.example', 'hans@xn--mnchen-3ya.example'];

/** Test controls under /__dev (only registered when testControls is on). */
export function registerDev(app: FastifyInstance, core: Core, d: DevDeps): void {
  app.post('/__dev/reset', async () => {
    await d.reset();
    return { ok: true };
  });
  app.post('/__dev/faults', async (req) => {
    const body = (req.body ?? {}) as Partial<Fault>;
    if (typeof body.path !== 'string' || !body.path.startsWith('/'))
      throw badRequest('path is required and must start with /');
    const f: Fault = { path: body.path };
    if (typeof body.method === 'string') f.method = body.method;
    if (typeof body.status === 'number') f.status = body.status;
    if (typeof body.delayMs === 'number') f.delayMs = body.delayMs;
    if (body.body !== undefined) f.body = body.body;
    if (body.malformed === true) f.malformed = true;
    if (body.drop === true) f.drop = true;
    if (typeof body.times === 'number') f.times = body.times;
    if (body.headers && typeof body.headers === 'object')
      f.headers = Object.fromEntries(
        Object.entries(body.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
    d.faults.add(f);
    return { ok: true, faults: d.faults.list };
  });
  app.get('/__dev/faults', async () => d.faults.list);
  // Hostile-data mode (http/hostile.ts): some answers carry broken, huge and malicious data.
  app.post('/__dev/hostile', async (req) => {
    d.hostile.on = (req.body as { on?: unknown } | undefined)?.on !== false;
    return { ok: true, on: d.hostile.on };
  });
  app.delete('/__dev/faults', async () => {
    d.faults.clear();
    return { ok: true };
  });
  app.post('/__dev/streaming/drop', async () => ({ ok: true, dropped: d.hub.dropAll() }));
  app.post('/__dev/streaming/emit', async (req) => {
    const body = (req.body ?? {}) as { perSecond?: number; count?: number; visibility?: string };
    const perSecond = Math.max(1, Math.min(1000, Number(body.perSecond ?? 1)));
    const count = Math.max(1, Math.min(100_000, Number(body.count ?? 1)));
    let sent = 0;
    const emitOne = () => {
      const store = core.store;
      const who = store.userByAcct(EMITTERS[sent % EMITTERS.length] as string);
      if (!who) return;
      sent++;
      createStatus(store, {
        accountId: who.id,
        text: `Streaming burst post #${sent} of ${count} #streamtest`,
        visibility: 'public',
        applicationName: 'dev-emitter',
      });
    };
    const interval = 1000 / perSecond;
    const batch = Math.max(1, Math.round(perSecond / 50));
    const timer = setInterval(
      () => {
        for (let i = 0; i < batch && sent < count; i++) emitOne();
        if (sent >= count) {
          clearInterval(timer);
          d.timers.delete(timer);
        }
      },
      Math.max(1, interval * batch),
    );
    d.timers.add(timer);
    return { ok: true, count, perSecond };
  });
  app.post('/__dev/config', async (req) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const cfg = core.store.s.config;
    if (typeof body.registrationsOpen === 'boolean') cfg.registrationsOpen = body.registrationsOpen;
    if (typeof body.approvalRequired === 'boolean') cfg.approvalRequired = body.approvalRequired;
    if (typeof body.accountActivationRequired === 'boolean')
      cfg.accountActivationRequired = body.accountActivationRequired;
    return cfg;
  });
  // A registration awaiting approval (as a sign-up with approval required leaves it), for the moderation tests.
  app.post('/__dev/pending-registration', async (req) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const username = typeof body.username === 'string' ? body.username : '';
    if (!/^[a-z0-9_]+$/i.test(username)) throw badRequest('username is required');
    if (core.store.localUser(username)) throw badRequest('username is taken');
    const reason = typeof body.reason === 'string' ? body.reason : 'I would like to join.';
    const u = newUser(
      core.store,
      { username, approvalPending: true, registrationReason: reason, isConfirmed: true },
      core.store.now(),
      'password',
    );
    core.store.addUser(u);
    return { id: u.id, username };
  });
  app.get('/__dev/captcha/:token', async (req) => {
    const cap = core.store.s.captchas.get((req.params as { token: string }).token);
    if (!cap) throw notFound('Unknown captcha');
    return { answer: cap.answer };
  });
  // A long conversation at once (bench, scrolling tests): `count` messages alternating between the two
  // users, one a minute up to now; both sides get the chat, nothing is streamed.
  app.post('/__dev/chats/fill', async (req) => {
    const body = (req.body ?? {}) as { from?: string; to?: string; count?: number };
    const store = core.store;
    const a = store.userByAcct(String(body.from ?? ''));
    const b = store.userByAcct(String(body.to ?? ''));
    if (!a || !b) throw badRequest('from and to must be known users');
    const count = Math.max(1, Math.min(20_000, Number(body.count ?? 100)));
    const now = store.now();
    const key = chatKey(a.id, b.id);
    for (const [owner, other] of [
      [a.id, b.id],
      [b.id, a.id],
    ] as const) {
      let chat = [...store.s.chats.values()].find((ch) => ch.ownerId === owner && ch.recipientId === other);
      if (!chat) {
        const id = store.seq('chat');
        chat = { id, ownerId: owner, recipientId: other, updatedAt: now, lastReadId: null };
        store.s.chats.set(id, chat);
      }
      chat.updatedAt = now;
    }
    const ids = getOrInit(store.ix.chatMessages, key, () => []);
    for (let i = 0; i < count; i++) {
      const id = store.seq('chat_message');
      store.s.chatMessages.set(id, {
        id,
        chatKey: key,
        accountId: i % 3 === 2 ? b.id : a.id,
        content: `Message ${i + 1} of ${count}`,
        mediaId: null,
        createdAt: now - (count - i) * 60_000,
        emojis: [],
      });
      insertSorted(ids, id);
    }
    for (const ch of store.s.chats.values())
      if (chatKey(ch.ownerId, ch.recipientId) === key) ch.lastReadId = ids[ids.length - 1] ?? null;
    return { ok: true, count };
  });
  // Two statuses by bob whose photo and link-card image live on the media host (another origin, see
  // MEDIA_HOST): the e2e checks that the token never goes there.
  app.post('/__dev/fixtures/media-host', async () => {
    const store = core.store;
    const bob = store.userByAcct('bob');
    const image = [...store.s.media.values()].find((m) => m.type === 'image' && !m.file.startsWith(MEDIA_HOST));
    if (!bob || !image) throw notFound();
    const mediaId = store.seq('media');
    store.s.media.set(mediaId, {
      ...image,
      id: mediaId,
      ownerId: bob.id,
      file: `${MEDIA_HOST}/media/${image.file}`,
      previewFile: image.previewFile ? `${MEDIA_HOST}/media/${image.previewFile}` : null,
      remoteUrl: null,
      description: 'A photo served by the media host',
      createdAt: store.now(),
    });
    const photo = createStatus(store, {
      accountId: bob.id,
      text: 'A photo from the media host #mediahost',
      visibility: 'public',
      mediaIds: [mediaId],
    });
    const card = createStatus(store, {
      accountId: bob.id,
      text: 'A link card whose picture is on the media host https://cards.example.net/articles/media-host',
      visibility: 'public',
      card: {
        url: 'https://cards.example.net/articles/media-host',
        title: 'Media on another host',
        description: 'Its preview image comes from the instance’s media host.',
        image: `${MEDIA_HOST}/media/card-0.png`,
        providerName: 'cards.example.net',
        type: 'link',
      },
    });
    return { ok: true, photoId: photo.id, cardId: card.id };
  });
  app.get('/__dev/state', async () => {
    const s = core.store.s;
    return { users: s.users.size, statuses: s.statuses.size, notifications: s.notifications.size, media: s.media.size };
  });
}
