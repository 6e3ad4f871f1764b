import * as v from 'valibot';
import { bool, dict, num, opt, str } from './common';

/** /nodeinfo/2.0.json (and 2.1): the standard part plus the Pleroma/Akkoma `metadata`. */
export const NodeinfoSchema = v.looseObject({
  version: str,
  software: v.fallback(v.looseObject({ name: v.fallback(v.string(), ''), version: str }), { name: '' }),
  protocols: opt(v.array(v.string())),
  openRegistrations: bool,
  usage: dict,
  metadata: v.fallback(
    v.looseObject({
      nodeName: str,
      nodeDescription: str,
      features: opt(v.array(v.string())),
      pollLimits: opt(
        v.looseObject({ max_options: num, max_option_chars: num, min_expiration: num, max_expiration: num }),
      ),
      mailerEnabled: bool,
      uploadLimits: opt(v.looseObject({ general: num, avatar: num, background: num, banner: num })),
      fieldsLimits: opt(v.looseObject({ maxFields: num, maxRemoteFields: num, nameLength: num, valueLength: num })),
      restrictedNicknames: opt(v.array(v.string())),
      postFormats: opt(v.array(v.string())),
      suggestions: dict,
      private: bool,
      federation: dict,
      localBubbleInstances: opt(v.array(v.string())),
      publicTimelineVisibility: opt(v.looseObject({ local: bool, federated: bool, bubble: bool })),
      federatedTimelineAvailable: bool,
      accountActivationRequired: bool,
      staffAccounts: opt(v.array(v.string())),
      invitesEnabled: bool,
    }),
    {},
  ),
});
export type WireNodeinfo = v.InferOutput<typeof NodeinfoSchema>;

/** /.well-known/nodeinfo discovery document. */
export const NodeinfoLinksSchema = v.looseObject({
  links: v.fallback(v.array(v.looseObject({ rel: v.string(), href: v.string() })), []),
});
