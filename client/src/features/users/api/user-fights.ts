import type { ParsedResponseOf } from '@hema/shared/contracts/endpoint';
import { usersContract } from '@hema/shared/contracts/users';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/endpoint-client';

/** GET /users/{id}/fights: the stats tab's record per weapon, opponents and head-to-head. */
export type UserFightStats = ParsedResponseOf<typeof usersContract.fights>;

export function useUserFightsQuery(id: string) {
  return useQuery({ ...endpointQuery(usersContract.fights, { params: { key: id } }), enabled: !!id });
}
