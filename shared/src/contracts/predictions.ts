import { z } from 'zod';
import { ROUTE_ROLES } from '../auth/roles.js';
import { FIGHT_STATUSES } from '../fight/fight-context.js';
import { PREDICTION_OUTCOMES, PREDICTION_SIDES } from '../rating/prediction-points.js';
import { intColumn } from '../schemas/bounds.js';
import { endpoint, noContent } from './endpoint.js';
import { idParams, refSchema } from './fields.js';

/**
 * Fight predictions (spec §1, §5, §6, §7): a signed-in user names the winner of a fight that has not started; the
 * server locks it by the fight's state. Outcomes and points are read from the fights' results every time (never
 * stored), so a result fixed afterwards re-resolves every prediction on it.
 */

const count = intColumn();

/** Who predicted: enough for a line of a leaderboard and a link to the user page. */
export const predictorSchema = z.object({ _id: z.string(), name: z.string(), username: z.string() });

const side = z.union([z.literal(PREDICTION_SIDES[0]), z.literal(PREDICTION_SIDES[1])]);

/** One of the caller's predictions (or a user's, on their page). */
export const predictionSchema = z.object({
  fightId: z.string(),
  /** The fighter named the winner: 1 (red) or 2. */
  winner: side,
  outcome: z.enum(PREDICTION_OUTCOMES),
  /** Points earned so far: 0 until the fight ends with the named winner. */
  points: count,
  /** Points a right guess earns (more for an underdog, by the ratings when the prediction was made). */
  potentialPoints: count,
  updatedAt: z.string(),
});
export type Prediction = z.output<typeof predictionSchema>;

const tallyFields = {
  /** Every prediction, open ones included. */
  made: count,
  /** Predictions on fights that ended with a winner. */
  predictions: count,
  correct: count,
  points: count,
};

export const leaderboardLineSchema = z.object({ user: predictorSchema, rank: intColumn(1), ...tallyFields });

/** How the predictors split on one fight of the tournament. */
export const fightVotesSchema = z.object({ fightId: z.string(), votes1: count, votes2: count });

/** GET /tournaments/{id}/predictions. */
export const tournamentPredictionsSchema = z.object({
  leaderboard: z.array(leaderboardLineSchema),
  votes: z.array(fightVotesSchema),
  /** The caller's predictions in this tournament (empty for an anonymous visitor). */
  mine: z.array(predictionSchema),
});
export type TournamentPredictions = z.output<typeof tournamentPredictionsSchema>;

const fighterSchema = z.object({ _id: z.string(), name: z.string() });

/** A fight open for predictions (the /predictions page), or one a user predicted (their page). */
export const predictableFightSchema = z.object({
  _id: z.string(),
  status: z.enum(FIGHT_STATUSES),
  tournament: z.object({ _id: z.string(), idString: z.string(), title: z.string() }),
  nomination: refSchema,
  ring: refSchema.nullable(),
  fighter1: fighterSchema,
  fighter2: fighterSchema,
});

export const openFightsSchema = z.object({
  fights: z.array(predictableFightSchema.extend({ votes1: count, votes2: count })),
  /** The caller's predictions on these fights. */
  mine: z.array(predictionSchema),
});

export const userPredictionsSchema = z.object({
  totals: z.object(tallyFields),
  /** Most recent first, at most 200. */
  items: z.array(predictionSchema.extend({ fight: predictableFightSchema })),
});

export const bestPredictorSchema = z.object({
  user: predictorSchema,
  rank: intColumn(1),
  predictions: count,
  correct: count,
  points: count,
  /** Right guesses over resolved predictions, whole percent. */
  accuracy: intColumn(0, 100),
});

export const bestPredictorsQuerySchema = z.object({
  /** A zone id; absent, empty or the world zone W: predictions on fights of every zone. */
  zone: z.string().max(100).optional(),
});

export const predictionBodySchema = z.object({ winner: side });

export const predictionsContract = {
  tournament: endpoint({
    id: 'predictions.tournament',
    method: 'GET',
    path: '/tournaments/:id/predictions',
    summary:
      "A tournament's prediction leaderboard (points, right guesses), how predictors split on each fight, and the caller's predictions",
    params: idParams,
    response: tournamentPredictionsSchema,
  }),
  open: endpoint({
    id: 'predictions.open',
    method: 'GET',
    path: '/predictions/open',
    summary:
      'Fights of online tournaments that have not started and have both fighters: open for predictions',
    response: openFightsSchema,
  }),
  user: endpoint({
    id: 'predictions.user',
    method: 'GET',
    path: '/users/:id/predictions',
    summary: "A user's predictions with their outcomes and points, most recent first, and the totals",
    params: idParams,
    response: userPredictionsSchema,
  }),
  best: endpoint({
    id: 'predictions.best',
    method: 'GET',
    path: '/predictions/best',
    summary:
      'The best predictors (spec §5: at least 10 resolved predictions), by accuracy, then points, optionally of one zone',
    query: bestPredictorsQuerySchema,
    response: z.object({ items: z.array(bestPredictorSchema) }),
  }),
  put: endpoint({
    id: 'predictions.put',
    method: 'PUT',
    path: '/fights/:id/prediction',
    summary:
      "Names the caller's winner of a fight, or changes it; 409 once the fight has started (the server reads the fight's state)",
    roles: ROUTE_ROLES.signedIn,
    params: idParams,
    body: predictionBodySchema,
    response: predictionSchema,
  }),
  remove: endpoint({
    id: 'predictions.remove',
    method: 'DELETE',
    path: '/fights/:id/prediction',
    summary: "Withdraws the caller's prediction of a fight that has not started",
    roles: ROUTE_ROLES.signedIn,
    params: idParams,
    response: noContent,
    status: 204,
  }),
} as const;
