import { pathOf, type ParsedResponseOf } from '@hema/shared/contracts/endpoint';
import { fightsContract } from '@hema/shared/contracts/fights';
import { apiUrl } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/endpoint-client';
import { readToken } from '../../../lib/storage';

type RingStates = ParsedResponseOf<typeof fightsContract.ringPolling>;

export type AreaLivePoll = ({ changed: true; etag: string | null } & RingStates) | { changed: false };

/**
 * GET /live/areas/{id} with If-None-Match: the ring's fights in ring order, or "not modified" (304) while no fight
 * changed. The polling console asks once a second, for networks that block websockets. The request is written here
 * (the endpoint client knows neither conditional requests nor 304); path and answer are the contract's.
 */
export async function pollAreaLiveStates(
  areaId: string,
  etag: string | null,
  signal?: AbortSignal,
): Promise<AreaLivePoll> {
  const endpoint = fightsContract.ringPolling;
  const headers = new Headers({ Accept: 'application/json' });
  const token = readToken();
  if (token) headers.set('Authorization', token);
  if (etag) headers.set('If-None-Match', etag);
  const response = await fetch(apiUrl(pathOf(endpoint, { id: areaId })), {
    method: endpoint.method,
    headers,
    signal,
    cache: 'no-store',
  });
  if (response.status === 304) return { changed: false };
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const { states, serverTime } = parseAnswer(endpoint, await response.json());
  return { changed: true, states, serverTime, etag: response.headers.get('ETag') };
}
