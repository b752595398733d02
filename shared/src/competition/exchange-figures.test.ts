import { describe, expect, it } from '@jest/globals';
import { exchangeTallyOf, type Exchange, type ExchangeRecord } from '../fight/exchanges.js';
import { exchangeFigures } from './exchange-figures.js';
import { fightersFigures } from './statistics.js';
import { entrants, fight, scheduled } from './test-support/swiss-fixtures.js';

const record = (exchange: Exchange): ExchangeRecord => ({
  at: 0,
  exchange,
  deltas: { score1: 0, score2: 0, doubles: 0 },
});
const clean = (side: 1 | 2) => record({ kind: 'clean', side, points: 1 });
const afterblow = (side: 1 | 2) => record({ kind: 'afterblow', side, points: 2, afterblowPoints: 1 });
const double = record({ kind: 'double' });
const none = record({ kind: 'none' });

describe('a fighter’s exchange figures', () => {
  // a–b by exchanges: a lands 2 clean, b 1; b hits first once and a answers; one double; one without a hit; an
  // undone clean hit of b's that does not count.
  const ab = fight('a', 'b', 3, 2, {
    exchanges: exchangeTallyOf(
      [clean(1), clean(1), clean(2), afterblow(2), double, none, clean(2)].map((r, i) =>
        i === 6 ? { ...r, undoneAt: 5 } : r,
      ),
    ),
  });
  // c–a by exchanges (a is the second side): a lands 1 clean and hits first once, c answers; two doubles.
  const ca = fight('c', 'a', 1, 4, { exchanges: exchangeTallyOf([clean(2), afterblow(2), double, double]) });
  // a–d by points only: no exchange history, left out.
  const ad = fight('a', 'd', 5, 0, { doubles: 4 });

  it('counts landed and received hits, afterblows both ways, doubles and no-hits from each side’s view', () => {
    expect(exchangeFigures('a', [ab, ca, ad])).toEqual({
      fights: 2,
      exchanges: 10,
      cleanLanded: 3,
      cleanReceived: 1,
      afterblowsGiven: 1,
      afterblowsReceived: 1,
      doubles: 3,
      noHit: 1,
      doubleRate: 30,
    });
    expect(exchangeFigures('b', [ab, ca, ad])).toMatchObject({
      fights: 1,
      cleanLanded: 1,
      cleanReceived: 2,
      afterblowsGiven: 0,
      afterblowsReceived: 1,
      doubleRate: 17,
    });
  });

  it('leaves out fights scored by points only, unfinished fights and fights whose every exchange was undone', () => {
    expect(exchangeTallyOf([clean(1), clean(2)].map((r) => ({ ...r, undoneAt: 3 })))).toBeNull();
    expect(exchangeTallyOf(undefined)).toBeNull();
    const unfinished = { ...scheduled('d', 'e'), exchanges: exchangeTallyOf([clean(1)]) };
    expect(exchangeFigures('d', [ad, unfinished])).toBeNull();
  });

  it('comes with the per-fighter statistics, null for a fighter with no fight scored by exchanges', () => {
    const [a, , , d] = fightersFigures(entrants('a', 'b', 'c', 'd'), [ab, ca, ad]);
    expect(a.exchanges).toMatchObject({ fights: 2, exchanges: 10 });
    expect(a.fights).toBe(3);
    expect(d.exchanges).toBeNull();
  });
});
