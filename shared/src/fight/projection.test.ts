import { applyFightEvent, createFight, fightView, type FightSnapshot } from './fight-engine.js';
import { projectFight } from './projection.js';
import type { FightEvent } from './events.js';

const FIGHT = '00000000-0000-4000-8000-000000000001';

function started(rules = {}): FightSnapshot {
  const outcome = applyFightEvent(createFight({ fightId: FIGHT, fighter1: 'a', fighter2: 'b', rules }), {
    type: 'START',
    at: 1_000,
  });
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.snapshot;
}

const q = (at: number): FightEvent => ({ type: 'SCORE', side: 1, delta: 1, at });

describe('projectFight', () => {
  it('plays waiting presses on top of the confirmed view', () => {
    const { view, applied } = projectFight(fightView(started()), [q(2_000), q(3_000), q(4_000), q(5_000)]);
    expect(applied).toBe(4);
    expect([view.score1, view.score2]).toEqual([4, 0]);
  });

  it('applies the same rules as the server: added value and score cap', () => {
    const { view } = projectFight(fightView(started({ addedValue: 2, scoreCap: 6 })), [
      q(2_000),
      q(3_000),
      q(4_000),
      q(5_000),
    ]);
    // The third press reaches the cap and ends the fight; the fourth is refused, as the server would refuse it.
    expect(view.score1).toBe(6);
    expect(view.status).toBe('finished');
    expect(view.result).toBe('F1_WIN');
  });

  it('changes nothing without waiting presses or when every press is refused', () => {
    const view = fightView(createFight({ fightId: FIGHT, fighter1: 'a', fighter2: 'b' }));
    expect(projectFight(view, [])).toEqual({ view, applied: 0 });
    expect(projectFight(view, [{ type: 'PAUSE', at: 1 }]).applied).toBe(0);
  });

  it('works from a view without rules (an older server)', () => {
    const { rules: _rules, ...view } = fightView(started());
    expect(projectFight(view, [q(2_000)]).view.score1).toBe(1);
  });
});
