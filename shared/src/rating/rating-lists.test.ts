import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import type { FightResult } from '../domain-types.js';
import { rateLists } from './rating-lists.js';
import { computeWeaponRatings, type RatedFightResult } from './weapon-ratings.js';

const RESULTS: FightResult[] = ['F1_WIN', 'F2_WIN', 'DRAW', 'NO_WIN', 'BOTH_WIN', 'NONE'];
const FIGHTERS = ['anna', 'boris', 'clara', 'dmitri', 'elena', 'fedor'];

/** A tournament's bouts in one weapon, counted in the world zone and (sometimes) its own zone, as the server reads. */
const tournament = fc.record({
  id: fc.constantFrom('t1', 't2', 't3', 't4', 't5', 't6', 't7'),
  date: fc.constantFrom('2020-12-30', '2021-02-01', '2021-02-01', '2022-06-11', '2023-03-05', '2024-09-20'),
  weaponId: fc.constantFrom('longsword', 'sabre'),
  zoneId: fc.constantFrom('EU', 'W'),
  bouts: fc.array(
    fc.record({
      fighter1: fc.option(fc.constantFrom(...FIGHTERS), { nil: null, freq: 10 }),
      fighter2: fc.constantFrom(...FIGHTERS),
      result: fc.constantFrom(...RESULTS),
      nominationId: fc.constantFrom('n1', 'n2'),
    }),
    { minLength: 1, maxLength: 6 },
  ),
});
type Tournament = typeof tournament extends fc.Arbitrary<infer T> ? T : never;

function boutsOf(tournaments: readonly Tournament[]): RatedFightResult[] {
  const rows: RatedFightResult[] = [];
  for (const t of tournaments)
    for (const bout of t.bouts) {
      const row = { ...bout, weaponId: t.weaponId, date: t.date, tournamentId: t.id };
      rows.push({ ...row, zoneId: 'W' });
      if (t.zoneId !== 'W') rows.push({ ...row, zoneId: t.zoneId });
    }
  return rows;
}

/** What the server computed before: one computeWeaponRatings call per list, one period per tournament. */
const fullRecomputation = (rows: readonly RatedFightResult[]) =>
  computeWeaponRatings(rows, { perTournament: true });

/** A change the results job meets: a tournament finishes, a result is fixed, a fight is dropped, a date moves. */
const change = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), tournament }),
  fc.record({ kind: fc.constant('fix' as const), at: fc.nat(), result: fc.constantFrom(...RESULTS) }),
  fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant('move' as const),
    at: fc.nat(),
    date: fc.constantFrom('2021-01-15', '2022-06-11', '2025-01-01'),
  }),
);
type Change = typeof change extends fc.Arbitrary<infer T> ? T : never;

function applyChange(tournaments: Tournament[], c: Change): Tournament[] {
  if (c.kind === 'add') return [...tournaments, c.tournament];
  if (tournaments.length === 0) return tournaments;
  const index = c.at % tournaments.length;
  const t = tournaments[index];
  const copy = [...tournaments];
  if (c.kind === 'move') copy[index] = { ...t, date: c.date };
  else {
    const bouts = [...t.bouts];
    const at = c.at % bouts.length;
    if (c.kind === 'fix') bouts[at] = { ...bouts[at], result: c.result };
    else bouts.splice(at, 1);
    copy[index] = { ...t, bouts };
  }
  return copy;
}

describe('rating lists recomputed from the earliest changed period', () => {
  it('equal a full recomputation after any sequence of changes', () => {
    fc.assert(
      fc.property(
        fc.array(tournament, { maxLength: 8 }),
        fc.array(change, { minLength: 1, maxLength: 4 }),
        (start, changes) => {
          let tournaments = start;
          let run = rateLists(boutsOf(tournaments));
          expect(run.lists.map((l) => l.ratings)).toEqual(fullRecomputation(boutsOf(tournaments)));
          for (const c of changes) {
            tournaments = applyChange(tournaments, c);
            const rows = boutsOf(tournaments);
            const full = fullRecomputation(rows);
            const next = rateLists(rows, run.state);
            expect(next.lists.map((l) => l.ratings)).toEqual(full);
            const kept = new Set(full.map((l) => `${l.weaponId}/${l.zoneId}`));
            for (const gone of next.removed) expect(kept.has(`${gone.weaponId}/${gone.zoneId}`)).toBe(false);
            for (const before of run.lists) {
              const name = `${before.ratings.weaponId}/${before.ratings.zoneId}`;
              if (!kept.has(name))
                expect(next.removed).toContainEqual({
                  weaponId: before.ratings.weaponId,
                  zoneId: before.ratings.zoneId,
                });
            }
            run = next;
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  const bout = (
    fighter1: string,
    fighter2: string,
    result: FightResult,
    tournamentId: string,
    date: string,
  ) => ({
    fighter1,
    fighter2,
    result,
    date,
    tournamentId,
    weaponId: 'longsword',
    zoneId: 'W',
    nominationId: 'n1',
  });
  const history = [
    bout('anna', 'boris', 'F1_WIN', 't1', '2022-01-10'),
    bout('clara', 'boris', 'DRAW', 't2', '2023-05-01'),
    bout('anna', 'clara', 'F2_WIN', 't3', '2024-02-03'),
  ];

  it('rates only the new period when one more tournament finishes', () => {
    const before = rateLists(history);
    const after = rateLists([...history, bout('boris', 'anna', 'F1_WIN', 't4', '2025-03-01')], before.state);
    expect(after.lists[0].fromPeriod).toBe(3);
    expect(after.lists[0].changed).toBe(true);
  });

  it('rates from an old tournament on when its result is fixed, and nothing when nothing changed', () => {
    const before = rateLists(history);
    const fixed = rateLists([history[0], { ...history[1], result: 'F1_WIN' }, history[2]], before.state);
    expect(fixed.lists[0].fromPeriod).toBe(1);
    const again = rateLists([history[0], { ...history[1], result: 'F1_WIN' }, history[2]], fixed.state);
    expect(again.lists[0]).toMatchObject({ fromPeriod: 3, changed: false });
  });
});
