import type { FastifyInstance } from 'fastify';
import { ctx, requireUser, type Core } from '../http/context';
import { notFound, unprocessable } from '../http/errors';
import { iso } from '../entities/context';
import { pathId } from './helpers';

const FRONTEND = 'pleroma-fe';

/**
 * Akkoma server-side frontend settings profiles (`FrontendSettingsController`): the list gives `{ name, version }`,
 * a profile `{ name, version, settings }`; a PUT must carry a version above the stored one (else 422) and answers
 * the stored profile; DELETE answers `{ deleted: 'ok' }`.
 */
export function registerSettings(app: FastifyInstance, core: Core): void {
  const prefix = '/api/v1/akkoma/frontend_settings/:frontend';
  app.get(prefix, async (req) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const fe = pathId(c, 'frontend') || FRONTEND;
    const out: Array<{ name: string; version: number; updated_at: string }> = [];
    for (const [k, v] of c.store.s.settingsProfiles) {
      const [uid, f, name] = k.split('\u0000');
      if (uid === me.id && f === fe && name) out.push({ name, version: v.version, updated_at: iso(v.updatedAt) });
    }
    return out;
  });
  app.get(`${prefix}/:profile`, async (req) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const p = c.store.s.settingsProfiles.get([me.id, pathId(c, 'frontend'), pathId(c, 'profile')].join('\u0000'));
    if (!p) throw notFound('Settings profile not found');
    return { name: pathId(c, 'profile'), version: p.version, settings: p.settings };
  });
  app.put(`${prefix}/:profile`, async (req) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const body = (req.body ?? {}) as { settings?: unknown; version?: unknown };
    const key = [me.id, pathId(c, 'frontend'), pathId(c, 'profile')].join('\u0000');
    const prev = c.store.s.settingsProfiles.get(key);
    const version = Number(body.version);
    if (body.settings === undefined || typeof body.settings !== 'object')
      throw unprocessable('settings must be an object');
    if (!Number.isInteger(version) || version < 1) throw unprocessable('version must be a positive integer');
    if (prev && version <= prev.version) throw unprocessable('Version is not greater than the stored version');
    c.store.s.settingsProfiles.set(key, { settings: body.settings, version, updatedAt: c.store.now() });
    return { name: pathId(c, 'profile'), version, settings: body.settings };
  });
  app.delete(`${prefix}/:profile`, async (req) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    if (!c.store.s.settingsProfiles.delete([me.id, pathId(c, 'frontend'), pathId(c, 'profile')].join('\u0000')))
      throw notFound('Settings profile not found');
    return { deleted: 'ok' };
  });
}
