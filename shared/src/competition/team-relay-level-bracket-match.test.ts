import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { applyFightEvent, createFight, type FightSnapshot } from '../fight/fight-engine.js';
import { FIGHT_REFUSALS } from '../fight/refusals.js';
import { relayState, type BoutRelay } from './team-relay.js';

/**
 * A team match in a bracket must name a winner (docs/decisions.md "A level team match in a bracket"): its last bout
 * cannot end with the team totals level — the fencers go on to a deciding hit — and when it still stands level (a
 * technical defeat, a fixed result) the winner of the last bout wins the match.
 */

const team = (id: string) => ({ _id: id, name: id });
const decider = (carried1: number, carried2: number, decides = true): BoutRelay => ({
  matchId: 'm',
  team1: team('A'),
  team2: team('B'),
  carried1,
  carried2,
  threshold: 45,
  bout: 8,
  bouts: 9,
  decides,
});

function running(relay: BoutRelay, rules: object = {}): { snapshot: FightSnapshot; at: number } {
  const snapshot = createFight({
    fightId: 'b9',
    fighter1: 'a3',
    fighter2: 'b3',
    rules: { team: { isTeam: true, teamScoreLimit: 5 }, ...rules },
    relay,
  });
  const started = applyFightEvent(snapshot, { type: 'START', at: 1000 });
  if (!started.ok) throw new Error(started.reason);
  return { snapshot: started.snapshot, at: 1000 };
}

function apply(state: { snapshot: FightSnapshot; at: number }, event: object) {
  state.at += 1000;
  const outcome = applyFightEvent(state.snapshot, { ...event, at: state.at });
  if (outcome.ok) state.snapshot = outcome.snapshot;
  return outcome;
}

describe('a level team match in a bracket', () => {
  it('refuses to finish the deciding bout with the team totals level, and finishes it after the deciding hit', () => {
    const bout = running(decider(40, 41));
    apply(bout, { type: 'SCORE', side: 1, delta: 1 });
    const level = apply(bout, { type: 'FINISH', reason: 'overTime' });
    expect(level).toMatchObject({ ok: false, reason: FIGHT_REFUSALS.teamScoreLevel });
    apply(bout, { type: 'SCORE', side: 2, delta: 1 });
    expect(apply(bout, { type: 'FINISH', reason: 'overTime' }).ok).toBe(true);
    // The bout keeps its own points (1:1, a draw of the bout); team B wins the match 41:42.
    expect(bout.snapshot.context).toMatchObject({ score1: 1, score2: 1 });
  });

  it('lets a level finish stand in a pool match (no deciding bout there)', () => {
    const bout = running(decider(40, 41, false));
    apply(bout, { type: 'SCORE', side: 1, delta: 1 });
    expect(apply(bout, { type: 'FINISH', reason: 'overTime' }).ok).toBe(true);
  });

  it('does not end the deciding bout by the doubles limit while the totals are level', () => {
    const bout = running(decider(42, 42), { doublesLimit: 1 });
    apply(bout, { type: 'DOUBLE', delta: 1 });
    expect(bout.snapshot.value).toBe('running');
    apply(bout, { type: 'SCORE', side: 1, delta: 1 });
    expect(bout.snapshot.value).toBe('finished');
    expect(bout.snapshot.context).toMatchObject({ score1: 1, score2: 0, finishReason: 'doublesLimit' });
  });

  it('a fixed result at level totals must name the bout winner, who then wins the match', () => {
    const bout = running(decider(40, 40));
    apply(bout, { type: 'SCORE', side: 1, delta: 1 });
    apply(bout, { type: 'FINISH', reason: 'overTime' });
    const drawn = apply(bout, { type: 'FIX_RESULT', score1: 1, score2: 1, result: 'DRAW' });
    expect(drawn).toMatchObject({ ok: false, reason: FIGHT_REFUSALS.teamScoreLevel });
    expect(apply(bout, { type: 'FIX_RESULT', score1: 1, score2: 1, result: 'F2_WIN' }).ok).toBe(true);
    const bouts = [
      { score1: 40, score2: 40, over: true, result: 'DRAW' as const },
      { score1: 1, score2: 1, over: true, result: 'F2_WIN' as const },
    ];
    expect(relayState(bouts, null, true).result).toBe('F2_WIN');
    expect(relayState(bouts, null, false).result).toBe('DRAW');
  });

  it('property: a deciding bout, however it is fenced, never finishes with the team totals level', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 30, max: 44 }),
        fc.integer({ min: 30, max: 44 }),
        fc.array(fc.constantFrom(1, 2, 'double', 'finish'), { maxLength: 30 }),
        (carried1, carried2, moves) => {
          const bout = running(decider(carried1, carried2), { doublesLimit: 3 });
          for (const move of moves) {
            if (bout.snapshot.value === 'finished') break;
            if (move === 'finish') apply(bout, { type: 'FINISH', reason: 'overTime' });
            else if (move === 'double') apply(bout, { type: 'DOUBLE', delta: 1 });
            else apply(bout, { type: 'SCORE', side: move, delta: 1 });
          }
          const { context } = bout.snapshot;
          if (bout.snapshot.value === 'finished')
            expect(carried1 + context.score1).not.toBe(carried2 + context.score2);
        },
      ),
    );
  });
});
