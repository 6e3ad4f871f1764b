import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount, useSession } from '@fedi/shared';
import { NS } from '../i18n';
import { NotificationsPanel } from '../components/NotificationsPanel';
import { Root } from '../components/Root';

export { NotificationsPanel };

/** /:username/notifications: the session's notification list (the same one as the bell, drawer and column). */
export function NotificationsScreen() {
  const { t } = useTranslation(NS);
  return (
    <Root>
      <NotificationsPanel title={t('notifications.title')} />
    </Root>
  );
}

const INTERACTION_TABS = {
  mentions: ['mention'],
  likes: ['like', 'repeat', 'pleroma:emoji_reaction'],
  follows: ['follow', 'follow_request'],
  moves: ['move'],
} as const;
type InteractionTab = keyof typeof INTERACTION_TABS;

/** /users/:username/interactions: tabs mentions, favs+repeats, follows, moves. */
export function InteractionsScreen() {
  const { t } = useTranslation(NS);
  const session = useSession();
  const me = useAccount(session.user?.id);
  const [tab, setTab] = useState<InteractionTab>('mentions');
  // Moves show only when the user does not allow following moves (spec §2).
  const tabs = (Object.keys(INTERACTION_TABS) as InteractionTab[]).filter((name) => name !== 'moves' || me?.allow_following_move !== true);
  return (
    <Root>
      <h1>{t('interactions.title')}</h1>
      <div role="tablist" className="people-tabs" aria-label={t('interactions.title')}>
        {tabs.map((name) => (
          <button key={name} type="button" role="tab" aria-selected={tab === name} onClick={() => setTab(name)}>
            {t(`interactions.tab_${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        <NotificationsPanel key={tab} fixedTypes={INTERACTION_TABS[tab]} title={t(`interactions.tab_${tab}`)} showControls={false} />
      </div>
    </Root>
  );
}
