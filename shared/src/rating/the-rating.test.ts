import { ratingFigure, theRating } from './the-rating.js';
import { computeWeaponRatings } from './weapon-ratings.js';

describe('the rating', () => {
  it('is r − 2·RD, shown in whole points', () => {
    expect(theRating(1413, 62)).toBe(1289);
    expect(ratingFigure(1413.4, 62.1)).toBe(1289);
    expect(ratingFigure(1500, 350)).toBe(800);
  });

  it('is what the weapon rating list ranks by', () => {
    const bout = { weaponId: 'w', zoneId: 'z', date: '2024-03-01', nominationId: 'n' } as const;
    const lists = computeWeaponRatings([
      { ...bout, fighter1: 'a', fighter2: 'b', result: 'F1_WIN' },
      { ...bout, fighter1: 'a', fighter2: 'c', result: 'F1_WIN' },
    ]);
    for (const row of lists[0].rows) expect(row.weightedRating).toBe(theRating(row.rating, row.rd));
  });
});
