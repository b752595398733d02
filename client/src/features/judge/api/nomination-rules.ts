import type { ParsedResponseOf } from '@hema/shared/contracts/endpoint';
import { nominationsContract } from '@hema/shared/contracts/nominations';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/endpoint-client';

export type { FighterColour } from '@hema/shared/ui-rules/fighter-colours';

/** The category of a fight: the fighters' colours and which counters the judges keep (`rules.counters`). */
export type NominationRules = ParsedResponseOf<typeof nominationsContract.get>;

/** GET /nominations/{id}: the category of the fight on the console. */
export function useNominationRulesQuery(id: string | undefined) {
  return useQuery({
    ...endpointQuery(nominationsContract.get, { params: { id: id ?? '' } }),
    enabled: !!id,
    staleTime: 5 * 60_000,
  });
}
