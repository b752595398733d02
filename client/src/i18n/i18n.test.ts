import { afterAll, describe, expect, it } from '@jest/globals';
import { readItem, STORAGE_KEYS } from '../lib/storage';
import commonEn from './common/en.json' with { type: 'json' };
import commonRu from './common/ru.json' with { type: 'json' };
import contentEn from './content/en.json' with { type: 'json' };
import contentRu from './content/ru.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import pagesEn from './pages/en.json' with { type: 'json' };
import pagesRu from './pages/ru.json' with { type: 'json' };
import ru from './ru.json' with { type: 'json' };
import { currentLanguage, i18next, loadNamespace, setLanguage } from './i18n';

function flatKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? flatKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function emptyValues(tree: object): string[] {
  const values = (node: object, prefix: string): [string, unknown][] =>
    Object.entries(node).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null
        ? values(value, `${prefix}${key}.`)
        : [[`${prefix}${key}`, value]],
    );
  return values(tree, '')
    .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
    .map(([key]) => key);
}

describe('locales', () => {
  afterAll(async () => {
    await setLanguage('en');
  });

  it('gives English and Russian exactly the same keys', () => {
    expect(flatKeys(ru).sort()).toEqual(flatKeys(en).sort());
  });

  it('gives English and Russian the same keys in the lazily loaded texts too', () => {
    expect(flatKeys(commonRu).sort()).toEqual(flatKeys(commonEn).sort());
    expect(flatKeys(pagesRu).sort()).toEqual(flatKeys(pagesEn).sort());
    expect(flatKeys(contentRu).sort()).toEqual(flatKeys(contentEn).sort());
  });

  it('has no key both in the shell texts and in the common ones merged into them', () => {
    const shell = new Set(flatKeys(en));
    expect(flatKeys(commonEn).filter((key) => shell.has(key))).toEqual([]);
  });

  it('has no empty translations', () => {
    for (const locale of [en, ru, commonEn, commonRu, pagesEn, pagesRu, contentEn, contentRu])
      expect(emptyValues(locale)).toEqual([]);
  });

  it('keeps the validation texts of spec §5 in English word for word', () => {
    expect(commonEn.validation.required).toBe('Field required');
    expect(commonEn.validation.email).toBe('Something is wrong with this email. Please check');
    expect(commonEn.notFound.title).toBe('Oh, hell. 404');
    expect(en.errors.title).toBe('Error');
    expect(en.errors.unknown).toBe('Unknown error');
  });

  it('counts fights in English with one and other', () => {
    expect(i18next.t('fights_count', { count: 1, lng: 'en' })).toBe('1 fight');
    expect(i18next.t('fights_count', { count: 5, lng: 'en' })).toBe('5 fights');
  });

  it('loads Russian on demand and uses the Russian plural forms (1 бой, 2 боя, 5 боёв)', async () => {
    expect(i18next.hasResourceBundle('ru', 'translation')).toBe(false);
    await setLanguage('ru');
    expect(currentLanguage()).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');
    expect(i18next.t('fights_count', { count: 1 })).toBe('1 бой');
    expect(i18next.t('fights_count', { count: 2 })).toBe('2 боя');
    expect(i18next.t('fights_count', { count: 5 })).toBe('5 боёв');
    expect(i18next.t('fights_count', { count: 21 })).toBe('21 бой');
    expect(i18next.t('fights_count', { count: 22 })).toBe('22 боя');
    expect(i18next.t('fights_count', { count: 11 })).toBe('11 боёв');
  });

  it('remembers the chosen language in local storage', async () => {
    await setLanguage('ru');
    expect(readItem(STORAGE_KEYS.language)).toBe('ru');
    await setLanguage('en');
    expect(readItem(STORAGE_KEYS.language)).toBe('en');
  });
  it('merges the common texts into the default namespace beside the shell texts, in both languages', async () => {
    await loadNamespace('common');
    expect(i18next.t('errors.pageTitle')).toBe(en.errors.pageTitle);
    expect(i18next.t('errors.codes.not-found')).toBe(commonEn.errors.codes['not-found']);
    await setLanguage('ru');
    expect(i18next.t('errors.pageTitle')).toBe(ru.errors.pageTitle);
    expect(i18next.t('errors.codes.not-found')).toBe(commonRu.errors.codes['not-found']);
    await setLanguage('en');
  });

  it('loads a lazy namespace for the current language and keeps it on a language switch', async () => {
    await loadNamespace('pages');
    expect(i18next.t('pages:timer.start')).toBe('Start');
    await setLanguage('ru');
    expect(i18next.t('pages:timer.start')).toBe('Старт');
    expect(i18next.t('pages:management.usersCount', { count: 5 })).toBe('5 пользователей');
    await setLanguage('en');
  });
});
