import { describe, it, expect } from '@jest/globals';
import { isFilterEmpty } from './filter-emptiness.js';

describe('filter emptiness', () => {
  it('counts a text filter empty when blank', () => {
    for (const value of ['', '   ', null, undefined]) expect(isFilterEmpty('text', value)).toBe(true);
    expect(isFilterEmpty('text', 'Lich')).toBe(false);
    expect(isFilterEmpty('text', 0)).toBe(false);
  });

  it('counts a date filter empty when blank or not a date', () => {
    expect(isFilterEmpty('date', '')).toBe(true);
    expect(isFilterEmpty('date', null)).toBe(true);
    expect(isFilterEmpty('date', new Date(Number.NaN))).toBe(true);
    expect(isFilterEmpty('date', '2026-05-03')).toBe(false);
    expect(isFilterEmpty('date', new Date('2026-05-03'))).toBe(false);
  });

  it('counts a number filter empty when 0 or falsy', () => {
    for (const value of [0, '', null, undefined, Number.NaN, '0'])
      expect(isFilterEmpty('number', value)).toBe(true);
    expect(isFilterEmpty('number', 3)).toBe(false);
    expect(isFilterEmpty('number', -1)).toBe(false);
    expect(isFilterEmpty('number', '12')).toBe(false);
  });

  it('counts a select filter empty only when null or undefined', () => {
    expect(isFilterEmpty('select', null)).toBe(true);
    expect(isFilterEmpty('select', undefined)).toBe(true);
    expect(isFilterEmpty('select', 0)).toBe(false);
    expect(isFilterEmpty('select', '')).toBe(false);
    expect(isFilterEmpty('select', false)).toBe(false);
  });

  it('treats select-api like select', () => {
    expect(isFilterEmpty('select-api', null)).toBe(true);
    expect(isFilterEmpty('select-api', 'club-1')).toBe(false);
    expect(isFilterEmpty('select-api', 0)).toBe(false);
  });

  it('counts a radio filter empty when 0, or when never set', () => {
    expect(isFilterEmpty('radio', 0)).toBe(true);
    expect(isFilterEmpty('radio', null)).toBe(true);
    expect(isFilterEmpty('radio', undefined)).toBe(true);
    expect(isFilterEmpty('radio', 1)).toBe(false);
    expect(isFilterEmpty('radio', false)).toBe(false);
  });

  it('counts checkbox and select-multi filters empty when the list is empty or never set', () => {
    for (const type of ['checkbox', 'select-multi'] as const) {
      expect(isFilterEmpty(type, [])).toBe(true);
      expect(isFilterEmpty(type, null)).toBe(true);
      expect(isFilterEmpty(type, undefined)).toBe(true);
      expect(isFilterEmpty(type, ['a'])).toBe(false);
    }
  });
});
