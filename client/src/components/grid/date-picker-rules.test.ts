import { describe, expect, it } from '@jest/globals';
import { nextView, openingView, parseTypedDate, previousView } from './date-picker-rules';

describe('date picker views (spec §4)', () => {
  it('walks year → month → day → time and closes at the minimum view', () => {
    expect(nextView('year', 'time')).toBe('month');
    expect(nextView('month', 'time')).toBe('day');
    expect(nextView('day', 'time')).toBe('time');
    expect(nextView('time', 'time')).toBeNull();
    expect(nextView('day', 'day')).toBeNull();
    expect(nextView('month', 'month')).toBeNull();
    expect(nextView('year', 'year')).toBeNull();
  });

  it('goes back one level from the heading, none above the years', () => {
    expect(previousView('time')).toBe('day');
    expect(previousView('day')).toBe('month');
    expect(previousView('month')).toBe('year');
    expect(previousView('year')).toBeNull();
  });

  it('opens on the days unless the minimum view is coarser', () => {
    expect(openingView('time')).toBe('day');
    expect(openingView('day')).toBe('day');
    expect(openingView('month')).toBe('month');
    expect(openingView('year')).toBe('year');
  });
});

describe('typed dates (spec §5)', () => {
  it('accepts yyyy-MM-dd text that is a real date', () => {
    expect(parseTypedDate('2026-05-03', 'YYYY-MM-DD')).toEqual({ ok: true, value: '2026-05-03' });
    expect(parseTypedDate('2028-02-29', 'YYYY-MM-DD')).toEqual({ ok: true, value: '2028-02-29' });
  });

  it('refuses text that does not parse to a valid date', () => {
    for (const text of ['2026-02-30', '2026-13-01', '03.05.2026', 'tomorrow', '2026-5-3']) {
      expect(parseTypedDate(text, 'YYYY-MM-DD')).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('clears the value for empty text', () => {
    expect(parseTypedDate('  ', 'YYYY-MM-DD')).toEqual({ ok: true, value: null });
  });

  it('refuses dates outside the limits or among the disabled dates', () => {
    const limits = { min: '2026-01-01', max: '2026-12-31', disabled: ['2026-06-01'] };
    expect(parseTypedDate('2025-12-31', 'YYYY-MM-DD', limits)).toEqual({ ok: false, reason: 'unavailable' });
    expect(parseTypedDate('2027-01-01', 'YYYY-MM-DD', limits)).toEqual({ ok: false, reason: 'unavailable' });
    expect(parseTypedDate('2026-06-01', 'YYYY-MM-DD', limits)).toEqual({ ok: false, reason: 'unavailable' });
    expect(parseTypedDate('2026-06-02', 'YYYY-MM-DD', limits)).toEqual({ ok: true, value: '2026-06-02' });
  });

  it('takes hours 0–23 and minutes 0–59 with the time view', () => {
    expect(parseTypedDate('2026-05-03 23:59', 'YYYY-MM-DD', {}, true)).toEqual({
      ok: true,
      value: '2026-05-03 23:59',
    });
    expect(parseTypedDate('2026-05-03 24:00', 'YYYY-MM-DD', {}, true)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(parseTypedDate('2026-05-03 12:60', 'YYYY-MM-DD', {}, true)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});

describe('the MMMM YYYY wrapper format', () => {
  it('shows and reads month names in the interface language', async () => {
    await import('dayjs/locale/ru');
    const { formatForInput } = await import('./date-picker-rules');
    expect(formatForInput('2026-05-01', 'MMMM YYYY', false, 'en')).toBe('May 2026');
    expect(parseTypedDate('May 2026', 'MMMM YYYY')).toEqual({ ok: true, value: '2026-05-01' });
    expect(formatForInput('2026-05-01', 'MMMM YYYY', false, 'ru')).toBe('май 2026');
    expect(parseTypedDate('Mayo 2026', 'MMMM YYYY')).toEqual({ ok: false, reason: 'invalid' });
  });
});
