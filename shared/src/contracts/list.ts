import { z } from 'zod';
import { endpoint, type Endpoint, type EndpointDefinition } from './endpoint.js';
import { intColumn } from '../schemas/bounds.js';

/**
 * Lists (spec §7 "Generic list fetch", "Async select"): the raw query parameters as they travel in the URL — the
 * list query language itself is parsed by shared/query/list-query.ts — and the `{items, count}` answer.
 */
export const listQuerySchema = z.object({
  /** Field name, `-` first for descending. */
  sort: z.string().max(100).optional(),
  /** 1-based page. */
  page: z.string().max(7).optional(),
  /** Page size; `0` or `all` for everything. */
  perPage: z.string().max(7).optional(),
  /** `field[like]:text,field:value,…` (docs/api.md). */
  filter: z.string().max(4000).optional(),
  /** `1`: the short `{_id, title}` answer of an async select. */
  forSelect: z.string().max(5).optional(),
});
export type ListQueryParams = z.input<typeof listQuerySchema>;

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), count: intColumn() });

/** An option of an async select (`?forSelect=1`). */
export const selectOptionSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** What tells two options of the same title apart (a fighter's club and country); absent when nothing does. */
  description: z.string().optional(),
});
export const selectListSchema = listOf(selectOptionSchema);
export type SelectOption = z.output<typeof selectOptionSchema>;

/** A list endpoint: its answer is a page of `item`, or select options when `forSelect=1`. */
export type ListEndpoint<
  T extends z.ZodType,
  P extends z.ZodObject,
  Q extends z.ZodType = typeof listQuerySchema,
> = Endpoint<P, Q, z.ZodUndefined, z.ZodUnion<[ReturnType<typeof listOf<T>>, typeof selectListSchema]>> & {
  item: T;
};

export function listEndpoint<
  T extends z.ZodType,
  P extends z.ZodObject = z.ZodObject<Record<string, never>>,
  Q extends z.ZodType = typeof listQuerySchema,
>(
  definition: Omit<
    EndpointDefinition<P, Q, z.ZodUndefined, z.ZodType>,
    'method' | 'response' | 'body' | 'query'
  > & {
    item: T;
    query?: Q;
  },
): ListEndpoint<T, P, Q> {
  const { item, ...rest } = definition;
  return {
    ...endpoint({
      ...rest,
      method: 'GET',
      query: (definition.query ?? listQuerySchema) as Q,
      response: z.union([listOf(item), selectListSchema]),
    }),
    item,
  };
}
