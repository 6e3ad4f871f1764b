import { Navigate } from 'react-router';
import { useSession } from '@fedi/shared';
import { SIGNED_IN_LANDING, SIGNED_OUT_LANDING } from './landing';

export function RootRedirect() {
  const session = useSession();
  if (session.status === 'loading') return null;
  return <Navigate to={session.status === 'signed-in' ? SIGNED_IN_LANDING : SIGNED_OUT_LANDING} replace />;
}
