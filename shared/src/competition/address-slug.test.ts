import { describe, expect, it } from '@jest/globals';
import { slug } from '../contracts/fields.js';
import { addressSlug, firstFreeSlug } from './address-slug.js';

describe('addressSlug', () => {
  it('turns a title into a lower-case address with hyphens', () => {
    expect(addressSlug('Helsinki Open 2026!')).toBe('helsinki-open-2026');
    expect(addressSlug('  Fechtschule   -- Cup ')).toBe('fechtschule-cup');
  });

  it('transliterates Russian titles and drops accents', () => {
    expect(addressSlug('Кубок Москвы 2026')).toBe('kubok-moskvy-2026');
    // Cyrillic before accents: й keeps its own letter instead of losing its breve to become и.
    expect(addressSlug('Бойцовский клуб')).toBe('boytsovskiy-klub');
    expect(addressSlug('Škoda Turnier Zürich')).toBe('skoda-turnier-zurich');
  });

  it('always gives an address the contract accepts, even from a title with no letters', () => {
    for (const title of ['!!!', '', '☃☃', 'a'.repeat(300), '12345678-1234-1234-1234-123456789012']) {
      expect(slug.safeParse(addressSlug(title)).success).toBe(true);
    }
    expect(addressSlug('!!!')).toBe('tournament');
  });
});

describe('firstFreeSlug', () => {
  it('numbers a taken address from 2', () => {
    expect(firstFreeSlug('open', new Set())).toBe('open');
    expect(firstFreeSlug('open', new Set(['open', 'open-2']))).toBe('open-3');
  });
});
