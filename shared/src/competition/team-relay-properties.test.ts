import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { FIGHT_RESULTS, type FightRecord } from '../domain-types.js';
import { applyFightEvent, createFight, type FightSnapshot } from '../fight/fight-engine.js';
import { computeStandings } from './standings.js';
import {
  countsInRatings,
  relayCarries,
  relayOrder,
  relayState,
  relayThreshold,
  teamStandingRecords,
  type BoutRelay,
  type TeamMatch,
} from './team-relay.js';

const team = (id: string) => ({ _id: id, name: id });

/** Plays one bout through the fight machine: scores by side until it ends by points, or finishes on time. */
function playBout(relay: BoutRelay, hits: readonly (1 | 2)[], limit: number): FightSnapshot {
  let snapshot = createFight({
    fightId: 'b',
    fighter1: 'a1',
    fighter2: 'b1',
    rules: { team: { isTeam: true, teamScoreLimit: limit } },
    relay,
  });
  let at = 0;
  const apply = (event: object) => {
    const outcome = applyFightEvent(snapshot, { ...event, at: (at += 1000) });
    if (outcome.ok) snapshot = outcome.snapshot;
    return outcome.ok;
  };
  apply({ type: 'START' });
  for (const side of hits) {
    if (snapshot.value === 'finished') break;
    apply({ type: 'SCORE', side, delta: 1 });
  }
  if (snapshot.value !== 'finished') apply({ type: 'FINISH', reason: 'overTime' });
  return snapshot;
}

describe('relay order', () => {
  it('meets every member pair exactly once and nobody fences twice in one round', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7 }), (members) => {
        const order = relayOrder(members);
        expect(order).toHaveLength(members * members);
        const pairs = new Set(order.map((p) => `${p.member1}-${p.member2}`));
        expect(pairs.size).toBe(members * members);
        for (let round = 0; round < members; round++) {
          const bouts = order.slice(round * members, (round + 1) * members);
          expect(new Set(bouts.map((b) => b.member1)).size).toBe(members);
          expect(new Set(bouts.map((b) => b.member2)).size).toBe(members);
        }
      }),
    );
  });

  it('gives three a side nine bouts', () => {
    expect(relayOrder(3)).toHaveLength(9);
  });
});

describe('carried score and bout limits', () => {
  const relayArb = fc.record({
    members: fc.integer({ min: 1, max: 4 }),
    limit: fc.integer({ min: 1, max: 6 }),
    hits: fc.array(fc.array(fc.constantFrom<1 | 2>(1, 2), { maxLength: 12 }), {
      minLength: 16,
      maxLength: 16,
    }),
  });

  it('a bout never ends below its threshold unless on time, and totals carry from bout to bout', () => {
    fc.assert(
      fc.property(relayArb, ({ members, limit, hits }) => {
        const bouts = members * members;
        const played: { score1: number; score2: number; over: boolean }[] = [];
        for (let k = 0; k < bouts; k++) {
          const [carry] = relayCarries([...played, { score1: 0, score2: 0 }], limit).slice(k);
          const relay: BoutRelay = { ...carry, bouts, matchId: 'm', team1: team('A'), team2: team('B') };
          const snapshot = playBout(relay, hits[k], limit);
          const { score1, score2, finishReason } = snapshot.context;
          const top = Math.max(carry.carried1 + score1, carry.carried2 + score2);
          const threshold = relayThreshold(k, limit)!;
          if (finishReason === 'victory') expect(top).toBe(threshold);
          else {
            expect(finishReason).toBe('overTime');
            expect(top).toBeLessThan(threshold);
          }
          // The next bout starts from the totals this one left.
          played.push({ score1, score2, over: true });
          const state = relayState(played, limit);
          expect(state.total1).toBe(carry.carried1 + score1);
          expect(state.total2).toBe(carry.carried2 + score2);
        }
        const final = relayState(played, limit);
        expect(final.over).toBe(true);
        expect(Math.max(final.total1, final.total2)).toBeLessThanOrEqual(bouts * limit);
      }),
    );
  });

  it('a match is over only when every bout is over or a team reaches the final limit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ score1: fc.nat(8), score2: fc.nat(8), over: fc.boolean() }), {
          minLength: 1,
          maxLength: 9,
        }),
        fc.integer({ min: 1, max: 5 }),
        (bouts, limit) => {
          const state = relayState(bouts, limit);
          const reached = Math.max(state.total1, state.total2) >= bouts.length * limit;
          expect(state.over).toBe(bouts.every((b) => b.over) || reached);
          expect(state.result === 'NONE').toBe(!state.over);
        },
      ),
    );
  });
});

