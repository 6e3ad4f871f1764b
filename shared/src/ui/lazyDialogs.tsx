import { useEffect, useState, useSyncExternalStore, type ComponentProps, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { NetworkError } from '../api/errors';
import { errorText, type Translate } from '../api/errorText';
import { SHARED_NS } from '../i18n/sharedLocales';
import type * as Dialogs from './dialogs';

// Dialogs open only after something was clicked or pressed, so their code (focus handling, scroll lock,
// the confirm and modal frames) is not part of the first load: `@fedi/shared` exports these stand-ins,
// which fetch the real ones on the first pointer or key press anywhere (before the click that opens a
// dialog lands) or, at the latest, when one mounts.

type DialogModule = typeof Dialogs;

/** Shown in place of a dialog whose code could not be downloaded (spec §8: a connection failure). */
function LoadFailure({ onClose, onRetry }: { onClose(): void; onRetry(): void }) {
  const { t } = useTranslation('shell');
  return (
    <div role="alert" className="dialog-load-failure">
      <p>{errorText(new NetworkError('dialog chunk'), t as Translate)}</p>
      <button type="button" onClick={onRetry}>
        {t(`${SHARED_NS}:query.retry`)}
      </button>
      <button type="button" onClick={onClose}>
        {t('modal.close')}
      </button>
    </div>
  );
}

/**
 * The stand-ins for one way of fetching the dialogs' chunk (the app's: `import('./dialogs')`; tests pass
 * their own): `preload` starts or joins the download (a failed one is tried again next time), and each
 * stand-in renders the real dialog once it is here, nothing before, and a connection failure with Retry
 * and Close if the download failed.
 */
export function createDialogStandIns(load: () => Promise<DialogModule>) {
  let loaded: DialogModule | undefined;
  let loading: Promise<DialogModule> | undefined;
  // Who waits for the chunk: `useSyncExternalStore` reads `loaded` at render and checks it again when it
  // subscribes, so a chunk that lands between a render and its effect is never missed (the stand-in
  // would otherwise stay empty: seen in e2e as a side drawer that never opened).
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const getLoaded = () => loaded;

  const preload = (): Promise<DialogModule> =>
    (loading ??= load().then(
      (module) => {
        loaded = module;
        listeners.forEach((listener) => listener());
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function useDialogModule(): { module?: DialogModule; failed: boolean; retry(): void } {
    const module = useSyncExternalStore(subscribe, getLoaded, getLoaded);
    const [attempt, setAttempt] = useState(0);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (getLoaded()) return;
      let live = true;
      preload().catch(() => live && setFailed(true));
      return () => {
        live = false;
      };
    }, [attempt]);
    return {
      module,
      failed,
      retry: () => {
        setFailed(false);
        setAttempt((value) => value + 1);
      },
    };
  }

  function standIn<Name extends keyof DialogModule>(name: Name, closeProp: 'onClose' | 'onCancel') {
    type Props = ComponentProps<DialogModule[Name]>;
    function StandIn(props: Props) {
      const { module, failed, retry } = useDialogModule();
      if (module) {
        const Real = module[name] as unknown as (props: object) => ReactElement;
        return <Real {...(props as object)} />;
      }
      if (failed) {
        const close = (props as Record<string, unknown>)[closeProp] as () => void;
        return <LoadFailure onClose={close} onRetry={retry} />;
      }
      return null;
    }
    StandIn.displayName = name;
    return StandIn;
  }

  return {
    preload,
    Dialog: standIn('Dialog', 'onClose'),
    ConfirmDialog: standIn('ConfirmDialog', 'onCancel'),
    ModalFrame: standIn('ModalFrame', 'onClose'),
  };
}

const standIns = createDialogStandIns(() => import(/* webpackChunkName: "dialogs" */ './dialogs'));

/** Starts (or joins) the download of the dialogs' chunk. */
export const preloadDialogs = standIns.preload;
export const { Dialog, ConfirmDialog, ModalFrame } = standIns;

if (typeof window !== 'undefined') {
  const early = () => {
    window.removeEventListener('pointerdown', early, true);
    window.removeEventListener('keydown', early, true);
    preloadDialogs().catch(() => undefined);
  };
  window.addEventListener('pointerdown', early, true);
  window.addEventListener('keydown', early, true);
}
