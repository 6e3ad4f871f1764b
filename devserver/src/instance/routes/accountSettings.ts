import type { FastifyInstance } from 'fastify';
import { AVATAR_UPLOAD_LIMIT, BACKGROUND_UPLOAD_LIMIT, BANNER_UPLOAD_LIMIT, FIELDS_LIMITS } from '../config';
import { renderAccount } from '../entities/account';
import { ctx, requireUser, type Core, type Ctx } from '../http/context';
import { unprocessable } from '../http/errors';
import { bool, file, int, obj, str, strArray, type Params } from '../http/params';
import { VISIBILITIES, type UserRec, type Visibility } from '../store/types';
import { storeUpload } from './media';

function image(c: Ctx, u: UserRec, key: string, limit: number): string | null | undefined {
  const f = file(c.p, key);
  if (f) return `/media/${storeUpload(c, u.id, f, limit).file}`;
  const s = str(c.p, key);
  if (s === '') return null;
  return undefined;
}

function fields(p: Params): Array<{ name: string; value: string }> | undefined {
  const raw = p.fields_attributes;
  if (raw === undefined) return undefined;
  const items = Array.isArray(raw)
    ? raw
    : typeof raw === 'object' && !('data' in raw)
      ? Object.keys(raw)
          .sort((a, b) => Number(a) - Number(b))
          .map((k) => (raw as Params)[k])
      : [];
  return items
    .filter((x): x is Params => typeof x === 'object' && x !== null && !Array.isArray(x) && !('data' in x))
    .map((f) => ({ name: (str(f, 'name') ?? '').trim(), value: (str(f, 'value') ?? '').trim() }))
    .filter((f) => f.name !== '' || f.value !== '');
}

/** PATCH /api/v1/accounts/update_credentials with Akkoma's extra flags. */
export function registerAccountSettings(app: FastifyInstance, core: Core): void {
  app.patch('/api/v1/accounts/update_credentials', async (req) => {
    const c = ctx(core, req);
    const u = requireUser(c);
    const p = c.p;
    const name = str(p, 'display_name');
    if (name !== undefined) {
      if ([...name].length > 100) throw unprocessable('Display name is too long');
      u.displayName = name;
    }
    const note = str(p, 'note');
    if (note !== undefined) {
      if (note.length > 5000) throw unprocessable('Bio is too long');
      u.bio = note;
    }
    const fl = fields(p);
    if (fl) {
      if (fl.length > FIELDS_LIMITS.maxFields)
        throw unprocessable(`Too many profile fields (maximum ${FIELDS_LIMITS.maxFields})`);
      if (fl.some((f) => f.name.length > FIELDS_LIMITS.nameLength || f.value.length > FIELDS_LIMITS.valueLength))
        throw unprocessable('Profile field is too long');
      u.fields = fl;
    }
    const flags: Array<[string, keyof UserRec]> = [
      ['locked', 'locked'],
      ['bot', 'bot'],
      ['discoverable', 'discoverable'],
      ['hide_followers', 'hideFollowers'],
      ['hide_follows', 'hideFollows'],
      ['hide_followers_count', 'hideFollowersCount'],
      ['hide_follows_count', 'hideFollowsCount'],
      ['hide_favorites', 'hideFavorites'],
      ['no_rich_text', 'noRichText'],
      ['show_role', 'showRole'],
      ['allow_following_move', 'allowFollowingMove'],
      ['accepts_chat_messages', 'acceptsChatMessages'],
      ['skip_thread_containment', 'skipThreadContainment'],
      ['permit_followback', 'permitFollowback'],
    ];
    for (const [key, prop] of flags) {
      const v = bool(p, key);
      if (v !== undefined) (u as unknown as Record<string, unknown>)[prop] = v;
    }
    const actor = str(p, 'actor_type');
    if (actor) u.bot = actor === 'Service';
    const source = obj(p, 'source');
    const scope = str(source, 'privacy') ?? str(p, 'default_scope');
    if (scope) {
      if (!VISIBILITIES.includes(scope as Visibility)) throw unprocessable('Invalid default scope');
      u.defaultScope = scope as Visibility;
    }
    const sens = bool(source, 'sensitive');
    if (sens !== undefined) u.defaultSensitive = sens;
    const lang = str(source, 'language');
    if (lang) u.language = lang;
    const ttl = str(p, 'status_ttl_days');
    if (ttl !== undefined) u.statusTtlDays = ttl === '' ? null : (int(p, 'status_ttl_days') ?? null);
    const aka = strArray(p, 'also_known_as');
    if (p.also_known_as !== undefined) u.aliases = aka;
    const avatar = image(c, u, 'avatar', AVATAR_UPLOAD_LIMIT);
    if (avatar !== undefined) u.avatar = avatar;
    const header = image(c, u, 'header', BANNER_UPLOAD_LIMIT);
    if (header !== undefined) u.header = header;
    const bg = image(c, u, 'pleroma_background_image', BACKGROUND_UPLOAD_LIMIT);
    if (bg !== undefined) u.background = bg;
    return renderAccount(c.rc, u, { source: true });
  });
}
