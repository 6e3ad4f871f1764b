import { Navigate } from 'react-router';
import { useInstanceConfig, useSession } from '@fedi/shared';
import { useLandingPaths } from './landing';

/** `/` goes to the configured landing path, once the session and the instance config are known. */
export function RootRedirect() {
  const session = useSession();
  const { loaded } = useInstanceConfig();
  const landing = useLandingPaths();
  if (session.status === 'loading' || !loaded) return null;
  return <Navigate to={session.status === 'signed-in' ? landing.signedIn : landing.signedOut} replace />;
}
