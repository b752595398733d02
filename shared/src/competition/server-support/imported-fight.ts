import type { FightResult, FighterId } from '../../domain-types.js';
import type { FightInput } from '../../fight/fight-context.js';
import { createFight, type FightSnapshot } from '../../fight/fight-engine.js';

/**
 * A fight of an imported tournament: fought elsewhere, known only by its scores and result, so it
 * is stored already finished — as a result fixed by the organizer would be (`resultFixed`), with a clock that never
 * ran here. Standings, summaries and ratings then read it like any other finished fight.
 */
export function finishedImportedFight(
  input: Omit<FightInput, 'fighter1' | 'fighter2'> & {
    fighter1: FighterId;
    fighter2: FighterId;
    score1: number;
    score2: number;
    result: Exclude<FightResult, 'NONE'>;
  },
): FightSnapshot {
  const { score1, score2, result, ...fight } = input;
  const scheduled = createFight(fight);
  return {
    value: 'finished',
    context: {
      ...scheduled.context,
      score1,
      score2,
      result,
      finishReason: 'resultFixed',
      technicalDefeat: null,
    },
  };
}
