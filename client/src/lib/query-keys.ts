/**
 * The one query-key factory: a key is `[endpoint id, path parameters, query]`, so two queries share a
 * cache entry only when they call the same endpoint with the same input — and therefore hold the same parsed
 * shape. Zod-free, so the start-up path can use it.
 */

type Input = Readonly<object>;

export type EndpointKey = readonly [endpointId: string, params: Input, query: Input];

const EMPTY: Input = Object.freeze({});

/** The key of one call of an endpoint. */
export function endpointKey(endpoint: { id: string }, params?: Input, query?: Input): EndpointKey {
  return [endpoint.id, params ?? EMPTY, query ?? EMPTY];
}

/** The prefix of every key of an endpoint (to invalidate all its cached answers), or of one resource's calls. */
export function endpointKeyPrefix(
  endpoint: { id: string },
  params?: Input,
): readonly [string] | readonly [string, Input] {
  return params ? [endpoint.id, params] : [endpoint.id];
}
