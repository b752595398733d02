import type { StageType } from '../domain-types.js';

/**
 * When a stage is finished — the one rule behind the summary's "finished", medals, advancing and generating the
 * next stage. Every fight of the stage must be over (finished or cancelled), and a swiss stage must have fought its
 * last round: a 3-round swiss is not finished after round 1 just because round 2 is not built yet. A swiss with hits
 * ends once fewer than two fighters have hit points left (nobody is left to pair) or its last round is fought; without
 * a rounds count only the hit points end it.
 */
export interface StageProgress {
  type: StageType;
  /** The stage has fights and every one is finished or cancelled. */
  fightsOver: boolean;
  /** Swiss: the rounds count of the settings; null = no limit (a swiss ends when its built rounds are fought). */
  roundsCount: number | null;
  /** Swiss: rounds built so far. */
  roundsBuilt: number;
  /** Swiss with hits: fighters with hit points left (not dropped out); null when unknown. */
  fightersWithHp: number | null;
}

export function stageFinished(progress: StageProgress): boolean {
  if (!progress.fightsOver) return false;
  const lastRound = progress.roundsCount !== null && progress.roundsBuilt >= progress.roundsCount;
  if (progress.type === 'SWISS') return progress.roundsCount === null || lastRound;
  if (progress.type === 'SWISS_HITS') {
    if (progress.fightersWithHp === null) return progress.roundsCount === null || lastRound;
    return progress.fightersWithHp < 2 || lastRound;
  }
  return true;
}
