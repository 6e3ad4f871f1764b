import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useBus, useSession } from '@fedi/shared';
import { takeMessage } from './messageQuery';

/**
 * Opens the composer with the `message` query parameter of any route (spec §2) once the person is
 * signed in, then takes the parameter out of the address so a reload or a back step does not open it
 * again. Each new `?message=` is sent, also while the composer is open: the composer adds it after
 * what is written there (its open draft, or the stored one), without starting over. Visitors keep the
 * parameter until they sign in on the same page.
 */
export function ComposerFromQuery() {
  const { search, pathname, hash } = useLocation();
  const navigate = useNavigate();
  const bus = useBus();
  const signedIn = useSession().status === 'signed-in';
  useEffect(() => {
    if (!signedIn || !new URLSearchParams(search).has('message')) return;
    const { message, rest } = takeMessage(search);
    if (message !== null) bus.emit('composer:open', { message });
    const query = rest.toString();
    void navigate({ pathname, search: query ? `?${query}` : '', hash }, { replace: true });
  }, [signedIn, search, pathname, hash, bus, navigate]);
  return null;
}
