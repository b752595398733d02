import { describe, expect, it } from '@jest/globals';
import type { Entrant, FightRecord, FighterId } from '../domain-types.js';
import { DUPLICATE_PAIRS } from './competition-warnings.js';
import { pairSwissRound, type SwissPair } from './swiss.js';
import { bye, draw, entrants, field, pairKey, scheduled, win } from './test-support/swiss-fixtures.js';

const asPairs = (pairs: SwissPair[]) => pairs.map((p) => [p.fighter1, p.fighter2]);

describe('swiss pairing', () => {
  it('pairs the top half against the bottom half in round one', () => {
    const round = pairSwissRound({ fighters: field(8), history: [], round: 1 });
    expect(asPairs(round.pairs)).toEqual([
      ['F1', 'F5'],
      ['F2', 'F6'],
      ['F3', 'F7'],
      ['F4', 'F8'],
    ]);
    expect(round.bye).toBeNull();
    expect(round.warnings).toEqual([]);
  });

  it('pairs within score groups after the first round', () => {
    const history = [win('F1', 'F5'), win('F2', 'F6'), win('F3', 'F7'), win('F4', 'F8')];
    const round = pairSwissRound({ fighters: field(8), history, round: 2 });
    expect(asPairs(round.pairs)).toEqual([
      ['F1', 'F3'],
      ['F2', 'F4'],
      ['F5', 'F7'],
      ['F6', 'F8'],
    ]);
  });

  it('floats the leftover of an odd score group down to the top of the next group', () => {
    const history = [win('F1', 'F4'), win('F2', 'F5'), win('F3', 'F6')];
    const round = pairSwissRound({ fighters: field(6), history, round: 2 });
    expect(asPairs(round.pairs)).toEqual([
      ['F1', 'F2'],
      ['F3', 'F4'],
      ['F5', 'F6'],
    ]);
  });

  it('avoids a rematch by pairing the leader further down', () => {
    const history = [win('F1', 'F3'), win('F2', 'F4'), win('F1', 'F2'), win('F3', 'F4')];
    const round = pairSwissRound({ fighters: field(4), history, round: 3 });
    expect(asPairs(round.pairs)).toEqual([
      ['F1', 'F4'],
      ['F2', 'F3'],
    ]);
    expect(round.warnings).toEqual([]);
  });

  it('never takes a pair that would force a rematch later in the round', () => {
    // F6 has met F2, F3 and F5: only F1 or F4 can still meet F6, so F1 must not take F4. Of the
    // pairings left, the one that keeps every pair across the halves wins (as a Dutch transposition).
    const history = [scheduled('F6', 'F2'), scheduled('F6', 'F3'), scheduled('F6', 'F5')];
    const round = pairSwissRound({ fighters: field(6), history, round: 2 });
    expect(asPairs(round.pairs)).toEqual([
      ['F1', 'F6'],
      ['F2', 'F4'],
      ['F3', 'F5'],
    ]);
  });

  it('counts a scheduled fight without a result as a meeting', () => {
    const round = pairSwissRound({ fighters: field(4), history: [scheduled('F1', 'F3')], round: 2 });
    const keys = round.pairs.map((p) => pairKey(p.fighter1, p.fighter2));
    expect(keys).not.toContain(pairKey('F1', 'F3'));
  });

  it('never pairs a dropped-out fighter', () => {
    const fighters: Entrant[] = field(5).map((f) => (f.id === 'F2' ? { ...f, droppedOut: true } : f));
    const round = pairSwissRound({ fighters, history: [], round: 1 });
    const paired = round.pairs.flatMap((p) => [p.fighter1, p.fighter2]);
    expect(paired).not.toContain('F2');
    expect(paired.sort()).toEqual(['F1', 'F3', 'F4', 'F5']);
    expect(round.bye).toBeNull();
  });

  it('echoes the round it pairs', () => {
    expect(pairSwissRound({ fighters: field(2), history: [], round: 7 }).round).toBe(7);
  });

  it('pairs nobody in an empty field and gives a lone fighter the bye', () => {
    expect(pairSwissRound({ fighters: [], history: [], round: 1 })).toEqual({
      round: 1,
      pairs: [],
      bye: null,
      warnings: [],
    });
    expect(pairSwissRound({ fighters: field(1), history: [], round: 1 }).bye).toBe('F1');
  });

  it('gives the same pairing whatever the order of fighters and fights', () => {
    const history = [win('F1', 'F4'), win('F5', 'F2'), win('F3', 'F6'), bye('F7')];
    const one = pairSwissRound({ fighters: field(7), history, round: 2 });
    const two = pairSwissRound({ fighters: field(7).reverse(), history: [...history].reverse(), round: 2 });
    expect(two).toEqual(one);
  });
});

