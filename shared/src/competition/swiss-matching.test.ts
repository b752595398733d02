import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  SwissMatching,
  chooseBye,
  edgeMatrix,
  pairWithFewestRematches,
  type Preference,
} from './swiss-matching.js';

/** A random "may fight" graph on up to 10 fighters, as a symmetric edge set. */
const randomGraph = fc.integer({ min: 1, max: 10 }).chain((size) =>
  fc.record({
    size: fc.constant(size),
    edges: fc.array(fc.boolean(), { minLength: size * size, maxLength: size * size }),
  }),
);

function edgeTest(size: number, edges: readonly boolean[]) {
  return (a: number, b: number) => edges[Math.min(a, b) * size + Math.max(a, b)];
}

function bruteForceMaximum(vertices: number[], canPair: (a: number, b: number) => boolean): number {
  if (vertices.length < 2) return 0;
  const [first, ...rest] = vertices;
  let best = bruteForceMaximum(rest, canPair);
  rest.forEach((other, i) => {
    if (canPair(first, other))
      best = Math.max(
        best,
        1 +
          bruteForceMaximum(
            rest.filter((_, j) => j !== i),
            canPair,
          ),
      );
  });
  return best;
}

const inRankOrder: Preference = (fighter, isCandidate) =>
  Array.from({ length: 10 }, (_, v) => v).filter((v) => v !== fighter && isCandidate(v));

describe('swiss matching engine', () => {
  it('finds a maximum matching on an odd cycle, where a greedy start alone gets stuck', () => {
    // Triangle 0-1-2 with a tail 2-3 and 0-4: greedy 0-1 leaves 2-3 and 4 alone; the blossom search repairs it.
    const edges = new Set(['0-1', '1-2', '0-2', '2-3', '0-4', '3-5']);
    const matching = new SwissMatching(
      6,
      edgeMatrix(6, (a, b) => edges.has(`${a}-${b}`)),
    );
    expect(matching.maximise(inRankOrder)).toBe(3);
    expect(matching.isPerfect()).toBe(true);
  });

  it('matches as many pairs as a brute-force search on random graphs', () => {
    fc.assert(
      fc.property(randomGraph, ({ size, edges }) => {
        const canPair = edgeTest(size, edges);
        const matching = new SwissMatching(size, edgeMatrix(size, canPair));
        const vertices = Array.from({ length: size }, (_, v) => v);
        expect(matching.maximise()).toBe(bruteForceMaximum(vertices, canPair));
      }),
      { numRuns: 300 },
    );
  });

  it('gives the top vertex the first opponent of its preference that still allows a perfect pairing', () => {
    fc.assert(
      fc.property(randomGraph, ({ size, edges }) => {
        const canPair = edgeTest(size, edges);
        const matching = new SwissMatching(size, edgeMatrix(size, canPair));
        matching.maximise(inRankOrder);
        if (!matching.isPerfect() || size < 2) return;
        const pairs = matching.pairByPreference(inRankOrder);
        const vertices = Array.from({ length: size }, (_, v) => v);
        const expected = vertices.slice(1).find(
          (v) =>
            canPair(0, v) &&
            2 *
              bruteForceMaximum(
                vertices.filter((w) => w !== 0 && w !== v),
                canPair,
              ) ===
              size - 2,
        );
        expect(pairs[0]).toEqual([0, expected]);
        for (const [a, b] of pairs) expect(canPair(a, b)).toBe(true);
        expect(pairs.flat().sort((x, y) => x - y)).toEqual(vertices);
      }),
      { numRuns: 300 },
    );
  });

  it('gives the bye to the first candidate whose absence costs no pair', () => {
    // Path 0-1-2: without 2 or without 0 one pair remains; without 1 none does.
    const matching = new SwissMatching(
      3,
      edgeMatrix(3, (a, b) => Math.abs(a - b) === 1),
    );
    matching.maximise();
    expect(chooseBye(matching, [1, 2, 0])).toBe(2);
    expect(matching.isPerfect()).toBe(true);
  });

  it('gives the bye to the first candidate when every candidate costs a pair, keeping the rest maximum', () => {
    const matching = new SwissMatching(
      3,
      edgeMatrix(3, (a, b) => a === 0 && b === 1),
    );
    matching.maximise();
    expect(chooseBye(matching, [1, 0])).toBe(1);
    expect(pairWithFewestRematches(matching)).toEqual([[0, 2]]);
  });

  it('keeps every fresh pair and pairs the leftovers in ranking order', () => {
    const matching = new SwissMatching(
      6,
      edgeMatrix(6, (a, b) => a === 2 && b === 5),
    );
    matching.maximise();
    expect(pairWithFewestRematches(matching)).toEqual([
      [0, 1],
      [2, 5],
      [3, 4],
    ]);
  });
});
