import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { fighterRefSchema, groupTitleSchema, stageRefSchema } from './fights.js';
import { idParams, refSchema, timestamp } from './fields.js';
import { FIGHT_STATUSES } from '../fight/fight-context.js';
import { intColumn } from '../schemas/bounds.js';
import { ROLES } from '../auth/roles.js';

/**
 * The live schedule (when and where is my fight): every ring's queue with an estimated start for each fight that has
 * not started, recomputed after every fight's start and finish (shared/src/schedule/estimate.ts decides the times).
 * One shape for every reader — the tournament's Schedule tab, `/my/schedule`, follow-a-fighter, a club's and a
 * group's pages, the hall screen — so they never disagree.
 */

/** Where a fight stands in its ring's queue. `now`: running (or the first not over); then the next two. */
export const QUEUE_PLACES = ['now', 'onDeck', 'inTheHole', 'later'] as const;
export type QueuePlace = (typeof QUEUE_PLACES)[number];

export const scheduledFightSchema = z.object({
  fightId: z.string(),
  tournament: refSchema,
  nomination: refSchema,
  stage: stageRefSchema,
  group: groupTitleSchema,
  ring: refSchema,
  /** 0 = the fight the ring is on now; n = n fights before it on its ring. */
  fightsBefore: intColumn(),
  place: z.enum(QUEUE_PLACES),
  status: z.enum(FIGHT_STATUSES),
  fighter1: fighterRefSchema.nullable(),
  fighter2: fighterRefSchema.nullable(),
  /** When it started (running fights); null before. */
  startedAt: timestamp.nullable(),
  /** The estimate ("about 14:20"); null when the ring has nothing to estimate from (no rules, no history). */
  estimatedStart: timestamp.nullable(),
  /** "Not before 14:05": the estimate minus its error, never after the estimate; null with it. */
  notBefore: timestamp.nullable(),
  /** When the ring called its fighters (the judge's call key); null when not called. */
  calledAt: timestamp.nullable(),
});
export type ScheduledFight = z.output<typeof scheduledFightSchema>;

/** Minutes before a ring counts as stale when its tournament has not set its own (`staleRingMinutes`). */
export const STALE_RING_MINUTES = 10;

/** The organizer's alert for a ring that seems stuck (tournament setting: minutes before it shows). */
export const staleRingSchema = z.object({
  /** `noScore`: a running fight with no score change for the minutes; `idle`: nothing running while fights wait. */
  kind: z.enum(['noScore', 'idle']),
  since: timestamp,
});

export const ringScheduleSchema = z.object({
  ring: refSchema,
  /** The ring's fights not over yet, in the order they are fought (running first). */
  fights: z.array(scheduledFightSchema),
  /** Minutes a fight of this ring takes, as the estimates use it now (shown to the organizer). */
  minutesPerFight: z.number().nullable(),
  stale: staleRingSchema.nullable(),
});
export type RingSchedule = z.output<typeof ringScheduleSchema>;

export const tournamentScheduleSchema = z.object({
  tournament: refSchema,
  /** When these estimates were made (server clock). */
  at: timestamp,
  rings: z.array(ringScheduleSchema),
});
export type TournamentSchedule = z.output<typeof tournamentScheduleSchema>;

export const scheduleQuerySchema = z
  .object({
    nomination: z.string().max(100).optional(),
    club: z.string().max(100).optional(),
    fighter: z.string().max(100).optional(),
  })
  .strict();

/** Two of a fighter's fights on different rings whose estimates are within this many minutes of each other. */
export const CONFLICT_MINUTES = 15;

/** A fighter's (or several fighters') fights not over yet, across tournaments, soonest first. */
export const fightersScheduleSchema = z.object({
  at: timestamp,
  fights: z.array(
    scheduledFightSchema.extend({
      /** Ids of this list's other fights that share a fighter and are within {@link CONFLICT_MINUTES} on another ring. */
      conflictsWith: z.array(z.string()),
    }),
  ),
});
export type FightersSchedule = z.output<typeof fightersScheduleSchema>;

export const scheduleContract = {
  tournament: endpoint({
    id: 'schedule.tournament',
    method: 'GET',
    path: '/tournaments/:id/schedule',
    summary: "A tournament's live schedule: every ring's queue with estimated starts",
    params: idParams,
    query: scheduleQuerySchema,
    response: tournamentScheduleSchema,
  }),
  mine: endpoint({
    id: 'schedule.mine',
    method: 'GET',
    path: '/my/schedule',
    summary: "The signed-in fighter's fights not over yet across tournaments, with conflicts",
    roles: ROLES,
    response: fightersScheduleSchema,
  }),
  fighter: endpoint({
    id: 'schedule.fighter',
    method: 'GET',
    path: '/fighters/:id/schedule',
    summary: "A fighter's fights not over yet in public tournaments",
    params: idParams,
    response: fightersScheduleSchema,
  }),
  club: endpoint({
    id: 'schedule.club',
    method: 'GET',
    path: '/clubs/:id/schedule',
    summary: "A club's members' fights not over yet in public tournaments",
    params: idParams,
    response: fightersScheduleSchema,
  }),
};
