import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBus, useSession, type PanelProps } from '@fedi/shared';
import { RemoteRegion } from '../federation/RemoteRegion';
import { useRemotesManifest } from '../federation/useRemotes';

/** Left column: who is signed in (or the login hint), the new-post button, and custom panels. */
export function Sidebar() {
  const { t } = useTranslation();
  const session = useSession();
  const bus = useBus();
  const manifest = useRemotesManifest();
  const panels = manifest.data?.panels ?? [];
  return (
    <aside className="sidebar">
      <div className="panel user-panel">
        {session.user ? (
          <>
            <p className="user-name">{session.user.displayName}</p>
            <p className="user-acct">@{session.user.acct}</p>
            <button type="button" className="primary" onClick={() => bus.emit('composer:open', {})}>
              {t('nav.new_post')}
            </button>
          </>
        ) : (
          <p>
            <Link to="/login">{t('login.hint')}</Link>
          </p>
        )}
      </div>
      {panels.map((panel) => (
        <RemoteRegion<{ default: ComponentType<PanelProps> }> key={panel.id} remote={panel.remote} module={panel.module} label={t('panels.custom')}>
          {({ default: Panel }) => <Panel region="sidebar" />}
        </RemoteRegion>
      ))}
    </aside>
  );
}
