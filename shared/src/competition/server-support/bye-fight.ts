import type { FighterId } from '../../domain-types.js';
import { byeFightOutcome, type ByeSettings } from '../../fight/bye.js';
import type { FightInput } from '../../fight/fight-context.js';
import { createFight, type FightSnapshot } from '../../fight/fight-engine.js';

/**
 * A bye stored as a fight that is already over (spec §4 "Bye fight"): the fighter who has the bye is fighter one,
 * the other side stays empty, and scores and result come from the stage's bye settings. Nobody ever scores it, so
 * it is built finished rather than driven through the fight machine (which refuses a fight with an empty side).
 */
export function finishedByeFight(
  input: Omit<FightInput, 'fighter1' | 'fighter2'> & { fighter: FighterId },
  settings: ByeSettings = {},
): FightSnapshot {
  const { fighter, ...rest } = input;
  const scheduled = createFight({ ...rest, fighter1: fighter, fighter2: null });
  const outcome = byeFightOutcome(settings);
  return {
    value: 'finished',
    context: { ...scheduled.context, ...outcome, finishReason: null, technicalDefeat: null },
  };
}
