import type { WireInstance, WireInstanceV2 } from '../api_types/instance';
import type { WireNodeinfo } from '../api_types/nodeinfo';

/** Which public timelines the instance shows to visitors (nodeinfo `publicTimelineVisibility`). */
export interface PublicTimelineVisibility {
  local: boolean;
  federated: boolean;
  bubble: boolean;
}

/**
 * The instance configuration the shell and the remotes read (spec §3 "Instance config"), merged from
 * /api/v1/instance, nodeinfo, /api/pleroma/frontend_configurations and /static/config.json.
 */
export interface InstanceConfig {
  name: string;
  server: string;
  registrationOpen: boolean;
  accountApprovalRequired: boolean;
  accountActivationRequired: boolean;
  mailerEnabled: boolean;
  invitesEnabled: boolean;
  vapidPublicKey: string | null;
  private: boolean;
  federating: boolean;
  federatedTimelineAvailable: boolean;
  publicTimelineVisibility: PublicTimelineVisibility;
  localBubbleInstances: string[];
  restrictedNicknames: string[];
  suggestionsEnabled: boolean;
  staffAccounts: string[];
  safeDM: boolean;
  /** Landing paths (spec §2 root route). */
  redirectRootLogin: string;
  redirectRootNoLogin: string;
  logo: string | null;
  logoMask: boolean;
  logoMargin: string;
  logoLeft: boolean;
  hideSitename: boolean;
  background: string | null;
  /** The instance's default theme: a key of its `/static/styles.json` (spec §9: pleroma-dark when not said). */
  theme: string | null;
  defaultAvatar: string | null;
  defaultBanner: string | null;
  showInstanceSpecificPanel: boolean;
  showFeaturesPanel: boolean;
  alwaysShowSubjectInput: boolean;
  /** Attachments a post may carry (Mastodon `configuration.statuses`, Pleroma's top-level field); null when not said. */
  maxMediaAttachments: number | null;
  /** Languages the instance names for posts (`languages` of /api/v1/instance). */
  languages: string[];
}

export interface InstanceConfigSources {
  instance?: WireInstance | null;
  /** /api/v2/instance, asked only when /api/v1/instance has no VAPID key (Mastodon). */
  instanceV2?: WireInstanceV2 | null;
  nodeinfo?: WireNodeinfo | null;
  /** `pleroma_fe` of /api/pleroma/frontend_configurations. */
  frontend?: Record<string, unknown> | null;
  /** /static/config.json. */
  staticConfig?: Record<string, unknown> | null;
}

export const DEFAULT_SIGNED_IN_LANDING = '/main/friends';
export const DEFAULT_SIGNED_OUT_LANDING = '/main/all';

