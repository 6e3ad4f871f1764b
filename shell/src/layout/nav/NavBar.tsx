import { CircleDot, Globe, House, Info, LogIn, MessageCircle, Search, Settings, Users } from 'lucide';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import {
  Icon,
  type IconNode,
  useBus,
  useCapabilities,
  useInstanceConfig,
  useSession,
  useUnreadChats,
  visibleTimelines,
} from '@fedi/shared';
import { Brand } from '../frame/Brand';
import { signedInPart } from '../frame/signedInParts';
import { NavIconButton } from './NavIconButton';

const NavSessionActions = signedInPart((parts) => parts.NavSessionActions);

/**
 * Desktop navigation: brand, the timelines this visitor may see, and settings / moderation / session (the
 * signed-in actions are a part of the `signed-in` chunk).
 */
export function NavBar() {
  const { t } = useTranslation();
  const session = useSession();
  const bus = useBus();
  const { config } = useInstanceConfig();
  const capabilities = useCapabilities();
  const unreadChats = useUnreadChats().messages;
  const signedIn = session.status === 'signed-in';
  const timelines = visibleTimelines(config, signedIn);
  const privateForVisitor = config.private && !signedIn;
  const links: Array<[boolean, string, string, IconNode, number?]> = [
    [timelines.home, '/main/friends', t('nav.home'), House],
    [timelines.public, '/main/public', t('nav.public'), Users],
    [timelines.bubble, '/main/bubble', t('nav.bubble'), CircleDot],
    [timelines.federated, '/main/all', t('nav.federated'), Globe],
    [
      signedIn && Boolean(session.user) && capabilities.chats,
      `/users/${session.user?.acct ?? ''}/chats`,
      t('nav.chats'),
      MessageCircle,
      unreadChats,
    ],
    [!privateForVisitor, '/search', t('nav.search'), Search],
    [true, '/about', t('nav.about'), Info],
  ];
  return (
    <header className="nav-bar">
      <Brand />
      <nav aria-label={t('nav.main')}>
        <ul>
          {links
            .filter(([shown]) => shown)
            .map(([, to, label, icon, badge]) => (
              <li key={to}>
                <NavLink to={to}>
                  <Icon node={icon} />
                  {label}
                  {badge ? ' ' : null}
                  {badge ? (
                    <span className="badge" aria-label={t('nav.badge', { count: badge })}>
                      {badge}
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
        </ul>
      </nav>
      <div className="nav-actions">
        <NavIconButton label={t('nav.settings')} icon={Settings} onClick={() => bus.emit('settings:open')} />
        {signedIn ? (
          <NavSessionActions />
        ) : (
          <Link to="/login">
            <Icon node={LogIn} />
            {t('nav.login')}
          </Link>
        )}
      </div>
    </header>
  );
}
