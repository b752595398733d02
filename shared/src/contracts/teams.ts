import { z } from 'zod';
import { endpoint, noContent } from './endpoint.js';
import { fightRowSchema } from './fights.js';
import { idParams, refSchema, requiredText, timestamp, uuid } from './fields.js';
import { listEndpoint, listOf } from './list.js';
import { newFighterSchema } from './participants.js';
import { intColumn } from '../schemas/bounds.js';

/**
 * Teams of a team category: a name, a club (or mixed), the line-up in order — the category's member
 * count fence, the rest are reserves — a seed and dropped out. A captain's team enters the category when the
 * application it came with is approved; a team the organizer makes is entered at once.
 */

/** At most this many fencers a team, reserves included. */
export const TEAM_LINE_UP_MAX = 10;

/** The line-up in order: registered users, and `null` where a fencer of `newMembers` takes the place. */
const memberIds = z
  .array(uuid.nullable())
  .max(TEAM_LINE_UP_MAX)
  .refine(
    (ids) => {
      const named = ids.filter((id) => id !== null);
      return new Set(named).size === named.length;
    },
    { message: 'A fencer is named twice' },
  );

/** Fencers the organizer creates on the spot: they fill the `null` places of `memberIds` in order, the rest follow. */
const newMembers = z.array(newFighterSchema).max(TEAM_LINE_UP_MAX);

const placesForNewMembers = (v: { memberIds?: (string | null)[]; newMembers?: unknown[] }) =>
  (v.memberIds ?? []).filter((id) => id === null).length <= (v.newMembers?.length ?? 0);
const newMemberMissing = { message: 'A place of the line-up has no fencer', path: ['memberIds'] };

export const createTeamSchema = z
  .object({
    name: requiredText(200),
    /** The team's club; null or left out for a mixed team. */
    clubId: uuid.nullable().optional(),
    memberIds: memberIds.default([]),
    newMembers: newMembers.optional(),
    seed: intColumn(1, 100_000).nullable().optional(),
  })
  .strict()
  .refine(placesForNewMembers, newMemberMissing);

/** Name, club, line-up (reordering swaps members and reserves; new fencers on the spot), seed, dropped out. */
export const updateTeamSchema = z
  .object({
    name: requiredText(200),
    clubId: uuid.nullable(),
    memberIds,
    newMembers,
    seed: intColumn(1, 100_000).nullable(),
    droppedOut: z.boolean(),
  })
  .partial()
  .strict()
  .refine(placesForNewMembers, newMemberMissing);

export const teamMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Beyond the category's member count: a reserve. */
  reserve: z.boolean(),
  /** Named by the captain and not accepted yet: holds no place until they accept. */
  invited: z.boolean(),
});

export const teamSchema = z.object({
  _id: z.string(),
  nominationId: z.string(),
  name: z.string(),
  club: refSchema.nullable(),
  captain: z.object({ _id: z.string(), name: z.string() }).nullable(),
  members: z.array(teamMemberSchema),
  seed: intColumn().nullable(),
  droppedOut: z.boolean(),
  entered: z.boolean(),
  createdAt: timestamp,
});
export type Team = z.output<typeof teamSchema>;

/** A team match with its relay bouts in order, and where the relay stands. */
export const teamMatchSchema = z.object({
  match: fightRowSchema,
  bouts: z.array(fightRowSchema),
  /** Team score limit per bout (null: bouts end on time). */
  limit: intColumn().nullable(),
});

/** A team the caller is named in (GET /my/teams): where, who leads it, and whether they still have to answer. */
export const myTeamSchema = z.object({
  _id: z.string(),
  name: z.string(),
  tournament: z.object({ _id: z.string(), title: z.string(), idString: z.string() }),
  nomination: refSchema,
  captain: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** The caller was invited by the captain and has not answered. */
  invited: z.boolean(),
  entered: z.boolean(),
});
export type MyTeam = z.output<typeof myTeamSchema>;

export const teamInvitationAnswerSchema = z.object({ accept: z.boolean() }).strict();

const organizers = ['ORGANIZER_TRIAL', 'ORGANIZER', 'ADMIN'] as const;
const signedIn = ['USER', 'ORGANIZER_TRIAL', 'ORGANIZER', 'ADMIN'] as const;

export const teamsContract = {
  list: listEndpoint({
    id: 'teams.list',
    path: '/nominations/:id/teams',
    summary: "A team category's teams, with their line-ups",
    params: idParams,
    item: teamSchema,
  }),
  create: endpoint({
    id: 'teams.create',
    method: 'POST',
    path: '/nominations/:id/teams',
    summary:
      'Makes a team of a team category: name, club or mixed, the line-up (registered users or new fencers)',
    roles: organizers,
    params: idParams,
    body: createTeamSchema,
    response: teamSchema,
    status: 201,
  }),
  update: endpoint({
    id: 'teams.update',
    method: 'PUT',
    path: '/teams/:id',
    summary: "A team's name, club, line-up (the order swaps members and reserves), seed or dropped out",
    roles: organizers,
    params: idParams,
    body: updateTeamSchema,
    response: teamSchema,
  }),
  remove: endpoint({
    id: 'teams.remove',
    method: 'DELETE',
    path: '/teams/:id',
    summary: 'Removes a team (refused once it has matches: drop it out instead)',
    roles: organizers,
    params: idParams,
    response: noContent,
    status: 204,
  }),
  mine: endpoint({
    id: 'teams.mine',
    method: 'GET',
    path: '/my/teams',
    summary: "The teams the caller is named in, the captain's open invitations first",
    roles: signedIn,
    response: listOf(myTeamSchema),
  }),
  answerInvitation: endpoint({
    id: 'teams.answerInvitation',
    method: 'POST',
    path: '/teams/:id/invitation',
    summary:
      "The invited fencer accepts (takes the place; refused while they are in another team of the category) or declines (leaves the line-up) a captain's invitation",
    roles: signedIn,
    params: idParams,
    body: teamInvitationAnswerSchema,
    response: noContent,
    status: 204,
  }),
  match: endpoint({
    id: 'teams.match',
    method: 'GET',
    path: '/fights/:id/bouts',
    summary: 'A team match with its relay bouts in order (each bout is a fight the judge console scores)',
    params: idParams,
    response: teamMatchSchema,
  }),
} as const;
