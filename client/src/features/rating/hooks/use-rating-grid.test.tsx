import { describe, expect, it } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import type { RatedFighter } from '@hema/shared/contracts/ratings';
import { loadNamespace, setLanguage } from '../../../i18n/i18n';
import { useRatingGrid } from './use-rating-grid';

// The rating list writes its dates with the one date helper (lib/format-date), in the interface language.
describe('the rating list’s dates', () => {
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
