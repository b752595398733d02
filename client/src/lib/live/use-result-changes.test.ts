import { describe, expect, it } from '@jest/globals';
import type { FightState } from '@hema/shared/realtime/protocol';
import { resultsFingerprint } from './use-result-changes';

const state = (status: string, score1: number, version = 1): FightState =>
  ({
    fightId: 'f1',
    version,
    view: {
      status,
      result: status === 'finished' ? 'F1_WIN' : 'NONE',
      score1,
      score2: 0,
      doubles: 0,
      cards: { yellow1: 0, red1: 0, yellow2: 0, red2: 0 },
      clock: { elapsedMs: version * 1000 },
    },
  }) as unknown as FightState;

describe('the results fingerprint the standings pages refetch on', () => {
  it('does not change with points or the clock of a fight being fought', () => {
    expect(resultsFingerprint([state('running', 1, 2)], new Map())).toBe(
      resultsFingerprint([state('running', 4, 9)], new Map()),
    );
  });

  it('changes when a fight finishes, its result is fixed, or it is removed', () => {
    const running = resultsFingerprint([state('running', 4)], new Map());
    const finished = resultsFingerprint([state('finished', 4)], new Map());
    expect(finished).not.toBe(running);
    expect(resultsFingerprint([state('finished', 5)], new Map())).not.toBe(finished);
    expect(resultsFingerprint([], new Map([['f1', 3]]))).not.toBe(resultsFingerprint([], new Map()));
  });
});
