import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { entityKeys, importRelationship, useApiClient, useErrorText, useFollowActions, usePreferences, useRelationship, useSession, type Relationship, type User, setDomainMuted, useUserMarks } from '@fedi/shared';
import { NS } from '../i18n';
import { canBite, domainOf, followButtonState } from '../logic/rules';
import { ConfirmDialog, ErrorBox } from './common';
import { HighlightControl } from './HighlightControl';
import { ReportModal } from './ReportModal';

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
  const [confirm, setConfirm] = useState<null | 'unfollow' | 'block' | 'block_domain' | 'mute_domain' | 'remove_follower'>(null);
  const [reporting, setReporting] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [preferences] = usePreferences();
  const marks = useUserMarks();
  const [bitten, setBitten] = useState(false);
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
  const domain = domainOf(user.screen_name)?.toLowerCase() ?? null;
  const domainMuted = domain !== null && marks.mutedDomains.includes(domain);
  // Shown as the card shows it (unicode for punycode hosts); the API and the mute list use the host itself.
  const domainLabel = domainOf(user.screen_name_ui)?.toLowerCase() ?? domain;

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
    }
    else if (state === 'requested') void unfollow();
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
        <>
          <button type="button" aria-expanded={menuOpen} aria-haspopup="true" onClick={() => setMenuOpen((open) => !open)}>
            {t('relation.more')}
          </button>
          {menuOpen && (
            <div className="people-menu" role="group" aria-label={t('relation.more')}>
              <button
                type="button"
                disabled={pending || (!relationship?.muting && user.deactivated)}
                onClick={() => void run(() => (relationship?.muting ? client.accounts.unmute(user.id) : client.accounts.mute(user.id)))}
              >
                {relationship?.muting ? t('relation.unmute') : t('relation.mute')}
              </button>
              {relationship?.blocking ? (
                <button type="button" disabled={pending} onClick={() => void run(() => client.accounts.unblock(user.id))}>
                  {t('relation.unblock')}
                </button>
              ) : (
                <button type="button" disabled={pending} onClick={() => setConfirm('block')}>
                  {t('relation.block')}
                </button>
              )}
              <button
                type="button"
                disabled={pending}
                onClick={() =>
                  void run(() => (relationship?.subscribing ? client.accounts.unsubscribe(user.id) : client.accounts.subscribe(user.id)))
                }
              >
                {relationship?.subscribing ? t('relation.unsubscribe') : t('relation.subscribe')}
              </button>
              {relationship?.following && (
                <button
                  type="button"
                  disabled={pending}
                  onClick={() => void run(() => follows.follow({ reblogs: relationship.showing_reblogs === false }))}
                >
                  {relationship.showing_reblogs === false ? t('relation.show_repeats') : t('relation.hide_repeats')}
                </button>
              )}
              {relationship?.followed_by && (
                <button type="button" disabled={pending} onClick={() => setConfirm('remove_follower')}>
                  {t('relation.remove_follower')}
                </button>
              )}
              {domain &&
                (domainMuted ? (
                  <button type="button" onClick={() => setDomainMuted(domain, false)}>
                    {t('relation.unmute_domain', { domain: domainLabel })}
                  </button>
                ) : (
                  <button type="button" onClick={() => setConfirm('mute_domain')}>
                    {t('relation.mute_domain', { domain: domainLabel })}
                  </button>
                ))}
              {domain &&
                (relationship?.domain_blocking ? (
                  <button
                    type="button"
                    disabled={pending}
                    onClick={() =>
                      void run(async () => {
                        await client.accounts.unblockDomain(domain);
                        return { ...(relationship ?? { id: user.id }), domain_blocking: false };
                      })
                    }
                  >
                    {t('relation.unblock_domain', { domain: domainLabel })}
                  </button>
                ) : (
                  <button type="button" disabled={pending} onClick={() => setConfirm('block_domain')}>
                    {t('relation.block_domain', { domain: domainLabel })}
                  </button>
                ))}
              <button
                type="button"
                disabled={pending || !canBite(user, relationship, session.user.id)}
                onClick={() =>
                  void run(async () => {
                    await client.accounts.bite(user.id);
                    setBitten(true);
                  })
                }
              >
                {t('relation.bite')}
              </button>
              <button type="button" onClick={() => setReporting(true)}>
                {t('relation.report')}
              </button>
              <HighlightControl screenName={user.screen_name} />
            </div>
          )}
        </>
      )}
      {bitten && <span role="status">{t('relation.bitten')}</span>}
      {error && <ErrorBox message={error} onDismiss={() => setError(null)} />}
      {confirm && (
        <ConfirmDialog
          title={t(`relation.confirm_${confirm}_title`, { name: user.screen_name, domain: domainLabel })}
          confirmLabel={t(`relation.confirm_${confirm}`)}
          onConfirm={doConfirmed}
          onCancel={() => setConfirm(null)}
        />
      )}
      {reporting && <ReportModal user={user} onClose={() => setReporting(false)} />}
    </div>
  );
}
