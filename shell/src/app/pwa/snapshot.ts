/**
 * The instant start (ARCHITECTURE.md "Offline and installed app"): when the page is left, what it showed of a
 * timeline is given to the service worker, which puts it in the next start's index.html (a copy in
 * `#app-snapshot`, inert and hidden from assistive technology) until the app has rendered its own statuses
 * (bootstrap.tsx removes it). Kept per account: the worker shows it only while that account's cache exists,
 * and signing out deletes it.
 */
export const SNAPSHOT_KEY = '/__fedi/snapshot';
const MAX_CHARS = 400_000;
/** Never copied: anything open over the page, forms, the notices. */
const LEFT_OUT = 'dialog, [popover], script, form, textarea, input, select, .notices, .connection-notice, .skip-link';

export function takeSnapshot(account: string): Record<string, unknown> | null {
  const app = document.getElementById('app');
  if (!app?.querySelector('#main article[data-status-id]')) return null;
  const copy = app.cloneNode(true) as HTMLElement;
  copy.querySelectorAll(LEFT_OUT).forEach((element) => element.remove());
  copy.querySelectorAll('[id]').forEach((element) => element.removeAttribute('id'));
  const html = copy.innerHTML;
  if (html.length > MAX_CHARS) return null;
  const styles = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/') && !href.startsWith('//'));
  return {
    path: window.location.pathname + window.location.search,
    html,
    styles,
    account,
  };
}
