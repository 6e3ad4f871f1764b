import type { FastifyInstance } from 'fastify';
import { renderAnnouncement } from '../entities/misc';
import { ctx, requireAdmin, requireUser, type Core, type Ctx } from '../http/context';
import { notFound, unprocessable } from '../http/errors';
import { bool, str } from '../http/params';
import type { AnnouncementRec } from '../store/types';
import { pathId } from './helpers';
import { escapeHtml } from '../content/html';

function parseDate(c: Ctx, key: string): number | null | undefined {
  const v = str(c.p, key);
  if (v === undefined) return undefined;
  if (v === '') return null;
  const t = Date.parse(v);
  if (Number.isNaN(t)) throw unprocessable(`${key} is not a valid date`);
  return t;
}

function contentHtml(raw: string): string {
  return raw.trim().startsWith('<') ? raw : `<p>${escapeHtml(raw).replace(/\n/g, '<br/>')}</p>`;
}

function applyFields(c: Ctx, a: AnnouncementRec): void {
  const content = str(c.p, 'content');
  if (content !== undefined) a.content = contentHtml(content);
  const s = parseDate(c, 'starts_at');
  if (s !== undefined) a.startsAt = s;
  const e = parseDate(c, 'ends_at');
  if (e !== undefined) a.endsAt = e;
  const ad = bool(c.p, 'all_day');
  if (ad !== undefined) a.allDay = ad;
  if (a.startsAt !== null && a.endsAt !== null && a.endsAt < a.startsAt)
    throw unprocessable('ends_at must be after starts_at');
  a.updatedAt = c.store.now();
}

export function registerAnnouncements(app: FastifyInstance, core: Core): void {
  app.get('/api/v1/announcements', async (req) => {
    const c = ctx(core, req);
    requireUser(c);
    const now = c.store.now();
    return [...c.store.s.announcements.values()]
      .filter((a) => (a.startsAt === null || a.startsAt <= now || a.allDay) && (a.endsAt === null || a.endsAt >= now))
      .sort((a, b) => b.publishedAt - a.publishedAt)
      .map((a) => renderAnnouncement(c.rc, a));
  });
  app.post('/api/v1/announcements/:id/dismiss', async (req) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const a = c.store.s.announcements.get(pathId(c));
    if (!a) throw notFound();
    const reads = c.store.s.announcementReads.get(me.id) ?? [];
    if (!reads.includes(a.id)) reads.push(a.id);
    c.store.s.announcementReads.set(me.id, reads);
    return {};
  });
  app.get('/api/v1/pleroma/admin/announcements', async (req) => {
    const c = ctx(core, req);
    requireAdmin(c);
    return [...c.store.s.announcements.values()]
      .sort((a, b) => b.publishedAt - a.publishedAt)
      .map((a) => renderAnnouncement(c.rc, a));
  });
  app.get('/api/v1/pleroma/admin/announcements/:id', async (req) => {
    const c = ctx(core, req);
    requireAdmin(c);
    const a = c.store.s.announcements.get(pathId(c));
    if (!a) throw notFound();
    return renderAnnouncement(c.rc, a);
  });
  app.post('/api/v1/pleroma/admin/announcements', async (req) => {
    const c = ctx(core, req);
    requireAdmin(c);
    const content = str(c.p, 'content') ?? '';
    if (!content.trim()) throw unprocessable("content can't be blank");
    const now = c.store.now();
    const a: AnnouncementRec = {
      id: c.store.seq('announcement'),
      content: '',
      startsAt: null,
      endsAt: null,
      allDay: false,
      publishedAt: now,
      updatedAt: now,
      reactions: [],
    };
    applyFields(c, a);
    c.store.s.announcements.set(a.id, a);
    return renderAnnouncement(c.rc, a);
  });
  app.patch('/api/v1/pleroma/admin/announcements/:id', async (req) => {
    const c = ctx(core, req);
    requireAdmin(c);
    const a = c.store.s.announcements.get(pathId(c));
    if (!a) throw notFound();
    applyFields(c, a);
    return renderAnnouncement(c.rc, a);
  });
  app.delete('/api/v1/pleroma/admin/announcements/:id', async (req) => {
    const c = ctx(core, req);
    requireAdmin(c);
    if (!c.store.s.announcements.delete(pathId(c))) throw notFound();
    return {};
  });
}
