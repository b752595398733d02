import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { maximumWeightMatching } from './swiss-weighted-matching.js';

interface Graph {
  size: number;
  a: number[];
  b: number[];
  weight: number[];
}

/** Random graphs of up to 10 vertices, sparse to complete, with whole weights from small to 2^46. */
const randomGraph = fc
  .record({
    size: fc.integer({ min: 1, max: 10 }),
    density: fc.double({ min: 0.2, max: 1, noNaN: true }),
    scale: fc.constantFrom(1, 10, 1000, 2 ** 46),
    seed: fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
      minLength: 90,
      maxLength: 90,
    }),
  })
  .map(({ size, density, scale, seed }): Graph => {
    const graph: Graph = { size, a: [], b: [], weight: [] };
    let next = 0;
    for (let a = 0; a < size; a++) {
      for (let b = a + 1; b < size; b++) {
        const draw = seed[next++ % seed.length];
        if (draw > density) continue;
        graph.a.push(a);
        graph.b.push(b);
        graph.weight.push(Math.floor((draw / density) * scale));
      }
    }
    return graph;
  });

/** [pairs, total weight] of the best matching: the most pairs, then the greatest weight. */
function bruteForce(graph: Graph): [number, number] {
  const weightOf = new Map<string, number>();
  graph.a.forEach((a, k) => weightOf.set(`${a}-${graph.b[k]}`, graph.weight[k]));
  const best = (rest: number[]): [number, number] => {
    if (rest.length < 2) return [0, 0];
    const [first, ...others] = rest;
    let top = best(others);
    others.forEach((other, i) => {
      const w = weightOf.get(`${first}-${other}`);
      if (w === undefined) return;
      const [pairs, total] = best(others.filter((_, j) => j !== i));
      if (pairs + 1 > top[0] || (pairs + 1 === top[0] && total + w > top[1])) top = [pairs + 1, total + w];
    });
    return top;
  };
  return best(Array.from({ length: graph.size }, (_, v) => v));
}

function measure(graph: Graph, mate: Int32Array): [number, number] {
  let pairs = 0;
  let total = 0;
  graph.a.forEach((a, k) => {
    if (mate[a] === graph.b[k]) {
      pairs += 1;
      total += graph.weight[k];
    }
  });
  return [pairs, total];
}

describe('maximum-weight matching', () => {
  it('finds the heaviest of the largest matchings, as brute force does, on random graphs', () => {
    fc.assert(
      fc.property(randomGraph, (graph) => {
        const mate = maximumWeightMatching(graph.size, graph.a, graph.b, graph.weight);
        for (let v = 0; v < graph.size; v++) if (mate[v] !== -1) expect(mate[mate[v]]).toBe(v);
        expect(measure(graph, mate)).toEqual(bruteForce(graph));
      }),
      { numRuns: 250 },
    );
  });

  it('prefers two pairs to one heavier pair', () => {
    // 0-1 weighs 10, the path 2-0 and 1-3 only 1 each: the largest matching still wins.
    const mate = maximumWeightMatching(4, [0, 0, 1], [1, 2, 3], [10, 1, 1]);
    expect([...mate]).toEqual([2, 3, 0, 1]);
  });

  it('goes through an odd cycle (a blossom) to reach the heaviest perfect matching', () => {
    // Triangle 0-1-2 with heavy 0-1; 2 hangs on 3 and 1 on 4 by light edges, 0 on 5.
    const a = [0, 1, 0, 2, 1, 0];
    const b = [1, 2, 2, 3, 4, 5];
    const weight = [9, 8, 8, 1, 1, 1];
    const mate = maximumWeightMatching(6, a, b, weight);
    expect([...mate]).toEqual([5, 4, 3, 2, 1, 0]);
  });

  it('leaves vertices without edges single and handles an empty graph', () => {
    expect([...maximumWeightMatching(3, [0], [1], [5])]).toEqual([1, 0, -1]);
    expect([...maximumWeightMatching(0, [], [], [])]).toEqual([]);
  });
});
