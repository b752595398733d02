import { allEndpoints as registered } from '@hema/shared/contracts/registry';
import type { Endpoint } from '@hema/shared/contracts/endpoint';

/** Every endpoint of every shared contract module (shared/src/contracts/registry.ts). */
export async function allEndpoints(): Promise<Endpoint[]> {
  return registered();
}
