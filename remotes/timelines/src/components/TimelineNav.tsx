import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useCapabilities, useSession } from '@fedi/shared';
import { NS } from '../i18n';
import { lacksDirectMessages } from '../logic/directMessages';

/** Tabs between the timelines the viewer may see (spec §2 timeline menu visibility). */
export function TimelineNav() {
  const { t } = useTranslation(NS);
  const session = useSession();
  const capabilities = useCapabilities();
  const signedIn = session.user !== null;
  const tabs: Array<{ to: string; label: string }> = [];
  if (signedIn) tabs.push({ to: '/main/friends', label: t('nav.friends') });
  tabs.push({ to: '/main/public', label: t('nav.public') });
  const lacks = (name: (typeof capabilities.missing)[number]) => capabilities.missing.includes(name);
  if (capabilities.bubbleTimeline && !lacks('bubbleTimeline'))
    tabs.push({ to: '/main/bubble', label: t('nav.bubble') });
  tabs.push({ to: '/main/all', label: t('nav.federated') });
  if (signedIn && session.user) {
    // Not offered once the server turned out to lack the call it reads: see features/missing.ts.
    if (!lacksDirectMessages(capabilities))
      tabs.push({ to: `/users/${encodeURIComponent(session.user.acct)}/dms`, label: t('nav.dms') });
    tabs.push({ to: '/bookmarks', label: t('nav.bookmarks') });
  }
  return (
    <nav className="timeline-tabs" aria-label={t('nav.label')}>
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} className={({ isActive }) => (isActive ? 'tab active' : 'tab')} end>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
