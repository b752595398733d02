import { describe, it, expect } from '@jest/globals';
import { fightView } from './fight-engine.js';
import { exchangeDeltas, tallyExchanges, type Exchange } from './exchanges.js';
import type { FightEvent } from './events.js';
import { play, refusalOf, runningFight } from './test-support/fight-scenario.js';

const exchange = (at: number, value: Exchange): FightEvent => ({ type: 'EXCHANGE', at, exchange: value });
const afterblow: Exchange = { kind: 'afterblow', side: 1, points: 3, afterblowPoints: 1 };

describe('exchanges, not only points', () => {
  it.each([
    ['none', { score1: 3, score2: 0, doubles: 0 }],
    ['deductive', { score1: 2, score2: 0, doubles: 0 }],
    ['full', { score1: 3, score2: 1, doubles: 0 }],
  ] as const)('an afterblow under the %s rule', (afterblowRule, deltas) => {
    expect(exchangeDeltas({ afterblow: afterblowRule }, afterblow)).toEqual(deltas);
  });

  it('a deductive afterblow worth more than the hit leaves the first hitter at 0, never below', () => {
    expect(
      exchangeDeltas(
        { afterblow: 'deductive' },
        { kind: 'afterblow', side: 2, points: 1, afterblowPoints: 2 },
      ),
    ).toEqual({ score1: 0, score2: 0, doubles: 0 });
  });

  it('records every exchange in order, including doubles and "no exchange", and scores them', () => {
    const fight = play(
      runningFight({ afterblow: 'full' }),
      exchange(2_000, { kind: 'clean', side: 2, points: 2 }),
      exchange(3_000, { kind: 'none' }),
      exchange(4_000, { kind: 'double' }),
      exchange(5_000, afterblow),
    );
    expect(fightView(fight)).toMatchObject({ score1: 3, score2: 3, doubles: 1 });
    expect(fight.context.exchanges?.map((record) => record.exchange.kind)).toEqual([
      'clean',
      'none',
      'double',
      'afterblow',
    ]);
    expect(tallyExchanges(fight.context.exchanges)).toEqual({
      clean1: 0,
      clean2: 1,
      afterblowsBy1: 0,
      afterblowsBy2: 1,
      doubles: 1,
      none: 1,
    });
  });

  it('undo takes back the last exchange that stands, keeps its record marked, and the next undo the one before', () => {
    const fight = play(
      runningFight(),
      exchange(2_000, { kind: 'clean', side: 1, points: 1 }),
      exchange(3_000, { kind: 'clean', side: 2, points: 3 }),
      { type: 'UNDO_EXCHANGE', at: 4_000 },
    );
    expect(fightView(fight)).toMatchObject({ score1: 1, score2: 0 });
    expect(fight.context.exchanges?.map((record) => record.undoneAt ?? null)).toEqual([null, 4_000]);
    const twice = play(fight, { type: 'UNDO_EXCHANGE', at: 5_000 });
    expect(fightView(twice)).toMatchObject({ score1: 0, score2: 0 });
    expect(refusalOf(twice, { type: 'UNDO_EXCHANGE', at: 6_000 })).toBe('fight/no-exchange');
  });

  it('an exchange that reaches the doubles limit or the score cap ends the fight as a key press would', () => {
    const doubledOut = play(
      runningFight({ doublesLimit: 2 }),
      exchange(2_000, { kind: 'double' }),
      exchange(3_000, { kind: 'double' }),
    );
    expect(doubledOut.value).toBe('finished');
    expect(doubledOut.context.finishReason).toBe('doublesLimit');
    const capped = play(
      runningFight({ scoreCap: 3 }),
      exchange(2_000, { kind: 'clean', side: 2, points: 3 }),
    );
    expect(capped.value).toBe('finished');
    expect(capped.context.result).toBe('F2_WIN');
  });

  it('refuses a double where the category keeps no doubles, and any exchange before the start', () => {
    expect(
      refusalOf(runningFight({ counters: { doubles: false } }), exchange(2_000, { kind: 'double' })),
    ).toBe('fight/counter-disabled');
  });

  it('a restart forgets the exchanges with the score', () => {
    const fight = play(runningFight(), exchange(2_000, { kind: 'clean', side: 1, points: 1 }), {
      type: 'RESTART',
      at: 3_000,
    });
    expect(fight.context.exchanges).toEqual([]);
  });

  it('keeps the fight clock of each exchange, so the history can say when on the clock it happened', () => {
    const fight = play(
      runningFight(),
      exchange(3_500, { kind: 'none' }),
      { type: 'PAUSE', at: 5_000 },
      { type: 'RESUME', at: 60_000 },
      exchange(61_000, { kind: 'clean', side: 1, points: 2 }),
    );
    // Started at 1 s: 2.5 s on the clock, then 4 s before the pause and 1 s after it.
    expect(fight.context.exchanges?.map((record) => record.clockMs)).toEqual([2_500, 5_000]);
  });
});
