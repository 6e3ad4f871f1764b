import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

const PwaMount = lazy((): Promise<{ default: ComponentType }> =>
  import(/* webpackChunkName: "pwa" */ './PwaMount').catch((error: unknown) => {
    console.warn('The installed-app part failed to load', error);
    return { default: () => null };
  }),
);

/** A second after the first status is on screen (or 4 s after the page loaded): not part of the first load. */
function afterFirstScreen(start: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => {
    if (!document.querySelector('#app article[data-status-id]')) return;
    observer.disconnect();
    clearTimeout(timer);
    timer = setTimeout(start, 1000);
  });
  const onLoad = () => {
    timer ??= setTimeout(start, 4000);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    observer.disconnect();
    window.removeEventListener('load', onLoad);
    clearTimeout(timer);
  };
}

/** Mounts the service worker's page side, the update notice and the shortcuts once the first screen is up. */
export function LazyPwa() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return undefined;
    let active = true;
    const stop = afterFirstScreen(() => active && setReady(true));
    return () => {
      active = false;
      stop();
    };
  }, [ready]);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <PwaMount />
    </Suspense>
  );
}
