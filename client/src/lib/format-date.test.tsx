import { describe, expect, it } from '@jest/globals';
import { formatDate, formatDateTime, formatTimeOfDayNear } from './format-date';

describe('one date format, following the interface language', () => {
  it('writes a calendar date in the medium style of the language, the same day in every time zone', () => {
    expect(formatDate('2024-04-13', 'en')).toBe('Apr 13, 2024');
    expect(formatDate('2024-04-13', 'ru')).toBe('13 апр. 2024 г.');
    expect(formatDate('2024-04-13T00:00:00.000Z', 'en')).toBe('Apr 13, 2024');
    expect(formatDate(null, 'en')).toBe('—');
    expect(formatDate('not a date', 'en')).toBe('—');
    expect(formatDateTime('2024-04-13T10:30:00.000Z', 'en')).toMatch(/^Apr 13, 2024, \d{1,2}:30/);
  });
});

describe('a time of day near now', () => {
  const now = new Date(2026, 5, 13, 18, 30);
  it('is the clock alone today, with the weekday on another day', () => {
    expect(formatTimeOfDayNear(new Date(2026, 5, 13, 19, 5).toISOString(), 'en', now)).toBe('19:05');
    expect(formatTimeOfDayNear(new Date(2026, 5, 14, 9, 5).toISOString(), 'en', now)).toBe('Sun 09:05');
    expect(formatTimeOfDayNear(new Date(2026, 5, 14, 9, 5).toISOString(), 'ru', now)).toBe('вс 09:05');
    expect(formatTimeOfDayNear(null, 'en', now)).toBe('—');
  });
});
