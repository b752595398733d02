import { describe, expect, it } from '@jest/globals';
import { MATCHING_TRANSLATE, clubKey, matchingKey, sameName } from './name-matching.js';

describe('matchingKey', () => {
  it('ignores apostrophe and quote variants', () => {
    const variants = ["O'Neill", 'O’Neill', 'O‘Neill', 'O`Neill', 'O´Neill', 'ONeill'];
    expect(new Set(variants.map(matchingKey))).toEqual(new Set(['oneill']));
    for (const club of ['"Fechtschule" Helsinki', '«Fechtschule» Helsinki', '“Fechtschule” Helsinki'])
      expect(matchingKey(club)).toBe('fechtschule helsinki');
  });

  it('ignores case, accents and repeated spaces', () => {
    expect(matchingKey('  Åström   Fäktklubb ')).toBe('astrom faktklubb');
    expect(sameName('École d’Armes', "ecole  d'armes")).toBe(true);
    expect(matchingKey('Фёдор  Ёлкин')).toBe('федор елкин');
  });

  it('keeps names that differ in letters apart', () => {
    expect(sameName('Moscow HEMA Club', 'Moscow HEMA Club 2')).toBe(false);
    expect(sameName('Ivan Petrov', 'Иван Петров')).toBe(false);
    expect(matchingKey(null)).toBe('');
  });
});

describe('clubKey', () => {
  it('leaves out legal-form suffixes and punctuation', () => {
    expect(clubKey('Fechtschule Helsinki ry')).toBe(clubKey('Fechtschule Helsinki'));
    expect(clubKey('Berliner Fechtschule e.V.')).toBe('berliner fechtschule');
    expect(clubKey('ООО «Школа Меча»')).toBe(clubKey('Школа меча'));
    expect(clubKey('St. George’s Guild')).toBe(clubKey("St George's Guild"));
  });

  it('keeps a club that is only a legal form, and different clubs apart', () => {
    expect(clubKey('Ltd')).toBe('ltd');
    expect(clubKey('Moscow HEMA Club')).not.toBe(clubKey('Moscow HEMA'));
  });
});

describe('MATCHING_TRANSLATE', () => {
  /** What Postgres' translate(lower(text), from, to) does, character by character. */
  const translate = (text: string) =>
    [...text.toLowerCase()]
      .map((c) => {
        const at = MATCHING_TRANSLATE.from.indexOf(c);
        return at < 0 ? c : (MATCHING_TRANSLATE.to[at] ?? '');
      })
      .join('');

  it('gives the database the same key for accented and quoted names', () => {
    for (const name of ['O’Neill', 'Åström', 'Dvořák', 'Ёлкин', 'Süßmann', '«Ключ»', 'Łukasz', 'Plain'])
      expect(translate(name)).toBe(matchingKey(name));
  });
});
