import { describe, it, expect } from '@jest/globals';
import { dateRangeCollapse, formatDateRange } from './date-range.js';

/** ICU puts thin or narrow no-break spaces around dashes; compare with plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('date range collapsing', () => {
  it('tells which parts two dates share', () => {
    expect(dateRangeCollapse('2026-05-03', '2026-05-03')).toBe('same-day');
    expect(dateRangeCollapse('2026-05-03', '2026-05-05')).toBe('same-month');
    expect(dateRangeCollapse('2026-05-03', '2026-06-05')).toBe('same-year');
    expect(dateRangeCollapse('2025-12-28', '2026-01-03')).toBe('different-years');
  });

  it('reads dates in UTC unless given a time zone', () => {
    const lateEvening = '2026-05-03T22:30:00Z';
    expect(dateRangeCollapse(lateEvening, '2026-05-04T08:00:00Z')).toBe('same-month');
    expect(dateRangeCollapse(lateEvening, '2026-05-04T08:00:00Z', { timeZone: 'Europe/Moscow' })).toBe(
      'same-day',
    );
  });

  it('writes the same day once', () => {
    expect(plain(formatDateRange('2026-05-03', '2026-05-03', 'en'))).toBe('May 3, 2026');
    expect(plain(formatDateRange('2026-05-03', '2026-05-03', 'ru'))).toBe('3 мая 2026 г.');
  });

  it('writes no end as a single date', () => {
    expect(plain(formatDateRange('2026-05-03', null, 'en'))).toBe('May 3, 2026');
    expect(plain(formatDateRange(new Date('2026-05-03'), undefined, 'ru'))).toBe('3 мая 2026 г.');
  });

  it('writes a shared month and year once', () => {
    expect(plain(formatDateRange('2026-05-03', '2026-05-05', 'en'))).toMatch(/^May 3 ?– ?5, 2026$/);
    expect(plain(formatDateRange('2026-05-03', '2026-05-05', 'ru'))).toMatch(/^3 ?– ?5 мая 2026 г\.$/);
  });

  it('writes a shared year once across two months', () => {
    expect(plain(formatDateRange('2026-05-03', '2026-06-05', 'en'))).toBe('May 3 – June 5, 2026');
    expect(plain(formatDateRange('2026-05-03', '2026-06-05', 'ru'))).toBe('3 мая – 5 июня 2026 г.');
  });

  it('writes both dates in full across a change of year', () => {
    expect(plain(formatDateRange('2025-12-28', '2026-01-03', 'en'))).toBe(
      'December 28, 2025 – January 3, 2026',
    );
    expect(plain(formatDateRange('2025-12-28', '2026-01-03', 'ru'))).toBe(
      '28 декабря 2025 г. – 3 января 2026 г.',
    );
  });

  it('swaps dates given in reverse order', () => {
    expect(formatDateRange('2026-06-05', '2026-05-03', 'en')).toBe(
      formatDateRange('2026-05-03', '2026-06-05', 'en'),
    );
  });

  it('refuses a value that is not a date', () => {
    expect(() => formatDateRange('soon', null, 'en')).toThrow(RangeError);
    expect(() => dateRangeCollapse('2026-05-03', new Date(Number.NaN))).toThrow(RangeError);
  });
});
