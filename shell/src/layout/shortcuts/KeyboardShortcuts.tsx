import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { shortcutKey, useBus, useSession } from '@fedi/shared';
import { withAuthStrings } from '../../i18n/withAuthStrings';

// The help dialog and its strings (the `shell-auth` namespace of rarely opened pages) on the first `?`.
const ShortcutsHelp = lazy(() => withAuthStrings(import(/* webpackChunkName: "shortcuts-help" */ './ShortcutsHelp')));

/** How long after `g` the second key of `g h` counts. */
export const SEQUENCE_MS = 1500;

/** Focuses the search screen's field once it is there (the route's remote may still be loading). */
function focusSearchField(deadline = Date.now() + 5000) {
  const field = document.querySelector<HTMLInputElement>('main input[type="search"]');
  if (field) field.focus();
  else if (Date.now() < deadline) window.setTimeout(() => focusSearchField(deadline), 50);
}

/**
 * The app's global keyboard shortcuts: `n` new post, `/` search, `g h` home, `?` this list. Those of
 * statuses (j/k, r, f, b, `.`) live with the statuses, in timelines' `Timeline`. None fires while the
 * focus is in a field, editable content, a dialog or a menu, or with Ctrl/Alt/Meta (`shortcutKey`).
 */
export function KeyboardShortcuts() {
  const bus = useBus();
  const navigate = useNavigate();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const [helpOpen, setHelpOpen] = useState(false);
  const pendingG = useRef(0);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const key = shortcutKey(event);
      if (key === null) return;
      const afterG = Date.now() - pendingG.current < SEQUENCE_MS;
      pendingG.current = 0;
      if (afterG && key === 'h') {
        event.preventDefault();
        navigate(signedIn ? '/main/friends' : '/');
      } else if (key === 'g') {
        pendingG.current = Date.now();
      } else if (key === 'n' && signedIn) {
        event.preventDefault();
        bus.emit('composer:open', {});
      } else if (key === '/') {
        event.preventDefault();
        if (window.location.pathname !== '/search') navigate('/search');
        focusSearchField();
      } else if (key === '?') {
        event.preventDefault();
        setHelpOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [bus, navigate, signedIn]);

  if (!helpOpen) return null;
  return (
    <Suspense fallback={null}>
      <ShortcutsHelp onClose={() => setHelpOpen(false)} />
    </Suspense>
  );
}
