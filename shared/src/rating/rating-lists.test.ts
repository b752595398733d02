import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import type { FightResult } from '../domain-types.js';
import { RatingLedger, tournamentsOf } from './rating-lists.js';
import { computeWeaponRatings, type RatedFightResult } from './weapon-ratings.js';

const RESULTS: FightResult[] = ['F1_WIN', 'F2_WIN', 'DRAW', 'NO_WIN', 'BOTH_WIN', 'NONE'];
const FIGHTERS = ['anna', 'boris', 'clara', 'dmitri', 'elena', 'fedor'];

/** A tournament's bouts in one weapon, counted in the world zone and (sometimes) its own zone, as the server reads. */
const tournament = fc.record({
  date: fc.constantFrom('2020-12-30', '2021-02-01', '2021-02-01', '2022-06-11', '2023-03-05', '2024-09-20'),
  weaponId: fc.constantFrom('longsword', 'sabre'),
  zoneId: fc.constantFrom('EU', 'RU', 'W'),
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
type Tournament = (typeof tournament extends fc.Arbitrary<infer T> ? T : never) & {
  id: string;
  /** Bumped on every change, as the server's digest (fingerprints of the fights) is. */
  version: number;
};

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

/**
 * A change the results job meets: a tournament finishes, a result is fixed, a fight is dropped, the date or zone
 * of a tournament moves, an import is withdrawn (its tournament goes), or something that does not rate changes
 * (the digest moves, the bouts do not).
 */
const change = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), tournament }),
  fc.record({ kind: fc.constant('fix' as const), at: fc.nat(), result: fc.constantFrom(...RESULTS) }),
  fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant('move' as const),
    at: fc.nat(),
    date: fc.constantFrom('2021-01-15', '2022-06-11', '2025-01-01'),
  }),
  fc.record({ kind: fc.constant('zone' as const), at: fc.nat(), zoneId: fc.constantFrom('EU', 'RU', 'W') }),
  fc.record({ kind: fc.constant('withdraw' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('touch' as const), at: fc.nat() }),
);
type Change = typeof change extends fc.Arbitrary<infer T> ? T : never;

let made = 0;
const named = (t: typeof tournament extends fc.Arbitrary<infer T> ? T : never): Tournament => ({
  ...t,
  id: `t${(made += 1)}`,
  version: 0,
});

function applyChange(tournaments: Tournament[], c: Change): Tournament[] {
  if (c.kind === 'add') return [...tournaments, named(c.tournament)];
  if (tournaments.length === 0) return tournaments;
  const index = c.at % tournaments.length;
  const t = { ...tournaments[index], version: tournaments[index].version + 1 };
  const copy = [...tournaments];
  if (c.kind === 'withdraw') copy.splice(index, 1);
  else if (c.kind === 'move') copy[index] = { ...t, date: c.date };
  else if (c.kind === 'zone') copy[index] = { ...t, zoneId: c.zoneId };
  else if (c.kind === 'touch') copy[index] = t;
  else {
    const bouts = [...t.bouts];
    const at = c.at % bouts.length;
    if (c.kind === 'fix') bouts[at] = { ...bouts[at], result: c.result };
    else bouts.splice(at, 1);
    copy[index] = { ...t, bouts };
  }
  return copy;
}

/** One run as the rating worker does it: only the tournaments whose digest changed are read (their rows given). */
function run(ledger: RatingLedger, tournaments: readonly Tournament[], digests: boolean) {
  const named = tournaments.map((t) => ({ tournamentId: t.id, digest: digests ? `${t.version}` : null }));
  const read = new Set(ledger.toRead(named));
  return ledger.update(named, boutsOf(tournaments.filter((t) => read.has(t.id))));
}

describe('rating lists kept between runs', () => {
  it.each([
    ['with digests (only changed tournaments read)', true],
    ['without digests (every tournament read and compared)', false],
  ])('equal a full recomputation after any sequence of changes, %s', (_, digests) => {
    fc.assert(
      fc.property(
        fc.array(tournament, { maxLength: 8 }),
        fc.array(change, { minLength: 1, maxLength: 5 }),
        (start, changes) => {
          let tournaments = start.map(named);
          const ledger = new RatingLedger();
          let before = run(ledger, tournaments, digests);
          expect(before.lists.map((l) => l.ratings())).toEqual(fullRecomputation(boutsOf(tournaments)));
          expect(before.periodsRated).toBe(before.periods);
          for (const c of changes) {
            tournaments = applyChange(tournaments, c);
            const full = fullRecomputation(boutsOf(tournaments));
            const names = (lists: { weaponId: string; zoneId: string }[]) =>
              lists.map((l) => `${l.weaponId}/${l.zoneId}`);
            const beforeNames = names(before.lists);
            const next = run(ledger, tournaments, digests);
            expect(next.lists.map((l) => l.ratings())).toEqual(full);
            // Lists gone are reported, and only those.
            expect(names(next.removed).sort()).toEqual(
              beforeNames.filter((n) => !names(full).includes(n)).sort(),
            );
            // A change that rates nothing (or a touch) rates no period again.
            if (c.kind === 'touch') expect(next.periodsRated).toBe(0);
            before = next;
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

  const rate = (ledger: RatingLedger, rows: RatedFightResult[]) => ledger.update(tournamentsOf(rows), rows);

  it('rates only the new period when one more tournament finishes, and reads only that tournament', () => {
    const ledger = new RatingLedger();
    rate(ledger, history);
    const t4 = bout('boris', 'anna', 'F1_WIN', 't4', '2025-03-01');
    const tournaments = ['t1', 't2', 't3', 't4'].map((id) => ({
      tournamentId: id,
      digest: id === 't4' ? 'new' : 'old',
    }));
    ledger.update(tournaments.slice(0, 3), history);
    expect(ledger.toRead(tournaments)).toEqual(['t4']);
    // Only the new tournament's rows are given: the others are kept from the run before.
    const after = ledger.update(tournaments, [t4]);
    expect(after.lists[0]).toMatchObject({ fromPeriod: 3, changed: true });
    expect(after).toMatchObject({ periodsRated: 1, periods: 4, tournamentsCounted: 1 });
    expect(after.lists.map((l) => l.ratings())).toEqual(fullRecomputation([...history, t4]));
  });

  it('rates from an old tournament on when its result is fixed, and nothing when nothing changed', () => {
    const ledger = new RatingLedger();
    rate(ledger, history);
    const fixedRows = [history[0], { ...history[1], result: 'F1_WIN' as const }, history[2]];
    const fixed = rate(ledger, fixedRows);
    expect(fixed.lists[0].fromPeriod).toBe(1);
    expect(fixed.periodsRated).toBe(2);
    const again = rate(ledger, fixedRows);
    expect(again.lists[0]).toMatchObject({ fromPeriod: 3, changed: false });
    expect(again.periodsRated).toBe(0);
    expect(again.lists.map((l) => l.ratings())).toEqual(fullRecomputation(fixedRows));
  });

  it('keeps the digests the writer set on parts not rated again, and drops those of parts rated again', () => {
    const ledger = new RatingLedger();
    const first = rate(ledger, history);
    first.lists[0].rowsDigest = 'rows';
    first.lists[0].periods.forEach((period, i) => (period.digest = `p${i}`));
    const fixed = rate(ledger, [history[0], history[1], { ...history[2], result: 'DRAW' as const }]);
    expect(fixed.lists[0].rowsDigest).toBeUndefined();
    expect(fixed.lists[0].periods.map((p) => p.digest)).toEqual(['p0', 'p1', undefined]);
  });
});
