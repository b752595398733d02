import { z } from 'zod';
import type { Role } from '../auth/roles.js';

/**
 * One contract per endpoint (architecture.md §3 `contracts/`): method, path, who may call it, and zod schemas of its
 * path parameters, query, body and answer. The server routes, validates and documents (OpenAPI) from it; the client
 * builds its one module per endpoint on it; no shape of the API is written twice.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointDefinition<
  P extends z.ZodObject = z.ZodObject,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  /** Unique, stable name (`tournaments.get`): the OpenAPI operation id and the root of the client's query keys. */
  id: string;
  method: HttpMethod;
  /** Under the API base (`/api`), with `:name` parameters: `/tournaments/:key`. */
  path: string;
  /** One line for the API reference. */
  summary: string;
  /** Roles allowed; absent = public (a signed-in caller is still known). */
  roles?: readonly Role[];
  params?: P;
  query?: Q;
  body?: B;
  /** The success answer; {@link noContent} for a 204. */
  response: R;
  /** Success status: 200 by default, 201 for creations, 204 for deletions. */
  status?: 200 | 201 | 204;
  /**
   * The success answer is a file, not JSON (a print-out, an export, a cover image): its possible Content-Types.
   * `response` is then {@link fileAnswer}; the client downloads it as a blob, OpenAPI documents it as binary.
   */
  file?: readonly string[];
}

export type Endpoint<
  P extends z.ZodObject = z.ZodObject,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> = Readonly<EndpointDefinition<P, Q, B, R>>;

/** Declares an endpoint; the identity function exists for inference. */
export function endpoint<
  P extends z.ZodObject = z.ZodObject<Record<string, never>>,
  Q extends z.ZodType = z.ZodObject<Record<string, never>>,
  B extends z.ZodType = z.ZodUndefined,
  R extends z.ZodType = z.ZodType,
>(definition: EndpointDefinition<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return definition;
}

/** The answer of a 204: no body. */
export const noContent = z.undefined();

/** The answer of a {@link EndpointDefinition.file} endpoint: bytes, checked by their type, never parsed as JSON. */
export const fileAnswer = z.unknown();

export type ParamsOf<E> = E extends Endpoint<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.input<P> : never;
export type QueryOf<E> = E extends Endpoint<z.ZodObject, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
/** The body a caller sends (before defaults and transforms). */
export type BodyOf<E> = E extends Endpoint<z.ZodObject, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
/** The body the server works with (after validation: defaults filled, strings trimmed). */
export type ParsedBodyOf<E> =
  E extends Endpoint<z.ZodObject, z.ZodType, infer B, z.ZodType> ? z.output<B> : never;
export type ParsedQueryOf<E> =
  E extends Endpoint<z.ZodObject, infer Q, z.ZodType, z.ZodType> ? z.output<Q> : never;
/** What the server answers (what its views must produce). */
export type ResponseOf<E> =
  E extends Endpoint<z.ZodObject, z.ZodType, z.ZodType, infer R> ? z.input<R> : never;
/** What the client holds after parsing the answer. */
export type ParsedResponseOf<E> =
  E extends Endpoint<z.ZodObject, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

/** The path of an endpoint with its parameters filled in (each encoded). */
export function pathOf(e: Pick<Endpoint, 'path'>, params: Record<string, string | number> = {}): string {
  return e.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${e.path}: parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** Every endpoint of a contract module (its exported object of endpoints). */
export function endpointsOf(contract: Record<string, Endpoint>): Endpoint[] {
  return Object.values(contract);
}
