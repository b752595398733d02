import { z } from 'zod';
import { ROUTE_ROLES } from '../auth/roles.js';
import { clubRefSchema } from './auth.js';
import { endpoint } from './endpoint.js';
import { listEndpoint } from './list.js';
import { intColumn } from '../schemas/bounds.js';

/**
 * Weapon ratings (spec §2 /rating/{id}, /rating/weapon-type/{id}, §3 WeaponRating) and the results job that
 * computes them. A rating list is one weapon in one zone; the zone is a filter (`zone:<id>`), as are the
 * fighter's country (`country:FI`) and club (`club:<id>`).
 */

const idParams = z.object({ id: z.string() });

/** One fighter's line in a weapon's rating of one zone. */
export const ratedFighterSchema = z.object({
  /** `<weaponId>:<zoneId>:<userId>`. */
  _id: z.string(),
  fighter: z.object({
    _id: z.string(),
    name: z.string(),
    username: z.string(),
    country: z.string().nullable(),
    club: clubRefSchema.nullable(),
  }),
  weapon: z.object({ _id: z.string(), title: z.string() }),
  zone: z.string(),
  /** 1-based rank by weighted rating within the weapon and zone. */
  rank: intColumn(1),
  /** Glicko-2 rating r. */
  rating: z.number(),
  /** Rating deviation RD. */
  rd: z.number(),
  /** r − 2·RD, what the rank orders by. */
  weightedRating: z.number(),
  /** Rated bouts (wins, losses, draws). */
  fights: intColumn(),
  /** Date of the last tournament the fighter was rated in (YYYY-MM-DD). */
  lastDate: z.string().nullable(),
});
export type RatedFighter = z.output<typeof ratedFighterSchema>;

/** What admins see of the results job on /admin/controls. */
export const resultsJobStatusSchema = z.object({
  /** A replica is running the steps now. */
  running: z.boolean(),
  /** A request has not been run yet (it will be, after the current run). */
  waiting: z.boolean(),
  /** The step under way, null between runs. */
  step: z.string().nullable(),
  /** Progress of that step: `done` of `total` units (fights, fighters… as the step counts them). */
  done: intColumn(),
  total: intColumn(),
  /** Every step, in run order. */
  steps: z.array(z.string()),
  /** Runs finished since the database was created. */
  runs: intColumn(),
  /** Why the last run was asked for, e.g. "tournament finished". */
  lastReason: z.string().nullable(),
  lastStartedAt: z.iso.datetime().nullable(),
  lastFinishedAt: z.iso.datetime().nullable(),
  /** Steps that failed in the last run (their message), null when all went well. */
  lastError: z.string().nullable(),
});
export type ResultsJobStatus = z.output<typeof resultsJobStatusSchema>;

export const ratingsContract = {
  weapon: listEndpoint({
    id: 'ratings.weapon',
    path: '/ratings/weapons/:id',
    summary:
      'The Glicko-2 rating of one weapon (spec §2 /rating/{id}), best weighted rating (r − 2·RD) first. Filters: zone (default the world zone W), country, club; sorts: rank, rating, weightedRating, rd, fights, lastDate, name.',
    params: idParams,
    item: ratedFighterSchema,
  }),
  weaponType: listEndpoint({
    id: 'ratings.weaponType',
    path: '/ratings/weapon-types/:id',
    summary:
      'The ratings of every weapon of one type (spec §2 /rating/weapon-type/{id}), one line per fighter and weapon; the same filters and sorts as a weapon rating.',
    params: idParams,
    item: ratedFighterSchema,
  }),
};

export const resultsJobContract = {
  status: endpoint({
    id: 'resultsJob.status',
    method: 'GET',
    path: '/admin/results-job',
    summary:
      'The background results job (ratings, then achievements): whether it runs, the step and its progress, the last run’s start, end and error (admins).',
    roles: ROUTE_ROLES.admin,
    response: resultsJobStatusSchema,
  }),
};
