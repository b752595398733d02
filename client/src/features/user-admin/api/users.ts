import { usersContract, type userListItemSchema } from '@hema/shared/contracts/users';
import type { z } from 'zod';

/** `GET /users`: the management grids of users are given this endpoint; admins get the account fields too. */
export const managedUserListEndpoint = usersContract.list;

export type ManagedUser = z.output<typeof userListItemSchema>;
