import { describe, expect, it } from '@jest/globals';
import { categoryPlaces, categoryResults, medalOf } from './category-places.js';

const placings = (...pairs: [string, number | null][]) =>
  pairs.map(([fighterId, place]) => ({ fighterId, place }));

describe('final places of a category', () => {
  const finals = placings(['a', 1], ['b', 2], ['c', 3], ['d', 3]);
  const pools = placings(['a', 1], ['e', 1], ['b', 2], ['f', 3], ['c', 4], ['g', 4], ['d', 5]);

  it('places the finals stage first, then those who stayed in earlier stages by their place there', () => {
    expect(categoryPlaces([finals, pools])).toEqual([
      { fighterId: 'a', place: 1, stage: 0 },
      { fighterId: 'b', place: 2, stage: 0 },
      { fighterId: 'c', place: 3, stage: 0 },
      { fighterId: 'd', place: 3, stage: 0 },
      { fighterId: 'e', place: 5, stage: 1 },
      { fighterId: 'f', place: 6, stage: 1 },
      { fighterId: 'g', place: 7, stage: 1 },
    ]);
  });

  it('keeps undecided fighters unplaced without moving anyone below them up', () => {
    const running = placings(['a', null], ['b', null], ['c', 3], ['d', 3]);
    const places = categoryPlaces([running, pools]);
    expect(places.map((p) => p.place)).toEqual([null, null, 3, 3, 5, 6, 7]);
  });

  it('gives the medals to places 1–3 of the finals stage only (two bronzes without a bronze fight)', () => {
    const results = categoryResults([
      { type: 'POOL', toTheFinals: false, finished: true, placings: pools },
      { type: 'SWISS', toTheFinals: true, finished: true, placings: finals },
    ]);
    expect(results).toMatchObject({ finalsStage: 1, finished: true });
    expect(results.medallists.map((p) => [p.fighterId, p.place, medalOf(p.place)])).toEqual([
      ['a', 1, 'gold'],
      ['b', 2, 'silver'],
      ['c', 3, 'bronze'],
      ['d', 3, 'bronze'],
    ]);
    expect(results.places.find((p) => p.fighterId === 'e')).toMatchObject({ place: 5, stage: 0 });
  });

  it('gives no medals and no places of a stage before it is finished', () => {
    const results = categoryResults([
      { type: 'POOL', toTheFinals: false, finished: true, placings: pools },
      { type: 'SWISS', toTheFinals: true, finished: false, placings: finals },
    ]);
    expect(results).toMatchObject({ finished: false, medallists: [] });
    expect(results.places.slice(0, 4).map((p) => p.place)).toEqual([null, null, null, null]);
  });

  it('places by the last stage but gives no medals without a stage marked to the finals', () => {
    const results = categoryResults([{ type: 'POOL', toTheFinals: false, finished: true, placings: pools }]);
    expect(results).toMatchObject({ finalsStage: null, finished: false, medallists: [] });
    expect(results.places[0]).toMatchObject({ fighterId: 'a', place: 1, stage: 0 });
  });
});
