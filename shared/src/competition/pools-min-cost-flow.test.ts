import { describe, expect, it } from '@jest/globals';
import { MinCostFlow } from './pools-min-cost-flow.js';

describe('minimum-cost flow', () => {
  it('reroutes an earlier unit when a later one needs its arc', () => {
    // Sources 0 and 1, middle nodes 2 and 3, sink 4. Source 0 prefers 2 (cost 0) but can use 3
    // (cost 1); source 1 can only use 2. Sending 0 first takes 2; sending 1 must push 0 over to 3.
    const flow = new MinCostFlow(5, 6);
    const zeroToTwo = flow.addArc(0, 2, 1, 0);
    const zeroToThree = flow.addArc(0, 3, 1, 1);
    const oneToTwo = flow.addArc(1, 2, 1, 0);
    flow.addArc(2, 4, 1, 0);
    flow.addArc(3, 4, 1, 0);
    expect(flow.sendOne(0, 4)).toBe(true);
    expect(flow.flowOn(zeroToTwo)).toBe(1);
    expect(flow.sendOne(1, 4)).toBe(true);
    expect([flow.flowOn(zeroToTwo), flow.flowOn(zeroToThree), flow.flowOn(oneToTwo)]).toEqual([0, 1, 1]);
  });

  it('prices a convex arc unit by unit', () => {
    // Three sources share one convex arc to the sink (units cost 0, 10, 20) or a plain arc of cost 15.
    const flow = new MinCostFlow(5, 7);
    for (const source of [0, 1, 2]) flow.addArc(source, 3, 1, 0);
    const shared = flow.addArc(3, 4, 3, 0, 10);
    const detour = flow.addArc(3, 4, 3, 15);
    for (const source of [0, 1, 2]) expect(flow.sendOne(source, 4)).toBe(true);
    // 0 + 10 through the convex arc, then 15 beats the third unit's 20.
    expect([flow.flowOn(shared), flow.flowOn(detour)]).toEqual([2, 1]);
  });

  it('reports when the sink cannot be reached any more', () => {
    const toSink = new MinCostFlow(3, 2);
    toSink.addArc(0, 1, 1, 0);
    toSink.addArc(1, 2, 1, 0);
    expect(toSink.sendOne(0, 2)).toBe(true);
    expect(toSink.sendOne(0, 2)).toBe(false);
  });
});
