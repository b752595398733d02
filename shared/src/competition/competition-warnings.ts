/**
 * Warnings a competition shows its organizer (spec §5). The texts are the spec's, to the letter:
 * the client matches and translates them, so never reword one here.
 */

/** No stage carries the "to the finals" flag: nobody would receive medals. */
export const NO_FINALS_STAGE = 'No stage marked as To the Finals';

/** Swiss: every pairing left for this round repeats a fight that already happened. */
export const DUPLICATE_PAIRS = 'Next rounds may have duplicate pairs';

/** A next round was requested while the previous round of the same side still has unfinished fights. */
export const PREVIOUS_ROUND_NOT_FINISHED = 'Previous round of this side is not finished yet';

/**
 * Swiss with hits: the initial hit points changed after fights were generated (spec §5). Hit points
 * decide who is still in and who meets whom, so the fights must be generated again.
 */
export const HP_CHANGE_REQUIRES_REGENERATION =
  'Changing the initial HP of the swiss-with-hits mode requires reordering fighters to regenerate fights';
