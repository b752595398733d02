import type { FightState } from '@hema/shared/realtime/protocol';
import { z } from 'zod';
import { apiUrl } from '../../../lib/api-client';
import { readToken } from '../../../lib/storage';

const areaLiveSchema = z.object({
  states: z.array(z.looseObject({ fightId: z.string() })),
  serverTime: z.number(),
});

export type AreaLivePoll =
  { changed: true; states: FightState[]; serverTime: number; etag: string | null } | { changed: false };

/**
 * GET /live/areas/{id} with If-None-Match: the ring's fights in ring order, or "not modified" (304) while no fight
 * changed. The polling console asks once a second, for networks that block websockets.
 */
export async function pollAreaLiveStates(
  areaId: string,
  etag: string | null,
  signal?: AbortSignal,
): Promise<AreaLivePoll> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = readToken();
  if (token) headers.set('Authorization', token);
  if (etag) headers.set('If-None-Match', etag);
  const response = await fetch(apiUrl(`/live/areas/${encodeURIComponent(areaId)}`), {
    headers,
    signal,
    cache: 'no-store',
  });
  if (response.status === 304) return { changed: false };
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const data = areaLiveSchema.parse(await response.json());
  return {
    changed: true,
    states: data.states as unknown as FightState[],
    serverTime: data.serverTime,
    etag: response.headers.get('ETag'),
  };
}
