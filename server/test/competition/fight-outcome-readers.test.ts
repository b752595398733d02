import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { buildSingleElimination } from '@hema/shared/competition/elimination';
import { bracketPlaces } from '@hema/shared/competition/bracket-places';
import { replayBracket } from '@hema/shared/competition/server-support/bracket-replay';
import { computeFighterStats, MATCH_POINTS } from '@hema/shared/competition/standings';
import { FIGHT_RESULTS, type FightResult } from '@hema/shared/domain-types';
import { technicalDefeatOutcome } from '@hema/shared/fight/counters';
import type { FightView } from '@hema/shared/fight/fight-engine';
import {
  EMPTY_RECORD,
  OUTCOME_COUNT,
  outcomeFor,
  winnerOf,
  type SideOutcome,
} from '@hema/shared/fight/fight-result';
import { longestWinStreak } from '@hema/shared/rating/achievement-rules';
import { hemaRatingsRow } from '@hema/shared/rating/hema-ratings-result';
import { computeWeaponRatings } from '@hema/shared/rating/weapon-ratings';
import { sidesOf } from '../../src/achievements/achievement-records.js';
import { recordsOf } from '../../src/ratings/nomination-results.js';
import { boutsOfLists } from '../../src/ratings/rated-bouts.js';
import { bracketWinner } from '../../src/stages/bracket-advancement.js';
import { planFollowedFights } from '../../../client/src/features/follow-fighter/followed-fights.js';

/**
 * Every place that reads how a fight ended agrees with shared's `outcomeFor`, for every result value and a technical
 * defeat of either side, seen from either side. Each reader is run as it runs in the product (its pure part), and
 * its answer is compared with what that outcome means for the reader.
 */

const RED = 'red-fighter';
const BLUE = 'blue-fighter';
const fighterOf = (side: 1 | 2) => (side === 1 ? RED : BLUE);
const other = (side: 1 | 2) => (side === 1 ? 2 : 1);

/** How a fight ended: a result value, or a technical defeat as the fight engine records it. */
interface Ending {
  result: FightResult;
  technicalDefeat: 1 | 2 | null;
}

const endings: fc.Arbitrary<Ending> = fc.oneof(
  fc.constantFrom(...FIGHT_RESULTS).map((result) => ({ result, technicalDefeat: null })),
  fc.constantFrom(1 as const, 2 as const).map((side) => {
    const { result, technicalDefeat } = technicalDefeatOutcome(side);
    return { result, technicalDefeat };
  }),
);

const cases = fc.record({
  ending: endings,
  side: fc.constantFrom(1 as const, 2 as const),
  score1: fc.integer({ min: 0, max: 15 }),
  score2: fc.integer({ min: 0, max: 15 }),
});

/** Both sides won: a reading some readers cannot write down (a bracket, Glicko, the HEMA Ratings columns). */
const bothWon = (result: FightResult) => outcomeFor(result, 1) === 'win' && outcomeFor(result, 2) === 'win';

