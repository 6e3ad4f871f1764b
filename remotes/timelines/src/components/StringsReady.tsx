import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadLanguage } from '@fedi/shared';
import { NS } from '../i18n';

/**
 * Whether this remote's strings are in place in the interface language: English is bundled; another
 * language's file is fetched when the remote registers (or the language changes), and until it is in (or
 * has failed: English stands in) nothing of the remote shows, so no English flashes before it.
 */
export function useStringsReady(): boolean {
  const { i18n } = useTranslation(NS);
  const language = i18n.language;
  const [settled, setSettled] = useState<string | null>(null);
  const ready = !language || language === 'en' || settled === language || i18n.hasResourceBundle(language, NS);
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    // The load registration started (the same one is waited for), or a new one.
    void loadLanguage(language, [NS]).then(() => {
      if (live) setSettled(language);
    });
    return () => {
      live = false;
    };
  }, [ready, language]);
  return ready;
}

/** Shows `children` once the remote's strings are in the interface language, `fallback` until then. */
export function StringsReady({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useStringsReady() ? children : fallback;
}
