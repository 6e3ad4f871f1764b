import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  entityKeys,
  displayAcct,
  importRelationship,
  useApiClient,
  useErrorText,
  useFollowActions,
  usePreferences,
  useRelationship,
  useSession,
  type Relationship,
  type User,
  setDomainMuted,
  useUserMarks,
  useAccounts,
} from '@fedi/shared';
import { NS } from '../i18n';
import { canBite, domainOf, followButtonState } from '../logic/rules';
import { ConfirmDialog, ErrorBox } from './common';
import { HighlightControl } from './HighlightControl';
import type { RelationshipMenuEntry } from './RelationshipMenu';
import { ReportModal } from './ReportModal';

const RelationshipMenu = lazy(() => import(/* webpackChunkName: "people-relationship-menu" */ './RelationshipMenu'));

/** Follow button and the relation actions of one user (spec §4 Follow relation, §6). */
export function RelationshipControls({ user, compact = false }: { user: User; compact?: boolean }) {
  const { t } = useTranslation(NS);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const session = useSession();
  const relationship = useRelationship(user.id);
  const errorText = useErrorText();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<
    null | 'unfollow' | 'block' | 'block_domain' | 'mute_domain' | 'remove_follower'
  >(null);
  const [reporting, setReporting] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const [preferences] = usePreferences();
  const marks = useUserMarks();
  const [bitten, setBitten] = useState(false);
  const accounts = useAccounts();
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  // Follow and unfollow go through the shared optimistic action (re-check, rollback, requested).
  const follows = useFollowActions(user.id, { onError: (failure) => setError(errorText(failure)) });
  const state = followButtonState(relationship, { pending, deactivated: user.deactivated });
  const domain = domainOf(user.acct)?.toLowerCase() ?? null;
  const domainMuted = domain !== null && marks.mutedDomains.includes(domain);
  // Shown as the card shows it (unicode for punycode hosts); the API and the mute list use the host itself.
  const domainLabel = domainOf(displayAcct(user.acct))?.toLowerCase() ?? domain;

  async function run(task: () => Promise<Relationship | void>) {
    setPending(true);
    setError(null);
    try {
      // A relationship fetch still in flight would land after the action and undo it on screen.
      await queryClient.cancelQueries({ queryKey: entityKeys.relationship(user.id) });
      const result = await task();
      if (result) importRelationship(queryClient, result);
    } catch (failure) {
      if (alive.current) setError(errorText(failure));
    } finally {
      if (alive.current) setPending(false);
    }
  }

  const follow = () => run(() => follows.follow({ locked: user.locked }));

  const unfollow = () => run(() => follows.unfollow());

  function onMainClick() {
    // Spec §4: unfollow asks first only when modalOnUnfollow is set.
    if (state === 'following') {
      if (preferences.modalOnUnfollow) setConfirm('unfollow');
      else void unfollow();
    } else if (state === 'requested') void unfollow();
    else if (state === 'blocked') void run(() => client.accounts.unblock(user.id));
    else void follow();
  }

  const mainLabel: Record<typeof state, string> = {
    follow: relationship?.followed_by ? t('relation.follow_back') : t('relation.follow'),
    following: t('relation.unfollow'),
    requested: t('relation.cancel_request'),
    pending: t('relation.in_progress'),
    blocked: t('relation.unblock'),
    disabled: t('relation.follow'),
  };

  function doConfirmed() {
    const what = confirm;
    setConfirm(null);
    if (what === 'unfollow') void unfollow();
    else if (what === 'block') void run(() => client.accounts.block(user.id));
    else if (what === 'remove_follower') void run(() => client.accounts.removeFromFollowers(user.id));
    else if (what === 'mute_domain' && domain) setDomainMuted(domain, true);
    else if (what === 'block_domain' && domain)
      void run(async () => {
        await client.accounts.blockDomain(domain);
        return { ...(relationship ?? { id: user.id }), domain_blocking: true };
      });
  }

  if (!session.user || session.user.id === user.id) return null;

  const menuItems: RelationshipMenuEntry[] = [
    {
      key: 'mute',
      label: relationship?.muting ? t('relation.unmute') : t('relation.mute'),
      disabled: pending || (!relationship?.muting && user.deactivated),
      run: () =>
        void run(() => (relationship?.muting ? client.accounts.unmute(user.id) : client.accounts.mute(user.id))),
    },
    relationship?.blocking
      ? {
          key: 'block',
          label: t('relation.unblock'),
          disabled: pending,
          run: () => void run(() => client.accounts.unblock(user.id)),
        }
      : { key: 'block', label: t('relation.block'), disabled: pending, run: () => setConfirm('block') },
    {
      key: 'subscribe',
      label: relationship?.subscribing ? t('relation.unsubscribe') : t('relation.subscribe'),
      disabled: pending,
      run: () =>
        void run(() =>
          relationship?.subscribing ? client.accounts.unsubscribe(user.id) : client.accounts.subscribe(user.id),
        ),
    },
    ...(relationship?.following
      ? [
          {
            key: 'repeats',
            label: relationship.showing_reblogs === false ? t('relation.show_repeats') : t('relation.hide_repeats'),
            disabled: pending,
            run: () => void run(() => follows.follow({ reblogs: relationship.showing_reblogs === false })),
          },
        ]
      : []),
    ...(relationship?.followed_by
      ? [
          {
            key: 'remove_follower',
            label: t('relation.remove_follower'),
            disabled: pending,
            run: () => setConfirm('remove_follower'),
          },
        ]
      : []),
    ...(domain
      ? [
          domainMuted
            ? {
                key: 'mute_domain',
                label: t('relation.unmute_domain', { domain: domainLabel }),
                run: () => setDomainMuted(domain, false),
              }
            : {
                key: 'mute_domain',
                label: t('relation.mute_domain', { domain: domainLabel }),
                run: () => setConfirm('mute_domain'),
              },
          relationship?.domain_blocking
            ? {
                key: 'block_domain',
                label: t('relation.unblock_domain', { domain: domainLabel }),
                disabled: pending,
                run: () =>
                  void run(async () => {
                    await client.accounts.unblockDomain(domain);
                    return { ...(relationship ?? { id: user.id }), domain_blocking: false };
                  }),
              }
            : {
                key: 'block_domain',
                label: t('relation.block_domain', { domain: domainLabel }),
                disabled: pending,
                run: () => setConfirm('block_domain'),
              },
        ]
      : []),
    {
      key: 'bite',
      label: t('relation.bite'),
      disabled: pending || !canBite(user, relationship, session.user.id),
      run: () =>
        void run(async () => {
          await client.accounts.bite(user.id);
          setBitten(true);
        }),
    },
    { key: 'report', label: t('relation.report'), run: () => setReporting(true) },
  ];
  // Another signed-in account opens this person on its own server (found there by their address).
  const address = user.ap_id || user.url;
  function openAs(key: string, name: string, url: string) {
    accounts?.openElsewhere(key, { kind: 'account', url }).catch((failure: unknown) => {
      if (!alive.current) return;
      setError(
        failure instanceof Error && failure.name === 'NotResolvedError'
          ? t('relation.open_as_missing', { name })
          : errorText(failure),
      );
    });
  }
  const openAsItems: RelationshipMenuEntry[] = (accounts?.accounts ?? [])
    .filter((other) => other.key !== accounts?.activeKey && address)
    .map((other) => ({
      key: `as-${other.key}`,
      label: t('relation.open_as', { name: `@${other.acct}` }),
      run: () => openAs(other.key, `@${other.acct}`, address ?? ''),
    }));

  return (
    <div className="people-relationship" data-state={state}>
      {relationship?.followed_by && <span className="people-tag">{t('user_card.follows_you')}</span>}
      {relationship?.blocked_by && <span className="people-tag">{t('user_card.blocks_you')}</span>}
      {relationship?.requested_by && <span className="people-tag">{t('user_card.requested_by')}</span>}
      <button
        type="button"
        className={state === 'follow' ? 'people-primary' : undefined}
        disabled={state === 'pending' || state === 'disabled'}
        aria-busy={state === 'pending'}
        onClick={onMainClick}
      >
        {mainLabel[state]}
      </button>
      {state === 'requested' && <span className="people-tag">{t('relation.requested')}</span>}
      {!compact && (
        <Suspense
          fallback={
            // Until the menu's chunk is there: a click opens it as soon as it arrives.
            <button type="button" aria-haspopup="menu" aria-expanded={false} onClick={() => setMenuWanted(true)}>
              {t('relation.more')}
            </button>
          }
        >
          <RelationshipMenu
            label={t('relation.more')}
            items={[...menuItems, ...openAsItems]}
            defaultOpen={menuWanted}
          />
        </Suspense>
      )}
      {!compact && (
        // Beside the menu, not in it: a menu holds menu items only (its fields broke ARIA's menu pattern).
        <details className="people-highlight-toggle">
          <summary>{t('relation.highlight')}</summary>
          <HighlightControl screenName={user.acct} />
        </details>
      )}
      {bitten && <span role="status">{t('relation.bitten')}</span>}
      {error && <ErrorBox message={error} onDismiss={() => setError(null)} />}
      {confirm && (
        <ConfirmDialog
          title={t(`relation.confirm_${confirm}_title`, { name: user.acct, domain: domainLabel })}
          confirmLabel={t(`relation.confirm_${confirm}`)}
          onConfirm={doConfirmed}
          onCancel={() => setConfirm(null)}
        />
      )}
      {reporting && <ReportModal user={user} onClose={() => setReporting(false)} />}
    </div>
  );
}
