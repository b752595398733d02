import type { Role } from '@hema/shared/auth/roles';
import { usersContract, type userListItemSchema } from '@hema/shared/contracts/users';
import { buildFilter } from '@hema/shared/query/list-query';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { listPageQuery } from '../../../lib/endpoint-client';

/** `GET /users`: the management grids of users are given this endpoint; admins get the account fields too. */
export const managedUserListEndpoint = usersContract.list;

export type ManagedUser = z.output<typeof userListItemSchema>;

/** How many users hold `role` (all users when null): the count of a one-row page. */
export function useUserCountQuery(role: Role | null) {
  return useQuery({
    ...listPageQuery(usersContract.list, {
      query: {
        page: '1',
        perPage: '1',
        ...(role ? { filter: buildFilter([{ field: 'role', values: [role] }]) } : {}),
      },
    }),
    select: (page) => page.count,
  });
}
