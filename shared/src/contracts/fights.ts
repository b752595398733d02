import { z } from 'zod';
import { GROUP_TITLE_KEYS } from '../competition/group-title.js';
import { FIGHT_RESULTS, STAGE_TYPES } from '../domain-types.js';
import { FIGHT_STATUSES } from '../fight/fight-context.js';
import type { FightView } from '../fight/fight-engine.js';
import { fightEventSchema } from '../fight/events.js';
import { exchangeDecisionSchema, exchangeSchema } from '../fight/exchanges.js';
import { LOGGED_CONSOLES, fightCommandSchema, type FightState } from '../realtime/protocol.js';
import { REFUSAL_REASONS, type RefusalReason } from '../realtime/refusals.js';
import { FIGHTER_COLOURS } from '../ui-rules/fighter-colours.js';
import { endpoint } from './endpoint.js';
import { idParams, refSchema, timestamp } from './fields.js';
import { FIGHT_LIMITS, intColumn, smallintColumn } from '../schemas/bounds.js';

/** Fights: the live view every client gets, the judge's command (REST twin of the socket), polling reads. */

const side = z.union([z.literal(1), z.literal(2)]);
const counter = intColumn(0, FIGHT_LIMITS.counter);
const score = intColumn(0, FIGHT_LIMITS.score);
/** Milliseconds on a fight clock or an epoch time (kept in the snapshot's JSON, not an integer column). */
const ms = z.number().min(0);

export const fightViewSchema = z.object({
  fightId: z.string(),
  fighter1: z.string().nullable(),
  fighter2: z.string().nullable(),
  status: z.enum(FIGHT_STATUSES),
  score1: score,
  score2: score,
  doubles: counter,
  cards: z.object({ yellow1: counter, red1: counter, yellow2: counter, red2: counter }),
  appeals: z.object({ 1: counter, 2: counter }),
  clock: z.object({
    running: z.boolean(),
    elapsedMs: ms,
    startedAt: ms.nullable(),
    direction: z.enum(['up', 'down']),
    durationMs: ms,
    showTimer: z.boolean(),
  }),
  result: z.enum(FIGHT_RESULTS),
  finishReason: z
    .enum(['victory', 'overTime', 'byPoints', 'doublesLimit', 'technicalDefeat', 'resultFixed'])
    .nullable(),
  technicalDefeat: side.nullable(),
  winnerRequired: z.boolean(),
  counters: z.object({
    doubles: z.boolean(),
    appeals: z.boolean(),
    yellowCards: z.boolean(),
    redCards: z.boolean(),
  }),
  // When the ring last called the fighters to get ready (the CALL command); null when it has not.
  calledAt: timestamp.nullable(),
  // Starting hit points minus the opponent's score: below 0 when the last hit took more than was left.
  hitPoints: z.object({ 1: z.number().int(), 2: z.number().int() }).optional(),
  // A bout of a team relay: the teams, their totals and the bout's place.
  relay: z
    .object({
      matchId: z.string(),
      team1: z.object({ _id: z.string(), name: z.string() }),
      team2: z.object({ _id: z.string(), name: z.string() }),
      total1: z.number().int().min(0),
      total2: z.number().int().min(0),
      threshold: z.number().int().nullable(),
      bout: intColumn(),
      bouts: intColumn(),
      // The last bout of a bracket match: it cannot end with the team totals level (a deciding hit).
      decides: z.boolean().default(false),
    })
    .optional(),
});

export const groupTitleSchema = z.object({
  key: z.enum(GROUP_TITLE_KEYS),
  n: intColumn().nullable(),
  custom: z.string().nullish(),
});

export const stageRefSchema = z.object({
  type: z.enum(STAGE_TYPES),
  index: intColumn(),
  label: z.string().nullable(),
});

const liveFighterSchema = z.object({ _id: z.string(), name: z.string(), club: z.string().nullable() });

export const fightStateSchema = z.object({
  fightId: z.string(),
  version: intColumn(),
  tournamentId: z.string(),
  nominationId: z.string(),
  poolId: z.string(),
  areaId: z.string().nullable(),
  areaOrder: intColumn().nullable(),
  nominationTitle: z.string(),
  colorLeft: z.enum(FIGHTER_COLOURS),
  colorRight: z.enum(FIGHTER_COLOURS),
  redSide: z.union([z.literal(1), z.literal(2)]),
  stage: stageRefSchema,
  group: groupTitleSchema,
  fighter1: liveFighterSchema.nullable(),
  fighter2: liveFighterSchema.nullable(),
  view: fightViewSchema,
  serverTime: z.number(),
});

const refusalReason = z.enum(REFUSAL_REASONS as [RefusalReason, ...RefusalReason[]]);

export const fightCommandAnswerSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    commandId: z.string(),
    version: intColumn(),
    state: fightStateSchema,
    replayed: z.boolean(),
  }),
  z.object({
    ok: z.literal(false),
    commandId: z.string(),
    reason: refusalReason,
    message: z.string(),
    state: fightStateSchema.optional(),
    replayed: z.boolean().optional(),
  }),
]);

