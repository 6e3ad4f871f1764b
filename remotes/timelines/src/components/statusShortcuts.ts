import { useEffect } from 'react';
import { shortcutKey } from '@fedi/shared';

/** The status action a shortcut presses on the focused status (its button's `data-action`). */
const STATUS_SHORTCUTS: Record<string, string> = { r: 'reply', f: 'favourite', b: 'repeat' };

/** r, f, b on the status that has the focus (anywhere a status card is): press its action button, confirmations included. */
function onKey(event: KeyboardEvent) {
  const key = shortcutKey(event);
  const action = key === null ? undefined : STATUS_SHORTCUTS[key];
  if (!action) return;
  const article = document.activeElement?.closest<HTMLElement>('article[data-status-id]');
  // The card's own action bar (not a quoted or inline-thread status inside it).
  const button = article?.querySelector<HTMLButtonElement>(`.status-actions [data-action="${action}"]`);
  if (!button || button.disabled || button.closest('article') !== article) return;
  event.preventDefault();
  button.click();
}

let users = 0;

/** Registers the status shortcuts while a screen of statuses (timeline, conversation) is mounted: one listener however many. */
export function useStatusShortcuts() {
  useEffect(() => {
    if (users++ === 0) window.addEventListener('keydown', onKey);
    return () => {
      if (--users === 0) window.removeEventListener('keydown', onKey);
    };
  }, []);
}
