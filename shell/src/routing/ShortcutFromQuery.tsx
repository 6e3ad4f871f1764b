import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useBus, useSession, type ComposerOpenOptions } from '@fedi/shared';

/** What the service worker kept of a share (manifest `share_target`, shell/public/service-worker.js). */
async function takeShare(id: string): Promise<ComposerOpenOptions | null> {
  if (typeof caches === 'undefined' || !/^[a-z0-9]+$/.test(id)) return null;
  const cache = await caches.open('fedi-meta');
  const base = `/__fedi/share/${id}`;
  const kept = await cache.match(base);
  if (!kept) return null;
  const shared = (await kept.json()) as { title?: string; text?: string; url?: string; files?: number };
  const files: File[] = [];
  for (let index = 0; index < (shared.files ?? 0); index++) {
    const file = await cache.match(`${base}/file/${index}`);
    if (!file) continue;
    const name = decodeURIComponent(file.headers.get('X-File-Name') ?? `shared-${index}`);
    files.push(new File([await file.blob()], name, { type: file.headers.get('Content-Type') ?? '' }));
    await cache.delete(`${base}/file/${index}`);
  }
  await cache.delete(base);
  const text = shared.text ?? '';
  // Apps often put the link in the text already, or a title that repeats it.
  const parts = [shared.title && !text.includes(shared.title) ? shared.title : '', text];
  if (shared.url && !text.includes(shared.url)) parts.push(shared.url);
  const message = parts.filter(Boolean).join('\n');
  return { ...(message ? { message } : {}), ...(files.length > 0 ? { files } : {}) };
}

/**
 * The installed app's entry points (manifest `shortcuts` and `share_target`): `?shortcut=post` opens the
 * composer, `?shortcut=notifications` the notifications, `?share=<id>` the composer with what was shared
 * (text, link, files). Waits for a signed-in session, then takes the parameter out of the address.
 */
export function ShortcutFromQuery() {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const bus = useBus();
  const session = useSession();
  const acct = session.status === 'signed-in' ? session.user?.acct : undefined;
  useEffect(() => {
    const query = new URLSearchParams(search);
    const shortcut = query.get('shortcut');
    const share = query.get('share');
    if (!acct || (shortcut === null && share === null)) return;
    query.delete('shortcut');
    query.delete('share');
    const rest = query.toString() ? `?${query.toString()}` : '';
    if (shortcut === 'notifications') {
      void navigate(`/${acct}/notifications${rest}`, { replace: true });
      return;
    }
    void navigate({ pathname, search: rest }, { replace: true });
    if (shortcut === 'post') bus.emit('composer:open', {});
    if (share !== null)
      void takeShare(share)
        .then((options) => options && bus.emit('composer:open', options))
        .catch((error: unknown) => console.warn('The shared post could not be read', error));
  }, [acct, search, pathname, navigate, bus]);
  return null;
}