/** Match points from fights against fighters of another stage: no meeting inside this one. */
const earlier = (...results: Array<[FighterId, 'win' | 'draw' | 'loss']>): FightRecord[] =>
  results.map(([id, result]) =>
    result === 'win'
      ? win(id, 'elsewhere')
      : result === 'loss'
        ? win('elsewhere', id)
        : draw(id, 'elsewhere'),
  );

describe('swiss floats', () => {
  it('keeps a score group together when it can pair without rematches, even if its leader must not take the first choice', () => {
    // F1–F4 have a win each; F2 has already met F3 and F4, so only F1–F2 and F3–F4 keep the group
    // together. Pairing the leader first (F1–F3) would have sent F2 and F4 down to the group below.
    const history = [
      ...earlier(['F1', 'win'], ['F2', 'win'], ['F3', 'win'], ['F4', 'win']),
      scheduled('F2', 'F3'),
      scheduled('F2', 'F4'),
    ];
    const round = pairSwissRound({ fighters: field(8), history, round: 2 });
    expect(asPairs(round.pairs)).toEqual([
      ['F1', 'F2'],
      ['F3', 'F4'],
      ['F5', 'F7'],
      ['F6', 'F8'],
    ]);
  });

  it('floats one fighter down only when the top group has no rematch-free pairing', () => {
    // F1 has met everyone else in the top group: F1 floats to the top of the next group, and the
    // group left with three floats its lowest (F4) as well.
    const history = [
      ...earlier(['F1', 'win'], ['F2', 'win'], ['F3', 'win'], ['F4', 'win']),
      scheduled('F1', 'F2'),
      scheduled('F1', 'F3'),
      scheduled('F1', 'F4'),
    ];
    const round = pairSwissRound({ fighters: field(6), history, round: 2 });
    expect(asPairs(round.pairs)).toEqual([
      ['F1', 'F5'],
      ['F2', 'F3'],
      ['F4', 'F6'],
    ]);
  });

  it('floats both fighters of a group that has met, the higher one meeting the higher one', () => {
    const history = [...earlier(['F1', 'win'], ['F2', 'win']), scheduled('F1', 'F2')];
    const round = pairSwissRound({ fighters: field(4), history, round: 2 });
    expect(asPairs(round.pairs)).toEqual([
      ['F1', 'F3'],
      ['F2', 'F4'],
    ]);
  });

  it('floats the odd fighter to the next group even when that starts a chain of floats through it', () => {
    // 18 points: F1–F3, 12: F4–F5, 6: F6–F8. F3 meeting F6 would be one float, but it skips the
    // 12-point group (requirements.md: a leftover floats to the next group); F3–F4 pushes F5 down to F6.
    const history = earlier(
      ['F1', 'win'],
      ['F1', 'win'],
      ['F2', 'win'],
      ['F2', 'win'],
      ['F3', 'win'],
      ['F3', 'win'],
      ['F4', 'win'],
      ['F4', 'loss'],
      ['F5', 'win'],
      ['F5', 'loss'],
      ['F6', 'loss'],
      ['F6', 'loss'],
      ['F7', 'loss'],
      ['F7', 'loss'],
      ['F8', 'loss'],
      ['F8', 'loss'],
    );
    const round = pairSwissRound({ fighters: field(8), history, round: 3 });
    expect(asPairs(round.pairs)).toEqual([
      ['F1', 'F2'],
      ['F3', 'F4'],
      ['F5', 'F6'],
      ['F7', 'F8'],
    ]);
  });

  it('among as many floats, crosses the fewest match points', () => {
    // 18, 15, 12 and 9 points: every pairing has two floats; F1–F2 and F3–F4 cross 3 points each.
    const history = earlier(
      ['F1', 'win'],
      ['F1', 'win'],
      ['F2', 'win'],
      ['F2', 'draw'],
      ['F3', 'win'],
      ['F3', 'loss'],
      ['F4', 'draw'],
      ['F4', 'loss'],
    );
    const round = pairSwissRound({ fighters: field(4), history, round: 3 });
    expect(asPairs(round.pairs)).toEqual([
      ['F1', 'F2'],
      ['F3', 'F4'],
    ]);
  });
});

