// The ONE i18next instance of the app. @iq/i18n is a Module Federation singleton, so the shell
// and every remote import this very module: a namespace a remote registers here is visible to
// the instance the shell initialised, and a language change reaches every mounted screen.
//
// Loading model:
// - 'common' (the shell's strings): English bundled, each other locale one chunk (common-resources.ts).
// - Each remote registers its own namespace with one lazy loader per locale, typically
//   `() => import('./locales/fr-FR.json')`, so webpack emits one chunk per locale.
// - A small backend plugin reads (locale, namespace) from that registry; useTranslation('landing')
//   suspends until the remote's strings for the current locale (and the en-US fallback) are in.
import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { COMMON_ENGLISH, COMMON_LOADERS, COMMON_NAMESPACE } from './common-resources';
import {
  DEFAULT_LOCALE,
  SUPPORTED_LOCALES,
  htmlLang,
  isLocale,
  normalizeLocale,
  persistLocale,
  type Locale,
} from './locales';

/** What a loader may resolve to: an ES module namespace of a JSON file, or the object itself. */
export type NamespaceModule = { default: object } | object;

/** One lazy loader per supported locale: a namespace without a locale does not type-check. */
export type NamespaceLoaders = Readonly<Record<Locale, () => Promise<NamespaceModule>>>;

export interface RegisterNamespaceOptions {
  /**
   * Replace loaders already registered under this name and reload the namespace (hot module
   * replacement in a dev harness). Off by default, so two teams picking the same namespace
   * find out at once instead of overwriting each other's strings.
   */
  overrideExisting?: boolean;
}

export class NamespaceNotRegisteredError extends Error {
  constructor(readonly namespace: string) {
    super(`i18n namespace "${namespace}" was used before any remote registered it (registerNamespace)`);
    this.name = 'NamespaceNotRegisteredError';
  }
}

/** The app-wide instance. Prefer useTranslation() in components; this is for providers and plain code. */
export const i18n: I18n = i18next.createInstance();

const registry = new Map<string, NamespaceLoaders>([[COMMON_NAMESPACE, COMMON_LOADERS]]);

// i18next marks a load that failed as done and never retries it by itself, so a namespace
// asked for before its remote registered it is reloaded as soon as it is registered.
const requestedBeforeRegistration = new Set<string>();

/** Retries of a failed chunk load (a flaky network), 350 ms then 700 ms apart. */
const MAX_LOAD_RETRIES = 2;

function unwrapModule(loaded: NamespaceModule): ResourceKey {
  if ('default' in loaded && typeof loaded.default === 'object' && loaded.default !== null) {
    return loaded.default as ResourceKey;
  }
  return loaded as ResourceKey;
}

/** The i18next backend plugin that reads (locale, namespace) from the registry above. */
export const registryBackend: BackendModule = {
  type: 'backend',
  // read(language, namespace, callback); the second callback argument tells i18next to retry.
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const loaders = registry.get(namespace);
    if (!loaders) {
      requestedBeforeRegistration.add(namespace);
      callback(new NamespaceNotRegisteredError(namespace), false);
      return;
    }
    if (!isLocale(language)) {
      callback(new Error(`i18n: no strings for unsupported locale "${language}"`), false);
      return;
    }
    loaders[language]().then(
      (loaded) => callback(null, unwrapModule(loaded)),
      (error: unknown) => callback(error instanceof Error ? error : String(error), true),
    );
  },
};

/**
 * Register a remote's namespace with one lazy loader per locale. Call it at module level of the
 * remote's entry (before anything renders useTranslation(ns)); registering the same loaders
 * object again is a no-op. Throws on a name clash ('common' belongs to the shell).
 */
export function registerNamespace(
  ns: string,
  loaders: NamespaceLoaders,
  { overrideExisting = false }: RegisterNamespaceOptions = {},
): void {
  const existing = registry.get(ns);
  if (existing === loaders) return;
  if (existing && !overrideExisting) {
    throw new Error(`i18n namespace "${ns}" is already registered; each remote owns its own namespace`);
  }
  registry.set(ns, loaders);
  const wasRequested = requestedBeforeRegistration.delete(ns);
  if (i18n.isInitialized && (existing || wasRequested)) {
    void i18n.reloadResources([...i18n.languages], [ns]);
  }
}

/**
 * The loaders of a remote's namespace: English (the fallback every locale also needs) given
 * directly, so it ships inside the page's own chunk, and every other locale loaded on demand.
 */
export function localeLoaders(
  english: object,
  load: (locale: Exclude<Locale, 'en-US'>) => Promise<NamespaceModule>,
): NamespaceLoaders {
  const loaders = { 'en-US': async () => english } as Record<Locale, () => Promise<NamespaceModule>>;
  for (const locale of SUPPORTED_LOCALES) {
    if (locale !== 'en-US') loaders[locale] = () => load(locale);
  }
  return loaders;
}

/** Whether a namespace has loaders (for dev harnesses and tests). */
export function isNamespaceRegistered(ns: string): boolean {
  return registry.has(ns);
}

function setDocumentLang(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(locale);
}

let initialization: Promise<I18n> | null = null;

/**
 * Initialise the shared instance once, in `locale`. Later calls resolve when that first
 * initialisation is done and switch to `locale` if it differs, so a remote's dev harness and the
 * shell can both call it. Sets <html lang>; persisting the choice is the caller's (persistLocale).
 */
export function initI18n(locale: Locale = DEFAULT_LOCALE): Promise<I18n> {
  if (initialization) {
    return initialization.then(async (instance) => {
      if (instance.language !== locale) await switchLanguage(locale);
      return instance;
    });
  }
  setDocumentLang(locale);
  initialization = i18n
    .use(registryBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      supportedLngs: SUPPORTED_LOCALES,
      fallbackLng: DEFAULT_LOCALE,
      // Only the exact tags: there is no 'fr' or 'zh' bundle, only 'fr-FR' and 'zh-CN'.
      load: 'currentOnly',
      ns: [COMMON_NAMESPACE],
      defaultNS: COMMON_NAMESPACE,
      resources: { [DEFAULT_LOCALE]: { [COMMON_NAMESPACE]: COMMON_ENGLISH } },
      // English 'common' bundled; the backend loads the rest (another locale's 'common' too).
      partialBundledLanguages: true,
      maxRetries: MAX_LOAD_RETRIES,
      // React escapes what it renders; escaping here too would show &amp; to users.
      interpolation: { escapeValue: false },
      // 'loaded' re-renders a screen whose namespace arrives late (registered after first use).
      react: { useSuspense: true, bindI18n: 'languageChanged loaded' },
    })
    .then(() => i18n)
    .catch((error: unknown) => {
      initialization = null;
      throw error;
    });
  return initialization;
}

async function switchLanguage(locale: Locale): Promise<void> {
  // changeLanguage loads every namespace in use for the new locale before it switches, so
  // mounted screens go from one complete language to the other without showing keys.
  await i18n.changeLanguage(locale);
  // Two quick switches can finish out of order; the page follows what i18next shows.
  setDocumentLang(currentLocale());
}

/** The user picked a language: switch every screen, remember it (cookie) and set <html lang>. */
export async function changeLocale(locale: Locale): Promise<void> {
  if (initialization) {
    await initialization;
    await switchLanguage(locale);
  } else {
    await initI18n(locale);
  }
  // Remember only the language that won if the user clicked twice before the first loaded.
  if (i18n.language === locale) persistLocale(locale);
}

/** The locale the shared instance is showing now (the default before initialisation). */
export function currentLocale(): Locale {
  return normalizeLocale(i18n.language) ?? DEFAULT_LOCALE;
}