/** A fighter as lists, pool sheets and brackets show them. */
export const fighterRefSchema = z.object({ _id: z.string(), name: z.string(), club: refSchema.nullable() });

/** A fight as lists, pool sheets, brackets and rings show it (REST). */
export const fightRowSchema = z.object({
  _id: z.string(),
  tournamentId: z.string(),
  nominationId: z.string(),
  stageId: z.string(),
  poolId: z.string(),
  index: intColumn(),
  bracketKey: z.string().nullable(),
  nextBracketKey: z.string().nullable(),
  nextSlot: smallintColumn().nullable(),
  loserNextBracketKey: z.string().nullable(),
  loserNextSlot: smallintColumn().nullable(),
  isBye: z.boolean(),
  fighter1: fighterRefSchema.nullable(),
  fighter2: fighterRefSchema.nullable(),
  score1: score,
  score2: score,
  status: z.enum(FIGHT_STATUSES),
  result: z.enum(FIGHT_RESULTS),
  version: intColumn(),
  area: refSchema.nullable(),
  areaOrder: intColumn().nullable(),
  view: fightViewSchema,
});

const { fightId: _fightId, ...commandBody } = fightCommandSchema.shape;

/**
 * One line of a fight's event log (architecture.md §4: append-only, corrections are new events): the event as the judge
 * or organizer sent it, who sent it, from which console, when it was recorded, whether the fight took it (or the
 * refusal's reason), and the score once it was handled. Lines recorded before scores were kept have null scores.
 */
export const fightLogEntrySchema = z.object({
  _id: z.string(),
  event: fightEventSchema,
  user: z.object({ _id: z.string(), name: z.string() }).nullable(),
  console: z.enum(LOGGED_CONSOLES).nullable(),
  recordedAt: timestamp,
  applied: z.boolean(),
  reason: refusalReason.nullable(),
  /** The fight's version after the event (applied) or the one it stayed at (refused). */
  version: intColumn(),
  score1: score.nullable(),
  score2: score.nullable(),
});
export type FightLogEntry = z.output<typeof fightLogEntrySchema>;

/** One exchange of a fight's history (fight/exchanges.ts ExchangeRecord). */
export const exchangeRecordSchema = z.object({
  at: ms,
  clockMs: ms.optional(),
  exchange: exchangeSchema,
  deltas: z.object({ score1: z.number().int(), score2: z.number().int(), doubles: z.number().int() }),
  decision: exchangeDecisionSchema.optional(),
  undoneAt: ms.optional(),
});

export const fightExchangesSchema = z.object({
  fightId: z.string(),
  version: intColumn(),
  /** Oldest first, undone ones marked with `undoneAt`. */
  exchanges: z.array(exchangeRecordSchema),
});
export type FightExchanges = z.output<typeof fightExchangesSchema>;

export const fightsContract = {
  command: endpoint({
    id: 'fights.command',
    method: 'POST',
    path: '/fights/:id/commands',
    summary:
      "A judge's command (the REST twin of the socket's fight:command); a refusal is a 4xx with {statusCode, code, message, state}. Any signed-in account may send one: the engine lets the tournament's organizer, an admin or a judge of the fight's ring score",
    roles: ['USER', 'ORGANIZER_TRIAL', 'ORGANIZER', 'ADMIN'],
    params: idParams,
    body: z.object(commandBody),
    response: fightCommandAnswerSchema,
    status: 200,
  }),
  state: endpoint({
    id: 'fights.state',
    method: 'GET',
    path: '/fights/:id/state',
    summary: "A fight's live state",
    params: idParams,
    response: fightStateSchema,
  }),
  events: endpoint({
    id: 'fights.events',
    method: 'GET',
    path: '/fights/:id/events',
    summary:
      "A fight's whole event log, oldest first: who sent what, when, from which console, and the score after it (organizers of the tournament)",
    roles: ['ORGANIZER_TRIAL', 'ORGANIZER', 'ADMIN'],
    params: idParams,
    response: z.object({ items: z.array(fightLogEntrySchema), count: intColumn() }),
  }),
  exchanges: endpoint({
    id: 'fights.exchanges',
    method: 'GET',
    path: '/fights/:id/exchanges',
    summary:
      "A fight's exchange history, oldest first, undone ones marked (the judge console's history; kept off the live view every spectator gets)",
    params: idParams,
    response: fightExchangesSchema,
  }),
  ringPolling: endpoint({
    id: 'fights.ringPolling',
    method: 'GET',
    path: '/live/areas/:id',
    summary:
      "The ring's fights in ring order for consoles that cannot keep a websocket; ETag over the versions, 304 while nothing changed",
    params: idParams,
    response: z.object({ states: z.array(fightStateSchema), serverTime: z.number() }),
  }),
} as const;

export type FightRow = z.input<typeof fightRowSchema>;

// The live protocol's interfaces and these schemas describe the same JSON: a drift fails to compile.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const viewsAgree: Same<z.output<typeof fightViewSchema>, FightView> = true;
const statesAgree: Same<z.output<typeof fightStateSchema>, FightState> = true;
void viewsAgree;
void statesAgree;
