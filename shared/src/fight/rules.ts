import { z } from 'zod';
import type { StageType } from '../domain-types.js';
import { FIGHT_LIMITS, intColumn } from '../schemas/bounds.js';
import { AFTERBLOW_RULES } from './exchanges.js';
import { panelRulesSchema } from './panel.js';

/**
 * Per-category settings that shape one fight (spec §3 "Nomination" label fields).
 * Every field has a default, so `fightRules()` gives a plain 90-second count-down fight
 * without a score cap, doubles limit or card-based defeat.
 */
export const fightRulesSchema = z.object({
  /** The timer counts up from 0 or down from `durationMs`. */
  timerDirection: z.enum(['up', 'down']).default('down'),
  /** Fight time: the starting time of a count-down timer, the time limit of a count-up one. */
  durationMs: intColumn(1, FIGHT_LIMITS.durationMs).default(90_000),
  /** Whether spectators see the timer. */
  showTimer: z.boolean().default(true),
  /** Points one SCORE key press adds (or removes), the category's "added value in the score". */
  addedValue: intColumn(1, FIGHT_LIMITS.addedValue).default(1),
  /** A side reaching this score wins at once; null means no cap. */
  scoreCap: intColumn(1, FIGHT_LIMITS.score).nullable().default(null),
  /** Reaching this many doubles ends the fight as a double-out; null means no limit. */
  doublesLimit: intColumn(1, FIGHT_LIMITS.counter).nullable().default(null),
  /**
   * Result of a double-out. NO_WIN (the HEMA custom: nobody earned the win) unless the category
   * says the score at the moment of the double-out decides (`BY_SCORE`).
   */
  doublesOutResult: z.enum(['NO_WIN', 'BY_SCORE']).default('NO_WIN'),
  /**
   * Whether a bout of an elimination stage may end without a winner (a draw, a double defeat, nobody won). Off by
   * default: the bracket needs someone to move on, so such a bout must name a winner.
   */
  drawsInElimination: z.boolean().default(false),
  /**
   * How an afterblow counts in an exchange (DOMAIN.md): `none` — only the first hit scores; `deductive` — the first
   * hit scores its value less the afterblow's; `full` — both hits score. Exchanges only (exchanges.ts).
   */
  afterblow: z.enum(AFTERBLOW_RULES).default('none'),
  /**
   * Several judges per ring (panel.ts): off (the single table console), or a panel whose calls become the score by a
   * majority within a window or by the director's confirmation.
   */
  panel: panelRulesSchema,
  /** Which counters the judges keep; a disabled counter refuses its events. */
  counters: z
    .object({
      doubles: z.boolean().default(true),
      appeals: z.boolean().default(true),
      yellowCards: z.boolean().default(true),
      redCards: z.boolean().default(true),
    })
    .prefault({}),
  /** This many red cards give the carded side a technical defeat; null means never. */
  redCardsToLose: intColumn(1, FIGHT_LIMITS.counter).nullable().default(null),
  /** Starting hit points of each fighter in swiss with hits (SWISS_HITS); null elsewhere. */
  hitPoints: intColumn(1, FIGHT_LIMITS.score).nullable().default(null),
  /** Team category: a side is a team; `teamScoreLimit` ends the fight like a score cap. */
  team: z
    .object({
      isTeam: z.boolean().default(false),
      teamScoreLimit: intColumn(1, FIGHT_LIMITS.score).nullable().default(null),
    })
    .prefault({}),
});

/** Settings of a fight with every default filled in. */
export type FightRules = z.output<typeof fightRulesSchema>;
/** Settings as a category stores them: any field may be left out. */
export type FightRulesInput = z.input<typeof fightRulesSchema>;

/** Fills in the defaults and validates the category's settings (throws a ZodError when invalid). */
export function fightRules(input: FightRulesInput = {}): FightRules {
  return fightRulesSchema.parse(input);
}

/**
 * The score that ends the fight, if any. A team category's per-fight team score limit plays the
 * role of the cap; when both are set the lower one ends the fight first.
 */
export function effectiveScoreCap(rules: FightRules): number | null {
  const limits = [rules.scoreCap, rules.team.isTeam ? rules.team.teamScoreLimit : null].filter(
    (limit): limit is number => limit !== null,
  );
  return limits.length === 0 ? null : Math.min(...limits);
}

/**
 * Whether a fight of a stage of this type must name a winner: every bout of a bracket (single or double
 * elimination) unless the category allows draws there. Pools and swiss rounds rank by points, so a draw is a result.
 */
export function winnerRequiredFor(
  stageType: StageType,
  rules: Pick<FightRules, 'drawsInElimination'>,
): boolean {
  return (stageType === 'ELIMINATION' || stageType === 'ELIMINATION_DOUBLE') && !rules.drawsInElimination;
}
