import i18next from 'i18next';
import { setPreferences } from '../preferences/store';
import { directionOf } from './languages';
import { loadLanguage } from './registerLocales';

/** `<html lang dir>` for a language: `rtl` for Arabic, Persian and Hebrew mirrors the whole layout. */
export function applyDocumentLanguage(language: string, root: HTMLElement = document.documentElement): void {
  root.lang = language;
  root.dir = directionOf(language);
}

/**
 * Switches the interface language live, without a reload: fetches its strings for every namespace in
 * use first (no flash of English), then switches and stores the choice with the preferences.
 */
export async function setInterfaceLanguage(language: string): Promise<void> {
  setPreferences({ interfaceLanguage: language });
  await loadLanguage(language);
  await i18next.changeLanguage(language);
}
