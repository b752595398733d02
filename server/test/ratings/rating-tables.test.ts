import { describe, expect, it } from '@jest/globals';
import { RatingLedger } from '@hema/shared/rating/rating-lists';
import type { RatedFightResult } from '@hema/shared/rating/weapon-ratings';
import { ratingTables, type RatingDigest, type RatingTables } from '../../src/ratings/rating-tables.js';

const W = '00000000-0000-4000-8000-00000000000a';
const Z = '00000000-0000-4000-8000-00000000000b';
const A = '00000000-0000-4000-8000-000000000001';
const B = '00000000-0000-4000-8000-000000000002';
const C = '00000000-0000-4000-8000-000000000003';

const bout = (fighter1: string, fighter2: string, tournamentId: string, date: string): RatedFightResult => ({
  fighter1,
  fighter2,
  result: 'F1_WIN',
  weaponId: W,
  zoneId: Z,
  date,
  nominationId: `00000000-0000-4000-8000-0000000000${tournamentId}`,
  tournamentId: `00000000-0000-4000-9000-0000000000${tournamentId}`,
});

/** The values of one array literal (ids, numbers and dates: nothing quoted needs unescaping here). */
const values = (literal: string) =>
  literal === '{}'
    ? []
    : literal
        .slice(1, -1)
        .split(',')
        .map((v) => v.replace(/"/g, ''));

/** The digests a committed write of `tables` leaves stored, given those stored before. */
function storedAfter(before: RatingDigest[], tables: RatingTables): RatingDigest[] {
  const [w, z, p] = tables.replacedDigests.map(values);
  const gone = new Set(w.map((_, i) => `${w[i]} ${z[i]} ${p[i]}`));
  const [nw, nz, np, nd] = tables.digests.map(values);
  return [
    ...before.filter((d) => !gone.has(`${d.weaponId} ${d.zoneId} ${d.part}`)),
    ...nw.map((_, i) => ({ weaponId: nw[i], zoneId: nz[i], part: np[i], digest: nd[i] })),
  ];
}

describe('the rating tables a run writes', () => {
  it('send only what changed in a list whose stored rows the worker built: the grown rows as three numbers, a fighter gone as a key', () => {
    const ledger = new RatingLedger();
    const one = [bout(A, B, '01', '2024-01-10')];
    const two = [bout(A, C, '02', '2024-02-10')];
    const tournaments = (ids: string[]) =>
      ids.map((id) => ({ tournamentId: `00000000-0000-4000-9000-0000000000${id}`, digest: id }));
    const first = ratingTables(ledger.update(tournaments(['01', '02']), [...one, ...two]), []);
    expect(first).toMatchObject({ everything: true, ratingCount: 3, grownCount: 0 });
    const stored = storedAfter([], first);

    // The second tournament goes: C has no bout left, A's rating changes, B only has one period less of growth.
    const second = ratingTables(ledger.update(tournaments(['01']), []), stored);
    expect(second).toMatchObject({ everything: false, replacedListCount: 0, ratingCount: 1, grownCount: 1 });
    expect(values(second.ratings[2])).toEqual([A]);
    expect(values(second.grown[2])).toEqual([B]);
    expect(values(second.goneRows[2])).toEqual([C]);

    // The second write did not commit (or another replica wrote): the table holds not what the worker built last,
    // and the next list is sent whole.
    const third = ratingTables(
      ledger.update(tournaments(['01', '03']), [...one, bout(B, C, '03', '2024-03-10')]),
      stored,
    );
    expect(third).toMatchObject({ replacedListCount: 1, ratingCount: 3, grownCount: 0, goneRowCount: 0 });
  });
});
