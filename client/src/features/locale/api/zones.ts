import type { zonesContract } from '@hema/shared/contracts/catalog';
import type { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/query-keys';
import {
  checkShape,
  isBoolean,
  isIsoDateTime,
  isNumber,
  isString,
  type ShapeChecks,
} from '../../../lib/shape-check';

/** A zone as the `zones.list` contract describes it (spec §3; slug W is the world zone). */
export type Zone = z.output<(typeof zonesContract)['list']['item']>;
/** A page of the zone list, the answer of `GET /zones`. */
export interface ZonePage {
  items: Zone[];
  count: number;
}

/** `zones.list` of the shared contract, called without its schema: this call is on the start-up path. */
export const zoneListEndpoint = { id: 'zones.list', method: 'GET', path: '/zones' } as const;
/** Spec §7 and §9: the zone selector (and the start-up rule) loads every zone at once. */
const EVERY_ZONE = { perPage: 'all' } as const;

const ZONE: ShapeChecks<Zone> = {
  _id: isString,
  slug: isString,
  title: isString,
  description: isString,
  isInRussia: isBoolean,
  deleted: isBoolean,
  createdAt: isIsoDateTime,
  updatedAt: isIsoDateTime,
};

/** The page checked by hand against the contract's type (see lib/shape-check). */
export function parseZonePage(data: unknown): ZonePage {
  const page = checkShape<{ items: unknown; count: number }>(
    { items: (v): v is unknown => Array.isArray(v), count: isNumber },
    data,
    'zone list',
  );
  return {
    items: (page.items as unknown[]).map((item) => checkShape(ZONE, item, 'zone')),
    count: page.count,
  };
}

/** GET /zones?perPage=all → {items, count}. */
export async function fetchZones(signal?: AbortSignal): Promise<ZonePage> {
  const { data } = await apiRequest(zoneListEndpoint.path, { query: EVERY_ZONE, signal });
  return parseZonePage(data);
}

/** Every zone that is not removed; kept for the visit (zones rarely change). */
export function useZonesQuery() {
  return useQuery({
    queryKey: endpointKey(zoneListEndpoint, {}, EVERY_ZONE),
    queryFn: ({ signal }) => fetchZones(signal),
    select: selectZones,
    staleTime: 10 * 60_000,
    meta: { silent: true },
  });
}

function selectZones(page: ZonePage): Zone[] {
  return page.items.filter((zone) => !zone.deleted);
}
