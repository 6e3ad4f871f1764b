import type { FastifyInstance } from 'fastify';
import { INSTANCE_NAME, TRANSLATION_LANGUAGES, REMOTE_INSTANCES } from '../config';
import { abs } from '../entities/context';
import { renderInstanceV1, renderNodeinfo } from '../entities/instance';
import { renderAccount } from '../entities/account';
import { ctx, type Core } from '../http/context';
import { notFound } from '../http/errors';
import { str } from '../http/params';
import { frontendConfig } from './staticData';

export function registerMeta(app: FastifyInstance, core: Core): void {
  app.get('/api/v1/instance', async (req) => renderInstanceV1(ctx(core, req).rc));
  app.get('/api/v2/instance', async (req) => {
    const v1 = renderInstanceV1(ctx(core, req).rc);
    return {
      domain: v1.uri,
      title: v1.title,
      version: v1.version,
      description: v1.description,
      languages: v1.languages,
      configuration: v1.configuration,
      registrations: { enabled: v1.registrations, approval_required: v1.approval_required },
      contact: { email: v1.email, account: v1.contact_account },
      rules: v1.rules,
      pleroma: v1.pleroma,
      thumbnail: { url: v1.thumbnail },
    };
  });
  app.get('/api/v1/instance/peers', async () => [...Object.keys(REMOTE_INSTANCES)]);
  app.get('/api/v1/instance/rules', async (req) => renderInstanceV1(ctx(core, req).rc).rules);
  app.get('/.well-known/nodeinfo', async (req) => {
    const c = ctx(core, req);
    return {
      links: [
        { rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0', href: `${c.origin}/nodeinfo/2.0.json` },
        { rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1', href: `${c.origin}/nodeinfo/2.1.json` },
      ],
    };
  });
  app.get('/nodeinfo/2.0.json', async (req) => renderNodeinfo(ctx(core, req).rc, '2.0'));
  app.get('/nodeinfo/2.0', async (req) => renderNodeinfo(ctx(core, req).rc, '2.0'));
  app.get('/nodeinfo/2.1.json', async (req) => renderNodeinfo(ctx(core, req).rc, '2.1'));
  app.get('/.well-known/host-meta', async (req, reply) => {
    const c = ctx(core, req);
    reply.type('application/xrd+xml');
    return `<?xml version="1.0" encoding="UTF-8"?><XRD xmlns="http://docs.oasis-open.org/ns/xri/xrd-1.0"><Link rel="lrdd" template="${c.origin}/.well-known/webfinger?resource={uri}"/></XRD>`;
  });
  app.get('/.well-known/webfinger', async (req, reply) => {
    const c = ctx(core, req);
    const resource = str(c.p, 'resource') ?? '';
    const acct = resource.replace(/^acct:/, '').split('@')[0] ?? '';
    const u = c.store.localUser(acct);
    if (!u) throw notFound("Couldn't find user");
    reply.type('application/jrd+json');
    const href = renderAccount(c.rc, u).url as string;
    return {
      subject: `acct:${u.username}@${c.origin.replace(/^https?:\/\//, '')}`,
      aliases: [href],
      links: [
        { rel: 'self', type: 'application/activity+json', href },
        { rel: 'http://webfinger.net/rel/profile-page', type: 'text/html', href },
      ],
    };
  });
  app.get('/api/pleroma/frontend_configurations', async (req) => ({
    pleroma_fe: frontendConfig(ctx(core, req).origin),
    masto_fe: { showInstanceSpecificPanel: true },
  }));
  app.get('/api/v1/custom_emojis', async (req) => {
    const c = ctx(core, req);
    return [...c.store.s.customEmoji.values()].map((e) => ({
      shortcode: e.shortcode,
      url: abs(c.rc, e.file),
      static_url: abs(c.rc, e.file),
      visible_in_picker: true,
      category: e.category,
    }));
  });
  app.get('/api/v1/pleroma/emoji', async (req) => {
    const c = ctx(core, req);
    const out: Record<string, { image_url: string; tags: string[] }> = {};
    for (const e of c.store.s.customEmoji.values()) out[e.shortcode] = { image_url: e.file, tags: e.tags };
    return out;
  });
  app.get('/api/v1/akkoma/translation/languages', async () => ({
    source: TRANSLATION_LANGUAGES,
    target: TRANSLATION_LANGUAGES,
  }));
  app.get('/api/v1/akkoma/preferred_frontend/available', async () => ['pleroma-fe']);
  app.get('/api/v1/directory', async (req) => {
    const c = ctx(core, req);
    return [...c.store.s.users.values()]
      .filter((u) => u.discoverable && !u.deactivated && !u.domain)
      .map((u) => renderAccount(c.rc, u));
  });
  app.get('/api/meta', async () => ({ name: INSTANCE_NAME }));
}
