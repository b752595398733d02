/**
 * Properties of a category's results ("results agree everywhere") over random finished categories of
 * every stage type: pools, elimination, swiss, swiss with hits, pools → elimination. Every reader — the standings
 * tab and print-outs (categoryLines), the summary's medallists and places (categoryResults), ratings (places) and
 * achievements (medallists) — names the same places, and those places are true to the fights.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { Entrant, FightRecord, FighterId, StageType } from '../domain-types.js';
import { bracketPlaces } from './bracket-places.js';
import type { Bracket, BracketFight } from './bracket-types.js';
import {
  categoryLines,
  categoryResults,
  medalOf,
  type CategoryResults,
  type StagePlacing,
  type StageResult,
} from './category-places.js';
import { advanceWinner, buildSingleElimination } from './elimination.js';
import { stageFinished } from './stage-progress.js';
import { computeStandings } from './standings.js';
import { pairSwissHitsRound, remainingHp } from './swiss-hits.js';
import { rankSwissHitsStandings } from './swiss-hits-standings.js';
import { pairSwissRound, rankSwissStandings } from './swiss.js';
import { fight } from './test-support/swiss-fixtures.js';

const NUM_RUNS = 100;

const fieldOf = (size: number): Entrant[] =>
  Array.from({ length: size }, (_, i) => ({ id: `f${i}`, seed: i + 1 }));
/** Scores from the random stream: each fight takes the next two numbers (0–5). */
const scorer = (scores: number[]) => {
  let next = 0;
  return (a: FighterId, b: FighterId): FightRecord => {
    const s1 = scores[next++ % scores.length];
    const s2 = scores[next++ % scores.length];
    return fight(a, b, s1, s2);
  };
};

interface Played {
  stage: StageResult;
  /** What the fights say about the medals, checked against the places. */
  truth: (results: CategoryResults) => void;
}

function poolStage(entrants: readonly Entrant[], scores: number[], toTheFinals: boolean): Played {
  const play = scorer(scores);
  const records: FightRecord[] = [];
  for (let a = 0; a < entrants.length; a++)
    for (let b = a + 1; b < entrants.length; b++) records.push(play(entrants[a].id, entrants[b].id));
  const rows = computeStandings(entrants, records, 'MATCH_POINTS');
  return {
    stage: {
      type: 'POOL',
      toTheFinals,
      finished: true,
      placings: rows.map((r) => ({ fighterId: r.fighterId, place: r.place })),
    },
    truth: () => undefined,
  };
}

const isReady = (f: BracketFight) =>
  !f.isBye && f.winnerId === null && f.fighter1 !== null && f.fighter2 !== null;

function eliminationStage(entrants: readonly Entrant[], choices: number[], bronze: boolean): Played {
  let bracket: Bracket = buildSingleElimination(entrants, { bronze });
  for (let step = 0; ; step++) {
    const ready = bracket.fights.filter(isReady);
    if (ready.length === 0) break;
    const f = ready[(choices[step % choices.length] + step) % ready.length];
    const [winner, loser] =
      choices[step % choices.length] % 2 === 0 ? [f.fighter1, f.fighter2] : [f.fighter2, f.fighter1];
    bracket = advanceWinner(bracket, f.id, winner as string, loser as string);
  }
  const last = Math.max(...bracket.fights.map((f) => f.round));
  const finals = bracket.fights.filter((f) => f.round === last);
  return {
    stage: {
      type: 'ELIMINATION',
      toTheFinals: true,
      finished: true,
      placings: bracketPlaces(bracket).map((p) => ({ fighterId: p.fighterId, place: p.place })),
    },
    truth: (results) => {
      const medal = (id: FighterId | null) => results.medallists.find((m) => m.fighterId === id)?.place;
      const [final, third] = finals;
      const loserOf = (f: BracketFight) => (f.winnerId === f.fighter1 ? f.fighter2 : f.fighter1);
      expect(medal(final.winnerId)).toBe(1);
      expect(medal(loserOf(final))).toBe(2);
      if (third && !third.isBye && third.winnerId) {
        expect(medal(third.winnerId)).toBe(3);
        expect(medal(loserOf(third))).toBeUndefined();
      }
    },
  };
}

function swissStage(entrants: readonly Entrant[], scores: number[], planned: number, fought: number): Played {
  const play = scorer(scores);
  const history: FightRecord[] = [];
  for (let round = 1; round <= fought; round++) {
    const paired = pairSwissRound({ fighters: entrants, history, round });
    for (const pair of paired.pairs) history.push(play(pair.fighter1, pair.fighter2));
  }
  const finished = stageFinished({
    type: 'SWISS',
    fightsOver: true,
    roundsCount: planned,
    roundsBuilt: fought,
    fightersWithHp: null,
  });
  const rows = rankSwissStandings(entrants, history);
  return {
    stage: {
      type: 'SWISS',
      toTheFinals: true,
      finished,
      placings: rows.map((r) => ({ fighterId: r.fighterId, place: r.place })),
    },
    truth: (results) => {
      // A swiss before its last round gives no medals and reads unfinished.
      if (fought < planned) expect(results).toMatchObject({ finished: false, medallists: [] });
    },
  };
}