describe('swiss bye', () => {
  it('gives the bye to the lowest-ranked fighter', () => {
    const round = pairSwissRound({ fighters: field(5), history: [], round: 1 });
    expect(round.bye).toBe('F5');
    expect(asPairs(round.pairs)).toEqual([
      ['F1', 'F3'],
      ['F2', 'F4'],
    ]);
  });

  it('gives the bye to the lowest-ranked fighter without a bye yet', () => {
    const history = [win('F1', 'F3'), win('F2', 'F4'), bye('F5')];
    const round = pairSwissRound({ fighters: field(5), history, round: 2 });
    expect(round.bye).toBe('F4');
    expect(asPairs(round.pairs)).toEqual([
      ['F1', 'F2'],
      ['F5', 'F3'],
    ]);
  });

  it('gives a second bye only once everyone has had one, again to the lowest-ranked', () => {
    const history: FightRecord[] = [bye('A'), bye('B'), bye('C')];
    const round = pairSwissRound({ fighters: entrants('A', 'B', 'C'), history, round: 4 });
    expect(round.bye).toBe('C');
  });

  it('moves the bye up when the lowest-ranked bye would force a rematch', () => {
    const round = pairSwissRound({ fighters: entrants('A', 'B', 'C'), history: [win('A', 'B')], round: 2 });
    expect(round.bye).toBe('B');
    expect(asPairs(round.pairs)).toEqual([['A', 'C']]);
    expect(round.warnings).toEqual([]);
  });
});

describe('swiss when every pairing repeats a fight', () => {
  it('warns "Next rounds may have duplicate pairs" once everyone has met everyone', () => {
    const history = [
      win('F1', 'F2'),
      win('F3', 'F4'),
      win('F1', 'F3'),
      win('F2', 'F4'),
      win('F1', 'F4'),
      win('F2', 'F3'),
    ];
    const round = pairSwissRound({ fighters: field(4), history, round: 4 });
    expect(round.warnings).toEqual([DUPLICATE_PAIRS]);
    expect(round.pairs).toHaveLength(2);
  });

  it('repeats as few fights as possible', () => {
    // F1 has met everyone, the others have not met each other: one rematch is enough.
    const history = [scheduled('F1', 'F2'), scheduled('F1', 'F3'), scheduled('F1', 'F4')];
    const round = pairSwissRound({ fighters: field(4), history, round: 4 });
    const met = new Set(history.map((f) => pairKey(f.fighter1 as string, f.fighter2 as string)));
    const rematches = round.pairs.filter((p) => met.has(pairKey(p.fighter1, p.fighter2)));
    expect(rematches).toHaveLength(1);
    expect(round.warnings).toEqual([DUPLICATE_PAIRS]);
  });
});

describe('swiss speed', () => {
  it('pairs a round of 256 fighters in well under a second', () => {
    const fighters = field(256);
    const history: FightRecord[] = [];
    for (let round = 1; round <= 4; round++) {
      const paired = pairSwissRound({ fighters, history, round });
      paired.pairs.forEach((p, i) =>
        history.push(i % 3 === 0 ? win(p.fighter2, p.fighter1) : win(p.fighter1, p.fighter2)),
      );
    }
    const started = performance.now();
    const round = pairSwissRound({ fighters, history, round: 5 });
    expect(performance.now() - started).toBeLessThan(500);
    expect(round.pairs).toHaveLength(128);
    expect(round.warnings).toEqual([]);
  });
});
