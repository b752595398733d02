import { describe, expect, it } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import type { RatedFighter } from '@hema/shared/contracts/ratings';
import { loadNamespace, setLanguage } from '../i18n/i18n';
import { useRatingGrid } from '../features/rating/hooks/use-rating-grid';
import { formatDate, formatDateTime } from './format-date';

describe('one date format, following the interface language', () => {
  it('writes a calendar date in the medium style of the language, the same day in every time zone', () => {
    expect(formatDate('2024-04-13', 'en')).toBe('Apr 13, 2024');
    expect(formatDate('2024-04-13', 'ru')).toBe('13 апр. 2024 г.');
    expect(formatDate('2024-04-13T00:00:00.000Z', 'en')).toBe('Apr 13, 2024');
    expect(formatDate(null, 'en')).toBe('—');
    expect(formatDate('not a date', 'en')).toBe('—');
    expect(formatDateTime('2024-04-13T10:30:00.000Z', 'en')).toMatch(/^Apr 13, 2024, \d{1,2}:30/);
  });

  it('is what the rating list writes for the last tournament, not the browser’s 4/13/2024', async () => {
    await loadNamespace('pages');
    const lastDate = () => {
      // Unmounted before the language switches, so no hook re-renders outside act().
      const { result, unmount } = renderHook(() => useRatingGrid({ byType: false, zoneId: null }));
      const column = result.current.columns.find((c) => c.key === 'lastDate');
      unmount();
      return column?.render({ lastDate: '2024-04-13' } as RatedFighter);
    };
    expect(lastDate()).toBe('Apr 13, 2024');
    await setLanguage('ru', { persist: false });
    try {
      expect(lastDate()).toBe('13 апр. 2024 г.');
    } finally {
      await setLanguage('en', { persist: false });
    }
  });
});
