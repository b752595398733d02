import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { startupLocale } from '@hema/shared/ui-rules/zone-rules';
import { readItem, rememberedCountry, STORAGE_KEYS, writeItem } from '../lib/storage';
import en from './en.json' with { type: 'json' };

/**
 * Interface languages (spec §1, §9): English is the default and its shell texts are bundled; Russian is loaded on
 * demand.
 */
export const LANGUAGES = ['en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

type Translations = typeof en;

/** Each extra language is its own chunk, fetched the first time it is chosen. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Translations }>> = {
  ru: () => import('./ru.json', { with: { type: 'json' } }),
};

/**
 * Texts loaded on demand, so they stay out of the first load; each language has its own chunk. `common` is the
 * part of the default namespace (`translation`) the shell does not show itself: the texts pages share (lists, live
 * scores, people, form errors and the error notification); it is merged into `translation` (same keys, no prefix)
 * and every page loads it with its code. `content` holds the long texts of the content pages, `pages` the texts of
 * the other pages; both are namespaces of their own.
 */
export type LazyNamespace = 'common' | 'content' | 'pages';

type Bundle = () => Promise<{ default: object }>;

const namespaceLoaders: Record<LazyNamespace, Record<Language, Bundle>> = {
  common: {
    en: () => import('./common/en.json', { with: { type: 'json' } }),
    ru: () => import('./common/ru.json', { with: { type: 'json' } }),
  },
  content: {
    en: () => import('./content/en.json', { with: { type: 'json' } }),
    ru: () => import('./content/ru.json', { with: { type: 'json' } }),
  },
  pages: {
    en: () => import('./pages/en.json', { with: { type: 'json' } }),
    ru: () => import('./pages/ru.json', { with: { type: 'json' } }),
  },
};

/** Where each lazy set of texts lives in i18next. */
const targetNamespace = (namespace: LazyNamespace) => (namespace === 'common' ? 'translation' : namespace);

/** Namespaces some page asked for: a language switch loads them too before it happens. */
const requestedNamespaces = new Set<LazyNamespace>();

type Texts = { [key: string]: unknown };
const isTexts = (value: unknown): value is Texts =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `texts` with `more` added, section by section (`common` adds to sections the shell's texts have: errors, auth).
 * New objects: i18next's own deep merge would write into the objects it holds, the imported shell texts.
 */
function mergeTexts(texts: Texts, more: Texts): Texts {
  const result = { ...texts };
  for (const [key, value] of Object.entries(more)) {
    const own = texts[key];
    result[key] = isTexts(own) && isTexts(value) ? mergeTexts(own, value) : value;
  }
  return result;
}

/** Each bundle (`common/en`, …) is fetched and added once, however many pages ask at the same time. */
const bundleLoads = new Map<string, Promise<void>>();

function ensureNamespace(namespace: LazyNamespace, language: Language): Promise<void> {
  const id = `${namespace}/${language}`;
  let load = bundleLoads.get(id);
  if (!load) {
    load = namespaceLoaders[namespace][language]().then(({ default: bundle }) => {
      const target = targetNamespace(namespace);
      const texts = mergeTexts(i18next.getResourceBundle(language, target) ?? {}, bundle as Texts);
      i18next.addResourceBundle(language, target, texts, false, true);
    });
    // A failed fetch (offline) is tried again the next time a page asks.
    load.catch(() => bundleLoads.delete(id));
    bundleLoads.set(id, load);
  }
  return load;
}

/** Loads a lazy namespace for the current language (and English, the fallback); later switches keep it loaded. */
export async function loadNamespace(namespace: LazyNamespace): Promise<void> {
  requestedNamespaces.add(namespace);
  const language = currentLanguage();
  await Promise.all([ensureNamespace(namespace, DEFAULT_LANGUAGE), ensureNamespace(namespace, language)]);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(): Language {
  return chosenLanguage() ?? countryLanguage() ?? DEFAULT_LANGUAGE;
}

/**
 * The language the country detected earlier in this tab implies (spec §4: Russia → Russian), so that the next page
 * of a Russian visitor who never chose starts in Russian instead of switching from English once the country is
 * asked again (the whole page re-laid out, a layout shift).
 */
function countryLanguage(): Language | null {
  const country = rememberedCountry();
  return country
    ? startupLocale({ country, zones: [], currentZoneId: null, chosenLanguage: null }).language
    : null;
}

/** The language the visitor chose in the selector (persisted), or null when they never chose. */
export function chosenLanguage(): Language | null {
  const value = readItem(STORAGE_KEYS.language);
  return isLanguage(value) ? value : null;
}

/** The language the interface shows now; also sent as Accept-Language. */
export function currentLanguage(): Language {
  const value = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** Initializes i18next with English, then switches to `language` (loading its bundle) if it is not English. */
export async function initI18n(language: Language = storedLanguage()): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      resources: { en: { translation: en } },
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  }
  await setLanguage(language, { persist: false });
}

/** Loads the language's bundle when missing, switches to it and remembers the choice. */
export async function setLanguage(language: Language, { persist = true } = {}): Promise<void> {
  if (language !== 'en' && !i18next.hasResourceBundle(language, 'translation')) {
    const bundle = await loaders[language]();
    i18next.addResourceBundle(language, 'translation', bundle.default, true, true);
  }
  await Promise.all([...requestedNamespaces].map((namespace) => ensureNamespace(namespace, language)));
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  if (persist) writeItem(STORAGE_KEYS.language, language);
}

export { i18next };
