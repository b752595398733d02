import { usersContract, type userListItemSchema } from '@hema/shared/contracts/users';
import type { z } from 'zod';

/** `GET /users` with the list query (spec §7): the grids of the users and club pages are given this endpoint. */
export const userListEndpoint = usersContract.list;

/** A user as lists show them (spec §3 "User (profile, as used in pop-up and lists)"). */
export type UserListItem = z.output<typeof userListItemSchema>;
