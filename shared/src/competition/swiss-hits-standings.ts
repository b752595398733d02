import type { Entrant, FightRecord } from '../domain-types.js';
import { rankByCriteria, type Criterion, type RankedRow } from './standings.js';
import { remainingHp } from './swiss-hits.js';
import { SWISS_CRITERIA, swissStandingLines, type SwissStanding } from './swiss.js';

/**
 * Standings of a swiss with hits (requirements.md, the Russian HEMA format): hit points left decide, so a fighter at −1 HP
 * is never above one with HP left, whatever their match points; the swiss tie-breaks only separate equal HP.
 */

export interface SwissHitsStanding extends SwissStanding {
  /** Initial HP minus every hit received; 0 or below is out. */
  hp: number;
}

export const SWISS_HITS_CRITERIA: readonly Criterion<SwissHitsStanding>[] = [
  {
    key: 'hitPoints',
    label: 'hit points left',
    better: 'more hit points left',
    direction: 'desc',
    value: (s) => s.hp,
  },
  ...(SWISS_CRITERIA as readonly Criterion<SwissHitsStanding>[]),
];

/** Swiss lines with each fighter's hit points left (`lines` may carry combined stats; HP is this stage's own). */
export function withHitPoints(
  lines: readonly SwissStanding[],
  initialHp: number,
  history: readonly FightRecord[],
): SwissHitsStanding[] {
  return lines.map((line) => ({ ...line, hp: remainingHp(line.stats.fighterId, initialHp, history) }));
}

export function rankSwissHitsStandings(
  fighters: readonly Entrant[],
  history: readonly FightRecord[],
  initialHp: number,
): RankedRow<SwissHitsStanding>[] {
  const seeds = new Map(fighters.map((f) => [f.id, f.seed]));
  return rankByCriteria(
    withHitPoints(swissStandingLines(fighters, history), initialHp, history).map((line) => ({
      fighterId: line.stats.fighterId,
      seed: seeds.get(line.stats.fighterId),
      subject: line,
    })),
    SWISS_HITS_CRITERIA,
  );
}
