import { describe, expect, it } from '@jest/globals';
import { MERGE_KINDS } from '@hema/shared/contracts/admin';
import { createInstance } from 'i18next';
import en from '../../../i18n/pages/en.json' with { type: 'json' };
import ru from '../../../i18n/pages/ru.json' with { type: 'json' };
import { mergeKindLabel } from './merge-kind-label';

async function translator(lng: 'en' | 'ru') {
  const i18n = createInstance();
  await i18n.init({ lng, ns: ['pages'], resources: { en: { pages: en }, ru: { pages: ru } } });
  return i18n.getFixedT(lng, ['translation', 'pages']);
}

describe('merge kinds in words', () => {
  it.each(['en', 'ru'] as const)(
    'names every kind of row a merge moves (%s), never a raw key',
    async (lng) => {
      const t = await translator(lng);
      for (const kind of MERGE_KINDS) {
        const label = mergeKindLabel(t, kind);
        expect({ kind, label }).toEqual({ kind, label: expect.not.stringMatching(/kinds\.|^[a-z]+[A-Z]/) });
        expect(label).not.toBe(kind);
      }
      expect(mergeKindLabel(t, 'categoryResults')).toBe(
        lng === 'en' ? 'Category results' : 'Результаты в категориях',
      );
    },
  );

  it('reads an unknown kind as other records', async () => {
    expect(mergeKindLabel(await translator('en'), 'somethingNew')).toBe('Other records');
  });
});
