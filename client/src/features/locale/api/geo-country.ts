import { DEFAULT_COUNTRY, normalizeCountry } from '@hema/shared/ui-rules/zone-rules';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rememberCountry } from '../../../lib/storage';
import { endpointKey } from '../../../lib/query-keys';

/** `geo.country` of the shared contract, called without its schema: this call is on the start-up path. */
export const geoCountryEndpoint = { id: 'geo.country', method: 'GET', path: '/geo/country' } as const;

/** GET /geo/country → the visitor's two-letter country code as plain text (spec §7); anything else is FI. */
export async function fetchGeoCountry(signal?: AbortSignal): Promise<string> {
  const { data } = await apiRequest<unknown>(geoCountryEndpoint.path, { signal });
  const country = normalizeCountry(typeof data === 'string' ? data.replace(/^"|"$/g, '') : data);
  rememberCountry(country);
  return country;
}

/** The detected country; a failed detection is the default FI (spec §7, §8). Asked once per visit. */
export function useGeoCountryQuery() {
  return useQuery({
    queryKey: endpointKey(geoCountryEndpoint),
    queryFn: ({ signal }) => fetchGeoCountry(signal).catch(() => DEFAULT_COUNTRY),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    meta: { silent: true },
  });
}
