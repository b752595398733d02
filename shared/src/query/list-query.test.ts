import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import {
  buildFilter,
  buildListQuery,
  parseFilter,
  parseListQuery,
  parseSort,
  formatFilterDate,
  type FilterClause,
} from './list-query.js';

const params = (qs: string) => Object.fromEntries(new URLSearchParams(qs));

describe('list query language (spec §7)', () => {
  it('writes a text filter as field[like]:value', () => {
    expect(buildFilter([{ field: 'title', like: true, values: ['sword'] }])).toBe('title[like]:sword');
  });

  it('writes a checkbox filter as field:v1,v2 and reads it back as one clause', () => {
    const raw = buildFilter([
      { field: 'status', values: ['REG_OPEN', 'ONGOING'] },
      { field: 'name', like: true, values: ['ann'] },
    ]);
    expect(raw).toBe('status:REG_OPEN,ONGOING,name[like]:ann');
    expect(parseFilter(raw)).toEqual({
      ok: true,
      value: [
        { field: 'status', values: ['REG_OPEN', 'ONGOING'] },
        { field: 'name', like: true, values: ['ann'] },
      ],
    });
  });

  it('marks a custom filter with the [custom] suffix', () => {
    expect(buildFilter([{ field: 'zone', custom: true, values: ['W'] }])).toBe('zone[custom]:W');
    expect(parseFilter('zone[custom]:W')).toEqual({
      ok: true,
      value: [{ field: 'zone', custom: true, values: ['W'] }],
    });
  });

  it('writes a date filter as field:yyyy-LL-dd', () => {
    expect(formatFilterDate(new Date(Date.UTC(2026, 4, 3)))).toBe('2026-05-03');
  });

  it('escapes commas, colons and backslashes inside values', () => {
    const clauses: FilterClause[] = [{ field: 'title', like: true, values: ['a,b:c\\d'] }];
    const raw = buildFilter(clauses);
    expect(raw).toBe('title[like]:a\\,b\\:c\\\\d');
    expect(parseFilter(raw)).toEqual({ ok: true, value: clauses });
  });

  it('refuses a malformed filter and names the segment', () => {
    const result = parseFilter('title[like]');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toContain('title[like]');
    expect(parseFilter('1bad:x').ok).toBe(false);
    expect(parseFilter('title[regex]:x').ok).toBe(false);
  });

  it('builds and parses sort, page, perPage and forSelect', () => {
    const qs = buildListQuery({ sort: '-title', page: 2, perPage: 25, forSelect: true }, { zone: 'W' });
    expect(parseListQuery(params(qs))).toEqual({
      ok: true,
      value: { sort: '-title', page: 2, perPage: 25, forSelect: true },
    });
    expect(params(qs).zone).toBe('W');
  });

  it('reads perPage=0 and perPage=all as everything', () => {
    expect(parseListQuery({ perPage: '0' })).toEqual({ ok: true, value: { perPage: 0 } });
    expect(parseListQuery({ perPage: 'all' })).toEqual({ ok: true, value: { perPage: 0 } });
  });

  it('refuses a bad page, a bad sort and repeated parameters', () => {
    expect(parseListQuery({ page: '0' }).ok).toBe(false);
    expect(parseListQuery({ page: '-1' }).ok).toBe(false);
    expect(parseListQuery({ perPage: '1e3' }).ok).toBe(false);
    expect(parseListQuery({ sort: 'title;drop table' }).ok).toBe(false);
    expect(parseListQuery({ sort: ['a', 'b'] }).ok).toBe(false);
    expect(parseListQuery({ filter: { a: 1 } }).ok).toBe(false);
  });

  it('treats an empty filter as no filter', () => {
    expect(parseListQuery({ filter: '' })).toEqual({ ok: true, value: {} });
  });

  it('splits a sort into field and direction', () => {
    expect(parseSort('-dateStart')).toEqual({ field: 'dateStart', descending: true });
    expect(parseSort('title')).toEqual({ field: 'title', descending: false });
  });

  it('refuses to build a filter on an invalid field name', () => {
    expect(() => buildFilter([{ field: 'a b', values: ['x'] }])).toThrow('Invalid filter field');
  });

  it('round-trips any clauses through the URL', () => {
    const field = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_.]{0,12}$/);
    const clause = fc.record(
      {
        field,
        like: fc.constant(true),
        custom: fc.boolean(),
        values: fc.array(fc.string({ maxLength: 12 }), { minLength: 1, maxLength: 4 }),
      },
      { requiredKeys: ['field', 'values'] },
    );
    fc.assert(
      fc.property(fc.array(clause, { minLength: 1, maxLength: 5 }), (clauses) => {
        const normalised = clauses.map((c) => {
          const n: FilterClause = { field: c.field, values: c.values };
          if (c.like) n.like = true;
          if (c.custom) n.custom = true;
          return n;
        });
        const qs = buildListQuery({ filter: normalised });
        expect(parseListQuery(params(qs))).toEqual({ ok: true, value: { filter: normalised } });
      }),
      { numRuns: 500 },
    );
  });
});
