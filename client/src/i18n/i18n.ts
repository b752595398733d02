import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readItem, STORAGE_KEYS, writeItem } from '../lib/storage';
import en from './en.json' with { type: 'json' };

/** Interface languages (spec §1, §9): English is bundled and the default, Russian is loaded on demand. */
export const LANGUAGES = ['en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

type Translations = typeof en;

/** Each extra language is its own chunk, fetched the first time it is chosen. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Translations }>> = {
  ru: () => import('./ru.json', { with: { type: 'json' } }),
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(): Language {
  const value = readItem(STORAGE_KEYS.language);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
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
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  if (persist) writeItem(STORAGE_KEYS.language, language);
}

export { i18next };
