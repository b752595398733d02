import { areas } from './areas.js';
import type { Endpoint } from './endpoint.js';
import { fights } from './fights.js';
import { nominations } from './nominations.js';
import { participants } from './participants.js';
import { pools, stages } from './stages.js';
import { tournaments } from './tournaments.js';

/**
 * Every contract module by resource, in the order the API reference lists them: the OpenAPI test, the fuzz test
 * and docs/api.md all walk this one list (a test checks that no contract module is missing from it).
 */
export const CONTRACTS: Record<string, Record<string, Endpoint>> = {
  tournaments,
  nominations,
  participants,
  stages,
  pools,
  areas,
  fights,
};

export function allEndpoints(): Endpoint[] {
  return Object.values(CONTRACTS).flatMap((contract) => Object.values(contract));
}
