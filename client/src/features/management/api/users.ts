import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { listOf, nullishText, refSchema } from './list-schema';

export const managedUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  username: nullishText,
  email: nullishText,
  role: z.string(),
  country: nullishText,
  city: nullishText,
  club: refSchema.nullish(),
  license: z.object({ from: nullishText, till: nullishText }).nullish(),
  tester: z.boolean().nullish(),
  deleted: z.boolean().nullish(),
  createdAt: nullishText,
});
export type ManagedUser = z.output<typeof managedUserSchema>;

export interface UsersQuery {
  page: number;
  perPage: number;
  filter?: string;
  sort?: string;
}

/** GET /users?sort&page&perPage&filter → {items, count} (spec §7). */
export async function fetchUsers(query: UsersQuery, signal?: AbortSignal) {
  const { data } = await apiRequest('/users', { query: { sort: 'name', ...query }, signal });
  return listOf(managedUserSchema).parse(data);
}

export function useUsersQuery(query: UsersQuery) {
  return useQuery({
    queryKey: ['users', 'managed', query],
    queryFn: ({ signal }) => fetchUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}
