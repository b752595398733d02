import { z } from 'zod';
import { ROUTE_ROLES } from '../auth/roles.js';
import { endpoint, noContent } from './endpoint.js';
import { fighterRefSchema } from './fights.js';
import { idParams, refSchema, requiredText } from './fields.js';
import { fightersScheduleSchema } from './schedule.js';

/**
 * Following (issue 32 item 4): a signed-in user follows fighters and clubs, and keeps named groups of fighters (a
 * coach's students). The follows drive the club and group pages' "fighting now / on deck / next" and the
 * notifications followers may opt into. Groups are the owner's own: nobody else reads or changes them.
 */

/** How many of each a user keeps: enough for a coach with several classes, small enough to read on a phone. */
export const FOLLOW_LIMITS = {
  fighters: 500,
  clubs: 100,
  groups: 50,
  membersPerGroup: 200,
  groupName: 60,
} as const;

/** A followed (or grouped) fighter: name and club, as schedules show them. */
export const followedFighterSchema = fighterRefSchema.extend({ username: z.string() });
export type FollowedFighter = z.output<typeof followedFighterSchema>;

export const followedClubSchema = refSchema.extend({
  city: z.string().nullable(),
  country: z.string().nullable(),
});
export type FollowedClub = z.output<typeof followedClubSchema>;

export const followGroupSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** By name. */
  members: z.array(followedFighterSchema),
});
export type FollowGroup = z.output<typeof followGroupSchema>;

/** GET /my/following: everything the caller follows, each list by name. */
export const myFollowingSchema = z.object({
  fighters: z.array(followedFighterSchema),
  clubs: z.array(followedClubSchema),
  groups: z.array(followGroupSchema),
});
export type MyFollowing = z.output<typeof myFollowingSchema>;

export const followGroupBodySchema = z.object({ name: requiredText(FOLLOW_LIMITS.groupName) }).strict();

const memberParams = z.object({ id: z.string().max(100), fighterId: z.string().max(100) });
const signedIn = ROUTE_ROLES.signedIn;

export const followingContract = {
  mine: endpoint({
    id: 'following.mine',
    method: 'GET',
    path: '/my/following',
    summary: "The fighters and clubs the caller follows and the caller's groups with their members",
    roles: signedIn,
    response: myFollowingSchema,
  }),
  followFighter: endpoint({
    id: 'following.followFighter',
    method: 'PUT',
    path: '/my/following/fighters/:id',
    summary: 'Follows a fighter (by id or username); following one already followed changes nothing',
    roles: signedIn,
    params: idParams,
    response: noContent,
    status: 204,
  }),
  unfollowFighter: endpoint({
    id: 'following.unfollowFighter',
    method: 'DELETE',
    path: '/my/following/fighters/:id',
    summary: 'Stops following a fighter',
    roles: signedIn,
    params: idParams,
    response: noContent,
    status: 204,
  }),
  followClub: endpoint({
    id: 'following.followClub',
    method: 'PUT',
    path: '/my/following/clubs/:id',
    summary: 'Follows a club (its members); following one already followed changes nothing',
    roles: signedIn,
    params: idParams,
    response: noContent,
    status: 204,
  }),
  unfollowClub: endpoint({
    id: 'following.unfollowClub',
    method: 'DELETE',
    path: '/my/following/clubs/:id',
    summary: 'Stops following a club',
    roles: signedIn,
    params: idParams,
    response: noContent,
    status: 204,
  }),
  createGroup: endpoint({
    id: 'following.createGroup',
    method: 'POST',
    path: '/my/following/groups',
    summary: 'Creates a named group of fighters (a coach’s students); names are unique per owner',
    roles: signedIn,
    body: followGroupBodySchema,
    response: followGroupSchema,
    status: 201,
  }),
  group: endpoint({
    id: 'following.group',
    method: 'GET',
    path: '/my/following/groups/:id',
    summary: "One of the caller's groups with its members (404 for anyone else's)",
    roles: signedIn,
    params: idParams,
    response: followGroupSchema,
  }),
  renameGroup: endpoint({
    id: 'following.renameGroup',
    method: 'PUT',
    path: '/my/following/groups/:id',
    summary: "Renames one of the caller's groups",
    roles: signedIn,
    params: idParams,
    body: followGroupBodySchema,
    response: followGroupSchema,
  }),
  removeGroup: endpoint({
    id: 'following.removeGroup',
    method: 'DELETE',
    path: '/my/following/groups/:id',
    summary: "Deletes one of the caller's groups (the fighters stay followed where they were)",
    roles: signedIn,
    params: idParams,
    response: noContent,
    status: 204,
  }),
  addMember: endpoint({
    id: 'following.addMember',
    method: 'PUT',
    path: '/my/following/groups/:id/members/:fighterId',
    summary: "Adds a fighter to one of the caller's groups; adding a member again changes nothing",
    roles: signedIn,
    params: memberParams,
    response: followGroupSchema,
  }),
  removeMember: endpoint({
    id: 'following.removeMember',
    method: 'DELETE',
    path: '/my/following/groups/:id/members/:fighterId',
    summary: "Removes a fighter from one of the caller's groups",
    roles: signedIn,
    params: memberParams,
    response: noContent,
    status: 204,
  }),
  groupSchedule: endpoint({
    id: 'following.groupSchedule',
    method: 'GET',
    path: '/my/following/groups/:id/schedule',
    summary: "The fights not over yet of the members of one of the caller's groups, in public tournaments",
    roles: signedIn,
    params: idParams,
    response: fightersScheduleSchema,
  }),
} as const;
