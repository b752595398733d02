import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

const zoneRef = z.nullish(z.union([z.string(), z.object({ _id: z.string() })]));
const count = z._default(z.number(), 0);

const clusterOptionSchema = z.object({
  uid: z.string(),
  tags: z._default(z.array(z.string()), []),
  color: z._default(z.string(), 'gray'),
  label: z.string(),
  pro: count,
  con: count,
});

const clusterSchema = z.object({
  type: z.string(),
  subtype: z.nullish(z.string()),
  options: z._default(z.array(clusterOptionSchema), []),
});

const nominationResultSchema = z.object({
  nomination: z.nullish(
    z.object({ weapon: z.nullish(z.object({ _id: z.string(), title: z.optional(z.string()) })) }),
  ),
  zone: zoneRef,
  fights: count,
  place: z.nullish(z.number()),
  results: z.object({ wins: count, loss: count, draws: count, nowins: count }),
  tournamentDate: z.nullish(z.string()),
});

const weaponRatingSchema = z.object({
  _id: z.string(),
  weapon: z.object({ _id: z.string(), title: z.string() }),
  rank: z.nullish(z.number()),
  rating: z.nullish(z.number()),
  zone: zoneRef,
  lastNomination: z.nullish(
    z.object({ tournament: z.nullish(z.object({ dateStart: z.nullish(z.string()) })) }),
  ),
});

/** GET /users/{id}: the profile the pop-up and the user page show (spec §3, §7). */
export const userProfileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.nullish(z.string()),
  country: z.nullish(z.string()),
  city: z.nullish(z.string()),
  club: z.nullish(z.object({ _id: z.string(), title: z.string() })),
  analytics: z._default(z.object({ clusters: z._default(z.array(clusterSchema), []) }), { clusters: [] }),
  nominationsResults: z._default(z.array(nominationResultSchema), []),
  weaponsRating: z._default(z.array(weaponRatingSchema), []),
});

export type UserProfile = z.output<typeof userProfileSchema>;

export async function fetchUserProfile(id: string, signal?: AbortSignal): Promise<UserProfile> {
  const { data } = await apiRequest(`/users/${encodeURIComponent(id)}`, { signal });
  return userProfileSchema.parse(data);
}

export const userProfileQueryKey = (id: string) => ['users', 'profile', id] as const;

/**
 * A user's profile. The pop-up's failure goes to the shared error handler (spec §8); the user page passes
 * `silent` and shows its own not-found state.
 */
export function useUserProfileQuery(id: string | null, { silent = false } = {}) {
  return useQuery({
    queryKey: userProfileQueryKey(id ?? ''),
    queryFn: ({ signal }) => fetchUserProfile(id as string, signal),
    enabled: !!id,
    meta: { silent },
  });
}
