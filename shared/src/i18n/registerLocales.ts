import i18next, { type ResourceLanguage } from 'i18next';

type LocaleModule = Promise<{ default: ResourceLanguage } | ResourceLanguage>;
/** One language's strings of a namespace; a namespace without that language rejects. */
export type LocaleLoader = (language: string) => LocaleModule;

const loaders = new Map<string, LocaleLoader>();

/** Loads on their way, by namespace and language: asked again meanwhile, the same one is waited for. */
const inFlight = new Map<string, Promise<void>>();

function loadNamespace(namespace: string, language: string): Promise<void> {
  const load = loaders.get(namespace);
  if (!load || language === 'en' || i18next.hasResourceBundle(language, namespace)) return Promise.resolve();
  const key = `${namespace}\n${language}`;
  const pending = inFlight.get(key);
  if (pending) return pending;
  const loading = (async () => {
    try {
      const mod = await load(language);
      const resources = ('default' in mod ? mod.default : mod) as ResourceLanguage;
      i18next.addResourceBundle(language, namespace, resources, true, false);
    } catch {
      // Not translated (or the chunk failed): English stands in through fallbackLng.
    } finally {
      inFlight.delete(key);
    }
  })();
  inFlight.set(key, loading);
  return loading;
}

/**
 * Fetches the strings of a language (one chunk per namespace) for every registered namespace, or the
 * given ones, resolving when all are in.
 */
export function loadLanguage(language: string, namespaces: readonly string[] = [...loaders.keys()]): Promise<void> {
  return Promise.all(namespaces.map((namespace) => loadNamespace(namespace, language))).then(() => {});
}

declare const __FEDI_LOCALES_VERSION__: string;

/**
 * A package's translations as the build ships them: plain JSON files beside the bundle
 * (`<public path>locales/<folder>/<language><suffix>.json`, copied by shared/build/federation.cjs), fetched
 * when a language is chosen. Not chunks: every chunk costs the first load an entry in the bundle's chunk
 * map, and 36 languages × 10 namespaces would. The query carries a hash of the locale files, so a deploy
 * with new strings is never served stale ones. Each package writes
 * `process.env.NODE_ENV === 'test' ? (language) => import(…) : bundledLocales(…)`: jest reads the files
 * through `import()`, and the build, where the condition is a constant, drops that branch unparsed. The
 * public path is the caller's `__webpack_public_path__`: this module runs from the shell's copy, the files
 * sit beside the bundle that registers them.
 */
export function bundledLocales(publicPath: string, folder: string, suffix = ''): LocaleLoader {
  const base = `${publicPath}locales/${folder}/`;
  return async (language) => {
    const response = await fetch(`${base}${language}${suffix}.json?v=${__FEDI_LOCALES_VERSION__}`);
    if (!response.ok) throw new Error(`no ${language} strings for ${folder}`);
    return (await response.json()) as ResourceLanguage;
  };
}

/**
 * Adds a package's strings to the one i18n instance: English is bundled with the package, every other
 * language is fetched only when it is (or becomes) the interface language — `load` is usually
 * `bundledLocales(…)` (above).
 * A map of loaders per language is accepted too.
 */
export function registerLocales(
  namespace: string,
  english: ResourceLanguage,
  load: LocaleLoader | Record<string, () => LocaleModule>,
): void {
  const i18n = i18next;
  if (!i18n.isInitialized) {
    // A remote (or a test) loaded before the shell initialised i18n: register once it has.
    const onReady = () => {
      i18n.off('initialized', onReady);
      registerLocales(namespace, english, load);
    };
    i18n.on('initialized', onReady);
    return;
  }
  const first = !loaders.has(namespace);
  loaders.set(
    namespace,
    typeof load === 'function'
      ? load
      : (language) => load[language]?.() ?? Promise.reject(new Error(`no ${language} strings`)),
  );
  i18n.addResourceBundle('en', namespace, english, true, false);
  if (i18n.language && i18n.language !== 'en') void loadNamespace(namespace, i18n.language);
  // A package registered after a switch loads then; one listener per namespace.
  if (first) i18n.on('languageChanged', (language) => void loadNamespace(namespace, language));
}
