import { queryOptions } from '@tanstack/react-query';
import {
  pathOf,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type ParsedResponseOf,
  type QueryOf,
} from '@hema/shared/contracts/endpoint';
import { listOf, selectListSchema, type ListEndpoint } from '@hema/shared/contracts/list';
import type { z } from 'zod';
import { apiRequest, type ApiRequestOptions, type QueryValue } from './api-client';
import { endpointKey } from './query-keys';

/**
 * The one fetcher of the client: calls an endpoint by its shared contract — path filled from the
 * parameters, method and query from the contract — and parses the answer with the contract's response schema. An
 * answer that does not match is a {@link ContractError}, never a silent `undefined` further down.
 */

export class ContractError extends Error {
  override readonly name = 'ContractError';

  constructor(
    readonly endpointId: string,
    readonly problems: string[],
  ) {
    super(`The answer of ${endpointId} does not match its contract: ${problems.join('; ')}`);
  }
}

type AnyList = ListEndpoint<z.ZodType, z.ZodObject, z.ZodType>;

export interface CallOptions<E extends Endpoint> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  signal?: AbortSignal;
  onUnauthorized?: ApiRequestOptions['onUnauthorized'];
}

const isList = (e: Endpoint): e is AnyList => 'item' in e;
const pageSchemas = new WeakMap<object, z.ZodType>();

/**
 * The schema an answer is parsed with: the contract's response; for a list endpoint the page of its items, or the
 * select options when `forSelect` is asked — so one endpoint and query always give one shape.
 */
function answerSchema(e: Endpoint, query: unknown): z.ZodType {
  if (!isList(e)) return e.response;
  if ((query as { forSelect?: unknown } | undefined)?.forSelect) return selectListSchema;
  let page = pageSchemas.get(e);
  if (!page) pageSchemas.set(e, (page = listOf(e.item)));
  return page;
}

/** Parses an answer of `e`; throws {@link ContractError} naming every mismatch. */
export function parseAnswer<E extends Endpoint>(e: E, data: unknown, query?: unknown): ParsedResponseOf<E> {
  const result = answerSchema(e, query).safeParse(data);
  if (result.success) return result.data as ParsedResponseOf<E>;
  throw new ContractError(
    e.id,
    result.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || 'answer'}: ${issue.message}`),
  );
}

/** Calls `e` and answers the parsed body and the response headers (the token of sign-in travels in one). */
export async function sendEndpoint<E extends Endpoint>(
  e: E,
  { params, query, body, signal, onUnauthorized }: CallOptions<E> = {},
): Promise<{ data: ParsedResponseOf<E>; headers: Headers }> {
  const path = pathOf(e, (params ?? {}) as Record<string, string | number>);
  const response = await apiRequest(path, {
    method: e.method,
    query: query as Record<string, QueryValue> | undefined,
    body,
    signal,
    onUnauthorized,
  });
  return { data: parseAnswer(e, response.data, query), headers: response.headers };
}

/** Calls `e` and answers the parsed body. */
export async function callEndpoint<E extends Endpoint>(
  e: E,
  options: CallOptions<E> = {},
): Promise<ParsedResponseOf<E>> {
  return (await sendEndpoint(e, options)).data;
}

/** A file an endpoint answered (spec §7 "print … returned as a blob"): its bytes and the name it is saved under. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The file name of a Content-Disposition header: the UTF-8 one (RFC 5987) when given, else the plain one. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (utf8) {
    try {
      return decodeURIComponent(utf8[1]);
    } catch {
      // A broken encoding falls through to the plain name.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/** Calls a file endpoint (`e.file`) with the token and answers the file; a refusal throws the usual ApiError. */
export async function downloadEndpoint<E extends Endpoint>(
  e: E,
  { params, query, signal }: Pick<CallOptions<E>, 'params' | 'query' | 'signal'> = {},
): Promise<DownloadedFile> {
  const path = pathOf(e, (params ?? {}) as Record<string, string | number>);
  const response = await apiRequest<Blob>(path, {
    method: e.method,
    query: query as Record<string, QueryValue> | undefined,
    signal,
    responseType: 'blob',
  });
  return {
    blob: response.data,
    fileName: fileNameOf(response.headers.get('content-disposition'), e.id),
  };
}

/** The query of one call: its key from the factory, its function this fetcher. Spread into `useQuery`. */
export function endpointQuery<E extends Endpoint>(
  e: E,
  input: Pick<CallOptions<E>, 'params' | 'query'> = {},
) {
  return queryOptions({
    queryKey: endpointKey(e, input.params as object, input.query as object),
    queryFn: ({ signal }) => callEndpoint(e, { ...input, signal }),
  });
}

/** One page of a list endpoint: `{items, count}` of the contract's item. */
export type ListPage<E> =
  E extends ListEndpoint<infer T, z.ZodObject, z.ZodType> ? z.output<ReturnType<typeof listOf<T>>> : never;

/** The query of one page of a list endpoint (never `forSelect`). */
export function listPageQuery<E extends AnyList>(
  e: E,
  input: { params?: ParamsOf<E>; query: Omit<NonNullable<QueryOf<E>>, 'forSelect'> },
) {
  return queryOptions({
    queryKey: endpointKey(e, input.params as object, input.query as object),
    queryFn: ({ signal }) =>
      callEndpoint(e, { params: input.params, query: input.query as QueryOf<E>, signal }) as Promise<
        ListPage<E>
      >,
  });
}

/** The select options of a list endpoint (`forSelect=1`, spec §7 "Async select"). */
export function selectOptionsQuery<E extends AnyList>(
  e: E,
  input: { params?: ParamsOf<E>; query: Omit<NonNullable<QueryOf<E>>, 'forSelect'> },
) {
  const query = { ...input.query, forSelect: '1' };
  return queryOptions({
    queryKey: endpointKey(e, input.params as object, query),
    queryFn: ({ signal }) =>
      callEndpoint(e, { params: input.params, query: query as QueryOf<E>, signal }) as Promise<
        z.output<typeof selectListSchema>
      >,
  });
}
