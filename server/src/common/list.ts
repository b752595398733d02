import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { parseListQuery, parseSort, type FilterClause, type ListQuery } from '@hema/shared/query/list-query';
import { badRequest } from './app-error.js';
import { UUID } from './validation.js';

/**
 * The one implementation of the list API (spec §7 "Generic list fetch", "Async select", "Delete") used by every
 * resource. A resource declares which fields may be filtered and sorted and how; values reach SQL only as
 * parameters; anything else is a 400 that names the problem.
 */

export type ListFieldType = 'text' | 'number' | 'date' | 'boolean' | 'id' | 'enum';

export interface ListField {
  /** SQL expression over the query builder's aliases, e.g. `club.title`. */
  column: string;
  type: ListFieldType;
  sortable?: boolean;
  filterable?: boolean;
  /** Allowed values of an enum field. */
  values?: readonly string[];
  /** The column holds an array (e.g. zones): a filter matches when any element matches. */
  array?: boolean;
}

export type CustomFilter<E extends ObjectLiteral> = (
  qb: SelectQueryBuilder<E>,
  values: string[],
  param: (v: unknown) => string,
) => void;

export interface ListDefinition<E extends ObjectLiteral> {
  /** Resource name for messages, e.g. "clubs". */
  resource: string;
  fields: Record<string, ListField>;
  defaultSort: string;
  /** Field whose value is the `title` of a forSelect item. */
  selectTitle: string;
  /** The forSelect item's `description`: what tells two of the same title apart (empty: none). */
  selectDescription?: (entity: E) => string;
  /** `field[custom]:value` handlers. */
  custom?: Record<string, CustomFilter<E>>;
  /** Field that marks soft-deleted rows: hidden unless a filter names it. */
  softDeleteField?: string;
  /** Its column, when the field is not one the caller may filter by (then deleted rows are always hidden). */
  softDeleteColumn?: string;
}

export interface ListAnswer<T> {
  items: T[];
  count: number;
}

export const DEFAULT_PER_PAGE = 25;
const MAX_VALUES = 100;

export function parseListRequest(raw: Record<string, unknown>): ListQuery {
  const parsed = parseListQuery(raw);
  if (!parsed.ok) throw badRequest(parsed.error, 'list/invalid-query');
  return parsed.value;
}

export async function runList<E extends ObjectLiteral, V>(
  qb: SelectQueryBuilder<E>,
  definition: ListDefinition<E>,
  rawQuery: Record<string, unknown>,
  toView: (entity: E) => V,
): Promise<ListAnswer<V> | ListAnswer<{ _id: string; title: string; description?: string }>> {
  const query = parseListRequest(rawQuery);
  let n = 0;
  const param = (value: unknown) => {
    const name = `p${n++}`;
    qb.setParameter(name, value);
    return `:${name}`;
  };
  const filters = query.filter ?? [];
  for (const clause of filters) applyFilter(qb, definition, clause, param);
  const soft = definition.softDeleteField;
  if (soft && !filters.some((f) => f.field === soft)) {
    qb.andWhere(`${definition.softDeleteColumn ?? definition.fields[soft].column} = false`);
  }
  const sortSpec = query.sort ?? (query.forSelect ? definition.selectTitle : definition.defaultSort);
  const { field, descending } = parseSort(sortSpec);
  const sortField = definition.fields[field];
  if (!sortField || !sortField.sortable) {
    throw badRequest(`Cannot sort ${definition.resource} by "${field}"`, 'list/unknown-sort');
  }
  const idField = definition.fields._id;
  qb.orderBy(sortField.column, descending ? 'DESC' : 'ASC');
  if (idField && field !== '_id') qb.addOrderBy(idField.column, 'ASC');
  const perPage = query.perPage ?? DEFAULT_PER_PAGE;
  if (perPage > 0) qb.skip(((query.page ?? 1) - 1) * perPage).take(perPage);
  const [entities, count] = await qb.getManyAndCount();
  if (query.forSelect) {
    const title = definition.fields[definition.selectTitle];
    const key = title.column.split('.').pop()!;
    const describe = definition.selectDescription;
    return {
      items: entities.map((e) => {
        const description = describe?.(e);
        return { _id: String(e.id), title: String(e[key]), ...(description ? { description } : {}) };
      }),
      count,
    };
  }
  return { items: entities.map(toView), count };
}

