import { describe, it, expect } from '@jest/globals';
import { formatRelativeTime, relativeTime } from './relative-time.js';

const now = '2026-05-20T12:00:00Z';

describe('relative time', () => {
  it('uses years once a whole year has passed', () => {
    expect(relativeTime('2024-03-01T00:00:00Z', now)).toEqual({ unit: 'year', value: -2 });
    expect(relativeTime('2025-05-20T12:00:00Z', now)).toEqual({ unit: 'year', value: -1 });
  });

  it('uses months below a year once a whole calendar month has passed', () => {
    expect(relativeTime('2025-05-21T12:00:00Z', now)).toEqual({ unit: 'month', value: -11 });
    expect(relativeTime('2026-04-20T12:00:00Z', now)).toEqual({ unit: 'month', value: -1 });
  });

  it('uses weeks below a month', () => {
    expect(relativeTime('2026-04-21T12:00:00Z', now)).toEqual({ unit: 'week', value: -4 });
    expect(relativeTime('2026-05-13T12:00:00Z', now)).toEqual({ unit: 'week', value: -1 });
  });

  it('uses days below a week', () => {
    expect(relativeTime('2026-05-14T12:00:00Z', now)).toEqual({ unit: 'day', value: -6 });
    expect(relativeTime('2026-05-19T11:00:00Z', now)).toEqual({ unit: 'day', value: -1 });
  });

  it('falls back to 0 days under a day', () => {
    expect(relativeTime('2026-05-20T01:00:00Z', now)).toEqual({ unit: 'day', value: 0 });
    expect(relativeTime(now, now)).toEqual({ unit: 'day', value: 0 });
  });

  it('gives a positive value for a moment after now', () => {
    expect(relativeTime('2026-06-03T12:00:00Z', now)).toEqual({ unit: 'week', value: 2 });
    expect(relativeTime(new Date('2027-06-01T00:00:00Z'), new Date(now))).toEqual({ unit: 'year', value: 1 });
  });

  it('refuses a value that is not a date', () => {
    expect(() => relativeTime('long ago', now)).toThrow(RangeError);
  });

  describe('written in a locale', () => {
    it('writes English and Russian with their own plurals', () => {
      expect(formatRelativeTime('2026-04-29T12:00:00Z', now, 'en')).toBe('3 weeks ago');
      expect(formatRelativeTime('2026-04-29T12:00:00Z', now, 'ru')).toBe('3 недели назад');
      expect(formatRelativeTime('2021-01-01', now, 'ru')).toBe('5 лет назад');
    });

    it('writes under a day as the past, or as today with numeric auto', () => {
      expect(formatRelativeTime(now, now, 'en')).toBe('0 days ago');
      expect(formatRelativeTime(now, now, 'en', { numeric: 'auto' })).toBe('today');
    });

    it('writes a future moment forwards', () => {
      expect(formatRelativeTime('2026-05-22T12:00:00Z', now, 'en')).toBe('in 2 days');
    });
  });
});
