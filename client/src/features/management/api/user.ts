import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { managedUserSchema } from './users';

/** GET /users/{id or username}. */
export async function fetchUser(id: string, signal?: AbortSignal) {
  const { data } = await apiRequest(`/users/${encodeURIComponent(id)}`, { signal });
  return managedUserSchema.parse(data);
}

export function useUserQuery(id: string) {
  return useQuery({
    queryKey: ['users', 'managed', id],
    queryFn: ({ signal }) => fetchUser(id, signal),
    meta: { silent: true },
  });
}
