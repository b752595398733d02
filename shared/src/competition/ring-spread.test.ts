import { ringForReadyFight, type RingLoad } from './ring-spread.js';

const ring = (areaId: string, waiting: number, sameRound = 0): RingLoad => ({ areaId, waiting, sameRound });

describe('ringForReadyFight', () => {
  it('keeps the feeding ring while no other ring has a shorter queue', () => {
    expect(ringForReadyFight('b', [ring('a', 0), ring('b', 0)])).toBe('b');
    expect(ringForReadyFight('b', [ring('a', 2), ring('b', 2)])).toBe('b');
  });

  it('sends the fight to an idle ring instead of queuing it on the feeding ring', () => {
    expect(ringForReadyFight('a', [ring('a', 1), ring('b', 2), ring('c', 0)])).toBe('c');
  });

  it('parts the final and the bronze fight: equal queues, the ring without a fight of that round wins', () => {
    // Semi-final 1 done on A, the final queued there; semi-final 2 still on B. The bronze fight goes to B.
    expect(ringForReadyFight('a', [ring('a', 1, 1), ring('b', 1, 0)])).toBe('b');
  });

  it('takes the first ring in ring order without a feeding ring, and answers null without rings', () => {
    expect(ringForReadyFight(null, [ring('a', 1), ring('b', 1), ring('c', 1)])).toBe('a');
    expect(ringForReadyFight(null, [])).toBeNull();
  });
});
