import { Suspense, useEffect, type ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router';
import { QueryState, useSession, type RemoteRoutesModule, type RouteDefinition } from '@fedi/shared';
import { RemoteRegion } from '../federation/RemoteRegion';
import { NotAvailable } from './NotAvailable';
import { useLandingPaths } from './landing';
import { leavingPage } from './leavingPage';
import { SHELL_SCREENS } from './shellScreens';
import { useSessionActions } from '../session/SessionProvider';

/** Renders one route: guards it, resets scroll, and draws the owner's screen (or "not available yet"). */
export function RouteScreen({ route }: { route: RouteDefinition }) {
  const session = useSession();
  const { pathname } = useLocation();
  const landing = useLandingPaths();
  const { sessionEnded } = useSessionActions();

  useEffect(() => {
    if (!route.keepScroll) window.scrollTo(0, 0);
  }, [pathname, route.keepScroll]);

  if (route.signedInOnly && session.status === 'anonymous') {
    // A navigation away from this page may still be rendering (router updates run in a transition),
    // e.g. logout goes to /main/public and then ends the session: let that navigation land.
    // The server ended the session: SessionEndRedirect takes the reader to the login page instead.
    if (leavingPage(pathname) || sessionEnded) return null;
    return <Navigate to={landing.signedOut} replace />;
  }
  if (route.signedInOnly && session.status === 'loading') {
    return <QueryState className="region-state" query={{ isPending: true }} />;
  }

  if (route.owner === 'shell') {
    const Screen: ComponentType | undefined = SHELL_SCREENS[route.name];
    if (!Screen) return <NotAvailable routeName={route.name} />;
    return (
      <Suspense fallback={<QueryState className="region-state" query={{ isPending: true }} />}>
        <Screen />
      </Suspense>
    );
  }
  return (
    <RemoteRegion<RemoteRoutesModule> remote={route.owner} module="./routes" label={route.name}>
      {(mod) => {
        const Screen = mod.routes[route.name];
        return Screen ? <Screen /> : <NotAvailable routeName={route.name} />;
      }}
    </RemoteRegion>
  );
}