function swissHitsStage(entrants: readonly Entrant[], scores: number[], initialHp: number): Played {
  const play = scorer(scores);
  const history: FightRecord[] = [];
  for (let round = 1; round <= 12; round++) {
    const paired = pairSwissHitsRound({ fighters: entrants, history, round, initialHp });
    if (paired.pairs.length === 0) break;
    for (const pair of paired.pairs) history.push(play(pair.fighter1, pair.fighter2));
  }
  const hp = (id: FighterId) => remainingHp(id, initialHp, history);
  const finished = stageFinished({
    type: 'SWISS_HITS',
    fightsOver: true,
    roundsCount: null,
    roundsBuilt: 12,
    fightersWithHp: entrants.filter((e) => hp(e.id) > 0).length,
  });
  const rows = rankSwissHitsStandings(entrants, history, initialHp);
  return {
    stage: {
      type: 'SWISS_HITS',
      toTheFinals: true,
      finished,
      placings: rows.map((r) => ({ fighterId: r.fighterId, place: r.place })),
    },
    truth: (results) => {
      // Nobody out of hit points is placed above a fighter with hit points left.
      const placed = results.places.filter((p) => p.place !== null);
      placed.forEach((p, i) => {
        for (const below of placed.slice(i + 1))
          if (hp(below.fighterId) > 0 && (below.place as number) > (p.place as number))
            expect(hp(p.fighterId)).toBeGreaterThan(0);
      });
    },
  };
}

/** What every reader must agree on, and what a results list must look like. */
function expectAgreement(results: CategoryResults, entrants: readonly Entrant[]) {
  const lines = categoryLines(results);
  // Every fighter once.
  expect(lines.map((l) => l.fighterId).sort()).toEqual(entrants.map((e) => e.id).sort());
  // Standings tab and print-outs (lines) name the summary's places, in its order.
  expect(lines.map((l) => [l.fighterId, l.place])).toEqual(results.places.map((p) => [p.fighterId, p.place]));
  // Medals: the summary's medallists are exactly the lines with a medal, in place order, medal by place.
  expect(lines.filter((l) => l.medal).map((l) => [l.fighterId, l.place, l.medal])).toEqual(
    results.medallists.map((m) => [m.fighterId, m.place, medalOf(m.place)]),
  );
  if (!results.finished) expect(results.medallists).toEqual([]);
  for (const m of results.medallists) expect(m.stage).toBe(results.finalsStage);
  // Places read like a results list: best first, a shared place skips the next (1, 1, 3).
  const placed = lines.filter((l) => l.place !== null);
  placed.forEach((l, i) => {
    expect(l.place).toBe(lines.findIndex((o) => o.place === l.place) + 1);
    expect(l.tiedWith.sort()).toEqual(
      placed
        .filter((o) => o !== l && o.place === l.place)
        .map((o) => o.fighterId)
        .sort(),
    );
    if (i > 0) expect(l.place as number).toBeGreaterThanOrEqual(placed[i - 1].place as number);
  });
}

const scoresArb = fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 8, maxLength: 64 });

describe('a category’s results, for random finished categories of every stage type', () => {
  const single = (type: StageType) => `${type}: every reader names the same places, true to the fights`;

  it(single('POOL'), () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 7 }), scoresArb, (size, scores) => {
        const entrants = fieldOf(size);
        const played = poolStage(entrants, scores, true);
        const results = categoryResults([played.stage]);
        expect(results.finished).toBe(true);
        expectAgreement(results, entrants);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it(single('ELIMINATION'), () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 16 }), scoresArb, fc.boolean(), (size, choices, bronze) => {
        const entrants = fieldOf(size);
        const played = eliminationStage(entrants, choices, bronze);
        const results = categoryResults([played.stage]);
        expectAgreement(results, entrants);
        played.truth(results);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it(single('SWISS'), () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 8 }),
        scoresArb,
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 2 }),
        (size, scores, fought, more) => {
          const entrants = fieldOf(size);
          const played = swissStage(entrants, scores, fought + more, fought);
          const results = categoryResults([played.stage]);
          expectAgreement(results, entrants);
          played.truth(results);
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });

  it(single('SWISS_HITS'), () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 8 }),
        scoresArb,
        fc.integer({ min: 2, max: 6 }),
        (size, scores, hp) => {
          const entrants = fieldOf(size);
          const played = swissHitsStage(entrants, scores, hp);
          const results = categoryResults([played.stage]);
          expectAgreement(results, entrants);
          played.truth(results);
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });

  it('POOL → ELIMINATION: bracket fighters first with the medals, the others after by their pool places', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 7 }),
        scoresArb,
        fc.integer({ min: 2, max: 7 }),
        fc.boolean(),
        (size, scores, going, bronze) => {
          const entrants = fieldOf(size);
          const pools = poolStage(entrants, scores, false);
          const qualified = [...pools.stage.placings]
            .slice(0, Math.min(going, size))
            .map((p: StagePlacing, i) => ({ id: p.fighterId, seed: i + 1 }));
          const finals = eliminationStage(qualified, scores, bronze);
          const results = categoryResults([pools.stage, finals.stage]);
          expectAgreement(results, entrants);
          finals.truth(results);
          const inBracket = new Set(qualified.map((q) => q.id));
          const stageOf = results.places.map((p) => (inBracket.has(p.fighterId) ? 1 : 0));
          expect(stageOf).toEqual([...stageOf].sort((a, b) => b - a));
          expect(results.places.filter((p) => !inBracket.has(p.fighterId)).every((p) => p.stage === 0)).toBe(
            true,
          );
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });
});
