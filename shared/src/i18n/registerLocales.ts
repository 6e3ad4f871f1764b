import i18next, { type ResourceLanguage } from 'i18next';

export type LocaleLoader = () => Promise<{ default: ResourceLanguage } | ResourceLanguage>;

/**
 * Adds a remote's strings to the one i18n instance: English is bundled with the remote, every other
 * language is fetched only when it becomes the interface language.
 */
export function registerLocales(
  namespace: string,
  english: ResourceLanguage,
  loaders: Record<string, LocaleLoader>,
): void {
  const i18n = i18next;
  if (!i18n.isInitialized) {
    // A remote (or a test) loaded before the shell initialised i18n: register once it has.
    const onReady = () => {
      i18n.off('initialized', onReady);
      registerLocales(namespace, english, loaders);
    };
    i18n.on('initialized', onReady);
    return;
  }
  i18n.addResourceBundle('en', namespace, english, true, false);
  const load = async (lng: string) => {
    const base = lng.split('-')[0] ?? lng;
    const loader = loaders[lng] ?? loaders[base];
    if (!loader || i18n.hasResourceBundle(lng, namespace)) return;
    const mod = await loader();
    const resources = ('default' in mod ? mod.default : mod) as ResourceLanguage;
    i18n.addResourceBundle(lng, namespace, resources, true, false);
  };
  if (i18n.language && i18n.language !== 'en') void load(i18n.language);
  i18n.on('languageChanged', (lng) => void load(lng));
}
