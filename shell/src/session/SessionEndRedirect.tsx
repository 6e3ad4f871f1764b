import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSessionActions } from './SessionProvider';
import { returnPath, type SessionEndedState } from './returnTo';

/**
 * When the server refused the session's token (SessionProvider.tokenRefused), sends the reader to the
 * login page, which says once that the session has ended and returns to this page after signing in.
 */
export function SessionEndRedirect() {
  const { sessionEnded, sessionEndShown } = useSessionActions();
  const navigate = useNavigate();
  const location = useLocation();
  const from = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    if (!sessionEnded) return;
    sessionEndShown();
    const state: SessionEndedState = { sessionEnded: true, from: returnPath(from) };
    navigate('/login', { state });
  }, [sessionEnded, sessionEndShown, navigate, from]);
  return null;
}