describe('team standings under both placements', () => {
  const matchArb = fc.array(
    fc.record({
      a: fc.nat(3),
      b: fc.nat(3),
      bouts: fc.array(
        fc.record({ score1: fc.nat(5), score2: fc.nat(5), result: fc.constantFrom(...FIGHT_RESULTS) }),
        { minLength: 1, maxLength: 9 },
      ),
    }),
    { maxLength: 8 },
  );

  it('team centred ranks by match results; fight centred counts every fought bout for the teams', () => {
    fc.assert(
      fc.property(matchArb, (raw) => {
        const teams = ['A', 'B', 'C', 'D'].map((id, i) => ({ id, seed: i + 1 }));
        const matches: TeamMatch[] = raw
          .filter((m) => m.a !== m.b)
          .map((m, i) => {
            const bouts: FightRecord[] = m.bouts.map((b, j) => ({
              id: `m${i}b${j}`,
              fighter1: `${teams[m.a].id}-fencer`,
              fighter2: `${teams[m.b].id}-fencer`,
              ...b,
            }));
            const state = relayState(
              bouts.map((b) => ({ ...b, over: true })),
              5,
            );
            return {
              record: {
                id: `m${i}`,
                fighter1: teams[m.a].id,
                fighter2: teams[m.b].id,
                score1: state.total1,
                score2: state.total2,
                result: state.result,
              },
              bouts,
            };
          });
        const team = teamStandingRecords(matches, 'TEAM');
        const fight = teamStandingRecords(matches, 'FIGHT');
        expect(team).toHaveLength(matches.length);
        const fought = matches.flatMap((m) => m.bouts).filter((b) => b.result !== 'NONE');
        expect(fight).toHaveLength(fought.length);
        const teamIds = new Set(teams.map((t) => t.id));
        for (const record of [...team, ...fight]) {
          expect(teamIds.has(record.fighter1!)).toBe(true);
          expect(teamIds.has(record.fighter2!)).toBe(true);
        }
        for (const placement of [team, fight]) {
          const rows = computeStandings(teams, placement, 'MATCH_POINTS');
          expect(rows.map((r) => r.fighterId).sort()).toEqual(['A', 'B', 'C', 'D']);
          // Points scored in the table equal points scored in the records.
          const scored = rows.reduce((sum, r) => sum + r.stats.pointsFor, 0);
          const finished = placement.filter((f) => f.result !== 'NONE');
          expect(scored).toBe(finished.reduce((sum, f) => sum + f.score1 + f.score2, 0));
        }
      }),
    );
  });
});

describe('team categories in ratings', () => {
  it('individual fights count; team matches never; relay bouts only in a category marked rated', () => {
    const individual = { isTeam: false, teamRated: false };
    const team = { isTeam: true, teamRated: false };
    const rated = { isTeam: true, teamRated: true };
    expect(countsInRatings({ matchId: null }, individual)).toBe(true);
    expect(countsInRatings({ matchId: null }, team)).toBe(false);
    expect(countsInRatings({ matchId: null }, rated)).toBe(false);
    expect(countsInRatings({ matchId: 'm' }, team)).toBe(false);
    expect(countsInRatings({ matchId: 'm' }, rated)).toBe(true);
  });
});
