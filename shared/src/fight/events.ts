import { z } from 'zod';
import { FIGHT_RESULTS } from '../domain-types.js';
import { FIGHT_LIMITS, intColumn } from '../schemas/bounds.js';
import { exchangeDecisionSchema, exchangeSchema } from './exchanges.js';

/**
 * Events a judge or organizer sends to a fight. Every event carries `at` (epoch ms): the moment
 * the key was pressed, an input — the fight never reads a real clock, so replaying the event log
 * gives the same fight.
 */

/** Epoch ms of the key press: a safe integer (kept in the event log's JSON, not in an integer column). */
const at = z.number().int().nonnegative();
const side = z.union([z.literal(1), z.literal(2)]);
const delta = z.union([z.literal(1), z.literal(-1)]);
/** A corrected score: the sport's bound, far inside the score columns (a larger one is an invalid command). */
const score = intColumn(0, FIGHT_LIMITS.score);

/** Timer buttons of the spec (§9): add 5 seconds, add 15 seconds. */
export const ADD_TIME_STEPS_MS = [5_000, 15_000] as const;

/** How a judge ends a fight (spec §4: with victory, over time, or by points). */
export const FINISH_REASONS = ['victory', 'overTime', 'byPoints'] as const;

export const fightEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('START'), at }),
  z.object({ type: z.literal('PAUSE'), at }),
  z.object({ type: z.literal('RESUME'), at }),
  z.object({ type: z.literal('ADD_TIME'), at, ms: z.literal(ADD_TIME_STEPS_MS) }),
  /** One score key press: adds `rules.addedValue × delta` points to `side`. */
  z.object({ type: z.literal('SCORE'), at, side, delta }),
  z.object({ type: z.literal('DOUBLE'), at, delta }),
  z.object({ type: z.literal('CARD'), at, side, card: z.enum(['yellow', 'red']), delta }),
  z.object({ type: z.literal('APPEAL'), at, side, delta }),
  /**
   * One exchange as called (exchanges.ts): its points follow the category's afterblow rule, and the fight keeps it
   * in its exchange history. `decision` says how a panel of judges decided it (absent from the table console).
   */
  z.object({
    type: z.literal('EXCHANGE'),
    at,
    exchange: exchangeSchema,
    decision: exchangeDecisionSchema.optional(),
  }),
  /** Takes back the last exchange that stands: its points are removed, the record stays marked as undone. */
  z.object({ type: z.literal('UNDO_EXCHANGE'), at }),
  z.object({ type: z.literal('FINISH'), at, reason: z.enum(FINISH_REASONS) }),
  /**
   * `side` is the side that loses. `card: 'black'` when a black card gave it: the fighter is also out of the rest of
   * the category (the server's result hook marks them dropped out and decides their remaining fights).
   */
  z.object({ type: z.literal('TECHNICAL_DEFEAT'), at, side, card: z.literal('black').optional() }),
  z.object({ type: z.literal('RESTART'), at }),
  z.object({ type: z.literal('CANCEL'), at }),
  /**
   * The ring calls the fighters of a scheduled fight to get ready (usually the one on deck): the fight remembers
   * when (`calledAt`), so the fighters and their followers see it. Calling again calls again, with the new time.
   */
  z.object({ type: z.literal('CALL'), at }),
  /**
   * An organizer's correction of a finished fight: scores and result are set as given. NONE is not
   * a result a finished fight can have; RESTART takes a fight back to no result. A winner with fewer
   * points than the loser is recorded only with `override: true`, the judge's explicit confirmation.
   */
  z.object({
    type: z.literal('FIX_RESULT'),
    at,
    score1: score,
    score2: score,
    result: z.enum(FIGHT_RESULTS).exclude(['NONE']),
    override: z.boolean().optional(),
  }),
]);

export type FightEvent = z.infer<typeof fightEventSchema>;
export type FightEventType = FightEvent['type'];
export type FightSide = 1 | 2;
export type FinishEventReason = (typeof FINISH_REASONS)[number];
