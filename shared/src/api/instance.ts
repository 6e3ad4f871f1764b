import { CustomEmojiSchema, PleromaEmojiMapSchema, type WirePleromaEmojiMap } from '../api_types/emoji';
import {
  InstanceSchema,
  InstanceV2Schema,
  PeersSchema,
  type WireInstance,
  type WireInstanceV2,
} from '../api_types/instance';
import { FrontendConfigurationsSchema, TranslationLanguagesSchema } from '../api_types/misc';
import { NodeinfoLinksSchema, NodeinfoSchema, type WireNodeinfo } from '../api_types/nodeinfo';
import { parseOne } from '../api_types/parse';
import { normalizeCustomEmoji, type CustomEmoji } from '../models/emoji';
import { call, callList, callOne } from './call';
import type { ApiClientConfig, CallOptions } from './context';
import { ApiError } from './errors';

const NODEINFO_RELS = [
  'http://nodeinfo.diaspora.software/ns/schema/2.1',
  'http://nodeinfo.diaspora.software/ns/schema/2.0',
];

/** Instance metadata read at startup (spec §7 Startup). */
export function createInstanceApi(config: ApiClientConfig) {
  return {
    get: (options?: CallOptions): Promise<WireInstance> =>
      callOne(config, '/api/v1/instance', InstanceSchema, { anonymous: true, ...options }),
    /** Mastodon 4's instance entity (where Mastodon keeps its VAPID key). */
    getV2: (options?: CallOptions): Promise<WireInstanceV2> =>
      callOne(config, '/api/v2/instance', InstanceV2Schema, { anonymous: true, ...options }),
    /**
     * /nodeinfo/2.0.json; servers that publish it elsewhere (snac) are found through
     * /.well-known/nodeinfo, whose link is followed on the configured base URL.
     */
    nodeinfo: async (options?: CallOptions): Promise<WireNodeinfo> => {
      try {
        return await callOne(config, '/nodeinfo/2.0.json', NodeinfoSchema, { anonymous: true, ...options });
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 404) throw error;
      }
      const links = await callOne(config, '/.well-known/nodeinfo', NodeinfoLinksSchema, {
        anonymous: true,
        ...options,
      });
      const link = NODEINFO_RELS.map((rel) => links.links.find((entry) => entry.rel === rel)).find(Boolean);
      if (!link) throw new ApiError(404, { error: 'No nodeinfo link' });
      const url = new URL(link.href, 'http://placeholder.invalid');
      const response = await call(config, url.pathname + url.search, { anonymous: true, ...options });
      return parseOne(NodeinfoSchema, response.data, 'nodeinfo');
    },
    peers: (options?: CallOptions): Promise<string[]> =>
      callOne(config, '/api/v1/instance/peers', PeersSchema, options),
    customEmojis: (options?: CallOptions): Promise<CustomEmoji[]> =>
      callList(
        config,
        '/api/v1/custom_emojis',
        CustomEmojiSchema,
        { anonymous: true, ...options },
        normalizeCustomEmoji,
      ),
    /** Map of shortcode to `{ image_url, tags }`. */
    pleromaEmoji: (options?: CallOptions): Promise<WirePleromaEmojiMap> =>
      callOne(config, '/api/v1/pleroma/emoji', PleromaEmojiMapSchema, options),
    frontendConfigurations: async (options?: CallOptions): Promise<Record<string, unknown>> =>
      (await callOne(config, '/api/pleroma/frontend_configurations', FrontendConfigurationsSchema, options))
        .pleroma_fe ?? {},
    translationLanguages: (options?: CallOptions) =>
      callOne(config, '/api/v1/akkoma/translation/languages', TranslationLanguagesSchema, options),
    /** A static file of the frontend (config.json, terms-of-service.html, panel.html…), as text or JSON. */
    staticFile: async (path: string, options?: CallOptions): Promise<unknown> =>
      (await call(config, path.startsWith('/') ? path : `/static/${path}`, { anonymous: true, ...options })).data,
  };
}
export type InstanceApi = ReturnType<typeof createInstanceApi>;
