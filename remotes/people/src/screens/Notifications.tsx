import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount, useSession } from '@fedi/shared';
import { Tab, TabList, TabPanel, Tabs } from '@fedi/shared/widgets';
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
  likes: ['favourite', 'reblog', 'pleroma:emoji_reaction'],
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
  const tabs = (Object.keys(INTERACTION_TABS) as InteractionTab[]).filter(
    (name) => name !== 'moves' || me?.allow_following_move !== true,
  );
  return (
    <Root>
      <h1>{t('interactions.title')}</h1>
      <Tabs selected={tab} onSelect={setTab}>
        <TabList className="people-tabs" label={t('interactions.title')}>
          {tabs.map((name) => (
            <Tab key={name} value={name}>
              {t(`interactions.tab_${name}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel>
          <NotificationsPanel
            key={tab}
            fixedTypes={INTERACTION_TABS[tab]}
            title={t(`interactions.tab_${tab}`)}
            showControls={false}
          />
        </TabPanel>
      </Tabs>
    </Root>
  );
}
