import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DisplayName, useBus, useCapabilities, useInstanceConfig, useSession, type PanelProps } from '@fedi/shared';
import { accountHandle } from '../../session/servers';
import { RemoteRegion } from '../../federation/RemoteRegion';
import { LanguagePicker } from '../../i18n/LanguagePicker';
import { useRemotesManifest } from '../../federation/useRemotes';
import { FeaturesPanel } from './FeaturesPanel';
import { lazyPart } from '../frame/lazyPart';
import { signedInPart } from '../frame/signedInParts';

// Signed-in users only: visitors never fetch it.
const WhoToFollowPanel = lazyPart('who-to-follow', () =>
  import(/* webpackChunkName: "who-to-follow" */ './WhoToFollowPanel').then((m) => m.WhoToFollowPanel),
);
const AccountsToggle = signedInPart((parts) => parts.AccountsToggle);
const SidebarNotifications = signedInPart((parts) => parts.SidebarNotifications);
const NavPanel = signedInPart((parts) => parts.NavPanel);
const InstancePanel = lazy(() => import(/* webpackChunkName: "instance-panel" */ './InstancePanel'));

/** Left column: user panel (or login hint), nav panel (signed in), instance panel, features / who-to-follow, custom panels, notifications. */
export function Sidebar() {
  const { t } = useTranslation();
  const session = useSession();
  const bus = useBus();
  const { config } = useInstanceConfig();
  // A server found without /api/v1/suggestions (features/missing.ts) gets no who-to-follow panel.
  const lacksSuggestions = useCapabilities().missing.includes('suggestions');
  const manifest = useRemotesManifest();
  const panels = manifest.data?.panels ?? [];
  const signedIn = session.status === 'signed-in';
  // What follows the instance panel: shown with it, not before it (it would push them down as it arrives).
  const after = (
    <>
      {!signedIn && config.showFeaturesPanel && <FeaturesPanel />}
      {signedIn && config.suggestionsEnabled && !lacksSuggestions && <WhoToFollowPanel />}
      {panels.map((panel) => (
        <RemoteRegion<{ default: ComponentType<PanelProps> }>
          key={panel.id}
          remote={panel.remote}
          module={panel.module}
          label={t('panels.custom')}
        >
          {({ default: Panel }) => <Panel region="sidebar" />}
        </RemoteRegion>
      ))}
    </>
  );
  return (
    <aside className="sidebar">
      <div className="panel user-panel">
        {session.user ? (
          <>
            <div className="user-ident">
              {session.user.avatar && (
                <img src={session.user.avatar} alt="" width={48} height={48} className="avatar user-avatar" />
              )}
              <div>
                <p className="user-name">
                  <DisplayName user={session.user} />
                </p>
                <p className="user-acct" dir="ltr">
                  {accountHandle({ acct: session.user.acct, baseUrl: session.baseUrl })}
                </p>
              </div>
            </div>
            {signedIn && <AccountsToggle />}
            <button type="button" className="primary" onClick={() => bus.emit('composer:open', {})}>
              {t('nav.new_post')}
            </button>
          </>
        ) : (
          <p>
            <Link to="/login">{t('login.hint')}</Link>
          </p>
        )}
        <LanguagePicker />
      </div>
      {signedIn && <NavPanel />}
      {config.showInstanceSpecificPanel ? (
        <Suspense fallback={null}>
          <InstancePanel>{after}</InstancePanel>
        </Suspense>
      ) : (
        after
      )}
      {signedIn && <SidebarNotifications />}
    </aside>
  );
}
