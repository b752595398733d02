import type { FightEvent } from '../events.js';
import type { FightInput } from '../fight-context.js';
import { applyFightEvent, createFight, type FightSnapshot } from '../fight-engine.js';
import type { FightRulesInput } from '../rules.js';

/** A scheduled fight between "anna" and "boris" with the given rules. */
export function scheduledFight(rules: FightRulesInput = {}, input: Partial<FightInput> = {}): FightSnapshot {
  return createFight({ fightId: 'fight-1', fighter1: 'anna', fighter2: 'boris', rules, ...input });
}

/** Applies the events in order and fails loudly on the first refusal: a test's "given". */
export function play(snapshot: FightSnapshot, ...events: FightEvent[]): FightSnapshot {
  return events.reduce((current, event) => {
    const outcome = applyFightEvent(current, event);
    if (!outcome.ok) throw new Error(`${event.type} refused: ${outcome.reason}`);
    return outcome.snapshot;
  }, snapshot);
}

/** A fight started at t=1000 with the given rules. */
export function runningFight(rules: FightRulesInput = {}): FightSnapshot {
  return play(scheduledFight(rules), { type: 'START', at: 1_000 });
}

/** A fight started at t=1000 and paused at t=11000 (10 s on the clock). */
export function pausedFight(rules: FightRulesInput = {}): FightSnapshot {
  return play(runningFight(rules), { type: 'PAUSE', at: 11_000 });
}

/** A fight won 1:0 by fighter one, finished by points at t=20000. */
export function finishedFight(rules: FightRulesInput = {}): FightSnapshot {
  return play(
    runningFight(rules),
    { type: 'SCORE', at: 5_000, side: 1, delta: 1 },
    { type: 'FINISH', at: 20_000, reason: 'byPoints' },
  );
}

export function cancelledFight(rules: FightRulesInput = {}): FightSnapshot {
  return play(runningFight(rules), { type: 'CANCEL', at: 5_000 });
}

/** Applies one event and returns the refusal reason, or null when it was applied. */
export function refusalOf(snapshot: FightSnapshot, event: unknown): string | null {
  const outcome = applyFightEvent(snapshot, event);
  return outcome.ok ? null : outcome.reason;
}