function applyFilter<E extends ObjectLiteral>(
  qb: SelectQueryBuilder<E>,
  definition: ListDefinition<E>,
  clause: FilterClause,
  param: (v: unknown) => string,
): void {
  if (clause.values.length > MAX_VALUES)
    throw badRequest(`Too many values for filter "${clause.field}"`, 'list/invalid-filter');
  if (clause.custom) {
    const handler = definition.custom?.[clause.field];
    if (!handler)
      throw badRequest(
        `Unknown custom filter "${clause.field}" for ${definition.resource}`,
        'list/unknown-filter',
      );
    handler(qb, clause.values, param);
    return;
  }
  const field = definition.fields[clause.field];
  if (!field || !field.filterable) {
    throw badRequest(`Cannot filter ${definition.resource} by "${clause.field}"`, 'list/unknown-filter');
  }
  const invalid = (why: string) => badRequest(`Filter "${clause.field}": ${why}`, 'list/invalid-filter');
  if (clause.like) {
    if (field.type !== 'text') throw invalid('[like] works on text fields only');
    const parts = clause.values.map((v) => {
      const pattern = `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return field.array
        ? `EXISTS (SELECT 1 FROM unnest(${field.column}) AS x WHERE x ILIKE ${param(pattern)})`
        : `${field.column} ILIKE ${param(pattern)}`;
    });
    qb.andWhere(`(${parts.join(' OR ')})`);
    return;
  }
  const values = clause.values.map((v) => v.trim()).filter((v) => v !== '');
  if (values.length === 0) return;
  switch (field.type) {
    case 'date': {
      const ranges = values.map((v) => {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`))) {
          throw invalid(`"${v}" is not a date (yyyy-MM-dd)`);
        }
        const start = new Date(`${v}T00:00:00Z`);
        const end = new Date(start.getTime() + 86_400_000);
        return `(${field.column} >= ${param(start)} AND ${field.column} < ${param(end)})`;
      });
      qb.andWhere(`(${ranges.join(' OR ')})`);
      return;
    }
    case 'number': {
      const numbers = values.map((v) => {
        const num = Number(v);
        if (!Number.isFinite(num) || Math.abs(num) > 1e12) throw invalid(`"${v}" is not a number`);
        return num;
      });
      qb.andWhere(`${field.column} IN (${numbers.map(param).join(', ')})`);
      return;
    }
    case 'boolean': {
      const bools = values.map((v) => {
        if (['true', '1'].includes(v)) return true;
        if (['false', '0'].includes(v)) return false;
        throw invalid(`"${v}" is not true or false`);
      });
      qb.andWhere(`${field.column} IN (${bools.map(param).join(', ')})`);
      return;
    }
    case 'id': {
      for (const v of values) if (!UUID.test(v)) throw invalid(`"${v}" is not an identifier`);
      if (field.array) qb.andWhere(`${field.column} && ${param(values)}::uuid[]`);
      else qb.andWhere(`${field.column} IN (${values.map(param).join(', ')})`);
      return;
    }
    case 'enum': {
      for (const v of values)
        if (!field.values?.includes(v)) throw invalid(`"${v}" is not one of ${field.values?.join(', ')}`);
      qb.andWhere(`${field.column} IN (${values.map(param).join(', ')})`);
      return;
    }
    case 'text':
      qb.andWhere(`${field.column} IN (${values.map(param).join(', ')})`);
      return;
  }
}