describe('every reader of a fight result agrees with outcomeFor', () => {
  it('gives the side given a technical defeat a loss', () => {
    for (const side of [1, 2] as const) {
      const { result } = technicalDefeatOutcome(side);
      expect(outcomeFor(result, side)).toBe('loss');
      expect(outcomeFor(result, other(side))).toBe('win');
    }
  });

  it('standings count the outcome and give its match points (win 9, draw 6, loss 3; a no-win as a loss)', () => {
    const points: Record<SideOutcome, number> = {
      win: MATCH_POINTS.win,
      draw: MATCH_POINTS.draw,
      loss: MATCH_POINTS.loss,
      noWin: MATCH_POINTS.loss,
    };
    fc.assert(
      fc.property(cases, ({ ending, side, score1, score2 }) => {
        const fight = { id: 'f', fighter1: RED, fighter2: BLUE, score1, score2, ...ending };
        const entrants = [
          { id: RED, seed: 1 },
          { id: BLUE, seed: 2 },
        ];
        const stats = computeFighterStats(entrants, [fight])[side - 1]!;
        const outcome = outcomeFor(ending.result, side);
        const expected = { ...EMPTY_RECORD };
        if (outcome) expected[OUTCOME_COUNT[outcome]] = 1;
        expect(stats).toMatchObject({ ...expected, fights: outcome ? 1 : 0 });
        expect(stats.matchPoints).toBe(outcome ? points[outcome] : 0);
      }),
    );
  });

  it('the category results of a fighter profile count the same record', () => {
    fc.assert(
      fc.property(cases, fc.integer({ min: 1, max: 5 }), ({ ending, side }, fights) => {
        const [record] = recordsOf([
          {
            nominationId: 'n',
            userId: fighterOf(side),
            side,
            result: ending.result,
            fights,
            pointsFor: 0,
            pointsAgainst: 0,
            doubles: 0,
          },
        ]);
        const outcome = outcomeFor(ending.result, side);
        const expected = { ...EMPTY_RECORD };
        if (outcome) expected[OUTCOME_COUNT[outcome]] = fights;
        const { noWins, ...rest } = expected;
        expect(record).toMatchObject({ ...rest, nowins: noWins });
      }),
    );
  });

  it('the follow-a-fighter page shows the outcome and counts it in the record', () => {
    fc.assert(
      fc.property(cases, ({ ending, side, score1, score2 }) => {
        const finished = ending.result !== 'NONE';
        const view = {
          status: finished ? 'finished' : 'scheduled',
          score1,
          score2,
          ...ending,
        } as FightView;
        const plan = planFollowedFights(
          [
            {
              fightId: 'f',
              stageTitle: 'Pools 1 · Pool 1',
              fighter1: { _id: RED, name: 'Red', club: null },
              fighter2: { _id: BLUE, name: 'Blue', club: null },
              view,
              areaId: null,
              areaOrder: null,
              order: 0,
            },
          ],
          fighterOf(side),
          [],
        );
        const outcome = outcomeFor(ending.result, side);
        expect(plan.finished.map((f) => f.outcome)).toEqual(outcome ? [outcome] : []);
        const expected = { ...EMPTY_RECORD };
        if (outcome) expected[OUTCOME_COUNT[outcome]] = 1;
        expect(plan.record).toEqual(expected);
      }),
    );
  });

  it('achievements see the outcome; only a win starts a winning streak', () => {
    fc.assert(
      fc.property(cases, ({ ending, side }) => {
        const sides = sidesOf({ fighter1Id: RED, fighter2Id: BLUE, result: ending.result });
        const mine = sides.find((s) => s.me === fighterOf(side));
        const outcome = outcomeFor(ending.result, side);
        expect(mine?.outcome ?? null).toBe(outcome);
        if (!mine) return;
        expect(mine.opponent).toBe(fighterOf(other(side)));
        const streak = longestWinStreak([
          {
            tournamentId: 't',
            date: '2025-05-01',
            order: 0,
            zoneId: null,
            outcome: mine.outcome,
            ratingGap: null,
          },
        ]);
        expect(streak).toBe(outcome === 'win' ? 1 : 0);
      }),
    );
  });

  it('ratings move with the outcome: a win up, a loss down, a draw level; a no-win or a both-win is not rated', () => {
    fc.assert(
      fc.property(cases, ({ ending, side }) => {
        const row = {
          fighter1: RED,
          fighter2: BLUE,
          result: ending.result,
          weaponId: 'longsword',
          zoneId: null,
          date: '2025-05-01',
          nominationId: 'n',
          tournamentId: 't',
        };
        const lists = computeWeaponRatings(boutsOfLists([row], 'world'), { perTournament: true });
        const mine = lists.flatMap((list) => list.rows).find((r) => r.fighterId === fighterOf(side));
        const outcome = outcomeFor(ending.result, side);
        if (outcome === null || outcome === 'noWin' || bothWon(ending.result)) {
          expect(mine).toBeUndefined();
          return;
        }
        expect(mine).toBeDefined();
        const change = Math.sign(Math.round(mine!.rating - 1500));
        expect(change).toBe({ win: 1, draw: 0, loss: -1 }[outcome]);
      }),
    );
  });

  it('advancement moves on the one winner, and a bracket final places them first', () => {
    fc.assert(
      fc.property(cases, ({ ending, side }) => {
        const snapshot = {
          value: ending.result === 'NONE' ? 'scheduled' : 'finished',
          context: { ...ending, fighter1: RED, fighter2: BLUE },
        };
        const winnerId = bracketWinner({ isBye: false, snapshot } as never);
        const wins =
          outcomeFor(ending.result, side) === 'win' && outcomeFor(ending.result, other(side)) === 'loss';
        expect(winnerId === fighterOf(side)).toBe(wins);
        expect(winnerOf(ending.result) === side).toBe(wins);

        const bracket = buildSingleElimination([
          { id: RED, seed: 1 },
          { id: BLUE, seed: 2 },
        ]);
        const replayed = replayBracket(
          'ELIMINATION',
          bracket.fights.map((fight) => ({ ...fight, winnerId })),
        );
        const place = bracketPlaces(replayed).find((p) => p.fighterId === fighterOf(side))?.place;
        if (wins) expect(place).toBe(1);
        else if (winnerId !== null) expect(place).toBe(2);
        else expect(replayed.championId).toBeNull();
      }),
    );
  });

  it('the HEMA Ratings export writes the outcome (a no-win as a loss) and leaves out what it cannot write', () => {
    const column: Record<SideOutcome, string> = { win: 'win', loss: 'loss', draw: 'draw', noWin: 'loss' };
    fc.assert(
      fc.property(cases, fc.integer({ min: 1, max: 600_000 }), ({ ending, side }, elapsedMs) => {
        const row = hemaRatingsRow({
          status: ending.result === 'NONE' ? 'scheduled' : 'finished',
          isBye: false,
          fighter1: RED,
          fighter2: BLUE,
          droppedOut: [],
          elapsedMs,
          ...ending,
        });
        const outcome = outcomeFor(ending.result, side);
        if (outcome === null || bothWon(ending.result)) {
          expect(row.counts).toBe(false);
          return;
        }
        expect(row.counts).toBe(true);
        if (row.counts) expect(side === 1 ? row.result1 : row.result2).toBe(column[outcome]);
      }),
    );
  });
});
