/**
 * Vocabulary shared by every part of the domain engine. Plain data only.
 * Spec §3 names these values; keep them to the letter.
 */

import type { ExchangeTally } from './fight/exchanges.js';

export type FighterId = string;

/** Result of one fight (spec §3). */
export const FIGHT_RESULTS = ['NONE', 'F1_WIN', 'F2_WIN', 'NO_WIN', 'DRAW', 'BOTH_WIN'] as const;
export type FightResult = (typeof FIGHT_RESULTS)[number];

/** Stage types (spec §3). */
export const STAGE_TYPES = ['POOL', 'ELIMINATION', 'ELIMINATION_DOUBLE', 'SWISS', 'SWISS_HITS'] as const;
export type StageType = (typeof STAGE_TYPES)[number];

/** Rating modes of a category (spec §9). */
export const RATING_MODES = [
  'MATCH_POINTS',
  'COUNTER_TIME',
  'COUNTER_TIME_2',
  'FFG',
  'CSEN',
  'US1',
  'BOHEMA',
] as const;
export type RatingMode = (typeof RATING_MODES)[number];

/** Side of a bracket group (spec §3): 0 left, 1 right, 2 finals/middle. */
export type BracketSide = 0 | 1 | 2;

/** A fighter entering a stage. `seed` is 1-based (1 = best). */
export interface Entrant {
  id: FighterId;
  seed: number;
  clubId?: string | null;
  /** Dropped out / disqualified: excluded from pools, never advances (spec §4). */
  droppedOut?: boolean;
}

/**
 * A fight as the standings, advancement and rating code see it: who met whom and how it ended.
 * `fighter2` null means a bye.
 */
export interface FightRecord {
  id: string;
  fighter1: FighterId | null;
  fighter2: FighterId | null;
  score1: number;
  score2: number;
  result: FightResult;
  doubles?: number;
  /** Warnings (cards) per side, where a rating mode needs them. */
  warnings1?: number;
  warnings2?: number;
  /** Fight time in milliseconds, where a rating mode needs it. */
  durationMs?: number;
  /** Technical defeat of a side (1 or 2). */
  technicalDefeat?: 1 | 2 | null;
  /** What the fight's standing exchanges were; null or absent for a fight scored by points only. */
  exchanges?: ExchangeTally | null;
}