function pick<T>(
  sources: Array<Record<string, unknown> | null | undefined>,
  key: string,
  check: (v: unknown) => v is T,
): T | undefined {
  for (const source of sources) {
    const value = source?.[key];
    if (check(value)) return value;
  }
  return undefined;
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isBool = (v: unknown): v is boolean => typeof v === 'boolean';
const isPath = (v: unknown): v is string => typeof v === 'string' && v.startsWith('/');

/**
 * The instance's VAPID public key (spec §7): Pleroma/Akkoma put it in /api/v1/instance
 * (`pleroma.vapid_public_key`), Mastodon ≥ 4.3 in /api/v2/instance (`configuration.vapid.public_key`).
 */
export function vapidPublicKeyOf(
  instance: WireInstance | null | undefined,
  instanceV2?: WireInstanceV2 | null,
): string | null {
  return instance?.pleroma?.vapid_public_key || instanceV2?.configuration?.vapid?.public_key || null;
}

function withBase(server: string, path: string | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//.test(path)) return path;
  return `${server}${path.startsWith('/') ? '' : '/'}${path}`;
}

function maxMediaAttachmentsOf(instance: WireInstance | null | undefined): number | null {
  const record = instance as (WireInstance & { max_media_attachments?: unknown }) | null | undefined;
  const positive = (value: unknown) => (typeof value === 'number' && value > 0 ? value : undefined);
  return (
    positive(record?.configuration?.statuses?.max_media_attachments) ?? positive(record?.max_media_attachments) ?? null
  );
}

/**
 * Merges the startup sources. Frontend settings: the backend's frontend_configurations win over
 * /static/config.json, as in Pleroma's own frontend; server facts come from nodeinfo and the instance.
 * Every source may be missing (a failed startup call is only logged, spec §8).
 */
export function deriveInstanceConfig(
  { instance, instanceV2, nodeinfo, frontend, staticConfig }: InstanceConfigSources,
  server = '',
): InstanceConfig {
  const fe = [frontend, staticConfig];
  const meta = nodeinfo?.metadata ?? {};
  const federation = (meta.federation ?? {}) as Record<string, unknown>;
  const visibility = meta.publicTimelineVisibility;
  const suggestions = (meta.suggestions ?? {}) as Record<string, unknown>;
  const privateMode = meta.private === true;
  const logo = pick(fe, 'logo', isString);
  return {
    name:
      meta.nodeName || pick(fe, 'name', isString) || instance?.title || server.replace(/^https?:\/\//, '') || 'Fedi',
    server,
    registrationOpen: nodeinfo?.openRegistrations ?? instance?.registrations ?? false,
    accountApprovalRequired: instance?.approval_required ?? false,
    accountActivationRequired:
      meta.accountActivationRequired ?? instance?.pleroma?.metadata?.account_activation_required ?? false,
    mailerEnabled: meta.mailerEnabled ?? false,
    invitesEnabled: meta.invitesEnabled ?? instance?.invites_enabled ?? false,
    vapidPublicKey: vapidPublicKeyOf(instance, instanceV2),
    private: privateMode,
    federating: federation.enabled !== false,
    federatedTimelineAvailable: meta.federatedTimelineAvailable ?? true,
    publicTimelineVisibility: {
      local: visibility?.local ?? true,
      federated: visibility?.federated ?? true,
      bubble: visibility?.bubble ?? true,
    },
    localBubbleInstances: meta.localBubbleInstances ?? [],
    restrictedNicknames: meta.restrictedNicknames ?? [],
    suggestionsEnabled: suggestions.enabled === true,
    staffAccounts: meta.staffAccounts ?? [],
    safeDM: pick(fe, 'safeDM', isBool) ?? true,
    redirectRootLogin: pick(fe, 'redirectRootLogin', isPath) ?? DEFAULT_SIGNED_IN_LANDING,
    redirectRootNoLogin: pick(fe, 'redirectRootNoLogin', isPath) ?? DEFAULT_SIGNED_OUT_LANDING,
    logo: withBase(server, logo),
    logoMask: pick(fe, 'logoMask', isBool) ?? true,
    logoMargin: pick(fe, 'logoMargin', isString) ?? '0',
    logoLeft: pick(fe, 'logoLeft', isBool) ?? false,
    hideSitename: pick(fe, 'hideSitename', isBool) ?? false,
    background: withBase(server, pick(fe, 'background', isString) ?? instance?.background_image),
    theme: pick(fe, 'theme', isString) ?? null,
    defaultAvatar: withBase(server, pick(fe, 'defaultAvatar', isString)),
    defaultBanner: withBase(server, pick(fe, 'defaultBanner', isString)),
    showInstanceSpecificPanel: pick(fe, 'showInstanceSpecificPanel', isBool) ?? false,
    showFeaturesPanel: pick(fe, 'showFeaturesPanel', isBool) ?? true,
    alwaysShowSubjectInput: pick(fe, 'alwaysShowSubjectInput', isBool) ?? true,
    maxMediaAttachments: maxMediaAttachmentsOf(instance),
    languages: instance?.languages ?? [],
  };
}
