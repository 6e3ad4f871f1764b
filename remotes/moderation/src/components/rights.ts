import type { AdminUser, Role } from '@fedi/shared';

/** Spec §9's policy tags, each sent prefixed `mrf_tag:`. */
export const POLICY_TAGS = [
  'media-force-nsfw',
  'media-strip',
  'force-unlisted',
  'sandbox',
  'disable-remote-subscription',
  'disable-any-subscription',
  'quarantine',
] as const;
export type PolicyTag = (typeof POLICY_TAGS)[number];
/** Only meaningful for local users (spec §6). */
const LOCAL_ONLY_TAGS: readonly PolicyTag[] = ['disable-remote-subscription', 'disable-any-subscription', 'quarantine'];

export interface ModerationSupportFlags {
  rights: boolean;
  tags: boolean;
  limits: boolean;
  reject: boolean;
}

/** What the signed-in staff member may do to one account (spec §6), given the server's admin API. */
export interface AccountRights {
  activate: boolean;
  approve: boolean;
  reject: boolean;
  grantRights: boolean;
  delete: boolean;
  limits: boolean;
  /** The policy tags offered (empty when the instance has no tag policy). */
  tags: readonly PolicyTag[];
}

export function accountRights(
  role: Role | undefined,
  self: { id: string } | null | undefined,
  target: Pick<AdminUser, 'id' | 'local' | 'approved'>,
  support: ModerationSupportFlags,
  tagPolicy: boolean,
): AccountRights {
  const staff = role === 'admin' || role === 'moderator';
  const admin = role === 'admin';
  const isSelf = self?.id === target.id;
  return {
    activate: staff && !isSelf,
    approve: staff && !target.approved,
    reject: staff && !target.approved && support.reject,
    grantRights: admin && target.local && support.rights,
    delete: admin && !isSelf,
    limits: staff && !isSelf && support.limits,
    tags:
      staff && support.tags && tagPolicy
        ? POLICY_TAGS.filter((tag) => target.local || !LOCAL_ONLY_TAGS.includes(tag))
        : [],
  };
}
