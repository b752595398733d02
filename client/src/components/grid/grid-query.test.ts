import { describe, expect, it } from '@jest/globals';
import { clubsContract } from '@hema/shared/contracts/catalog';
import { entityLabel, filterClauses, gridQuery, initialFilterValues, toggledSort } from './grid-query';
import type { GridFilter } from './grid-types';

const filters: GridFilter[] = [
  { field: 'title', type: 'text', label: 'Title' },
  { field: 'fighters', type: 'number', label: 'Fighters' },
  { field: 'dateStart', type: 'date', label: 'Date' },
  { field: 'status', type: 'select', label: 'Status' },
  { field: 'club', type: 'select-api', label: 'Club', repository: clubsContract.list },
  { field: 'side', type: 'radio', label: 'Side' },
  { field: 'weapons', type: 'checkbox', label: 'Weapons' },
  { field: 'zones', type: 'select-multi', label: 'Zones' },
  { field: 'mine', type: 'radio', label: 'Mine', custom: true },
];

describe('grid filter clauses', () => {
  it('leaves out every filter that counts as empty (spec §5)', () => {
    expect(
      filterClauses(filters, {
        title: '   ',
        fighters: 0,
        dateStart: '',
        status: null,
        club: null,
        side: 0,
        weapons: [],
        zones: [],
        mine: null,
      }),
    ).toEqual([]);
  });

  it('writes each filter type in the syntax of spec §7', () => {
    const clauses = filterClauses(filters, {
      title: ' sword ',
      fighters: 12,
      dateStart: '2026-05-03',
      status: 'REG_OPEN',
      club: 'c-1',
      side: '1',
      weapons: ['w-1', 'w-2'],
      zones: ['z-1'],
      mine: '1',
    });
    expect(clauses).toEqual([
      { field: 'title', like: true, values: ['sword'] },
      { field: 'fighters', values: ['12'] },
      { field: 'dateStart', values: ['2026-05-03'] },
      { field: 'status', values: ['REG_OPEN'] },
      { field: 'club', values: ['c-1'] },
      { field: 'side', values: ['1'] },
      { field: 'weapons', values: ['w-1', 'w-2'] },
      { field: 'zones', values: ['z-1'] },
      { field: 'mine', custom: true, values: ['1'] },
    ]);
  });

  it('builds the list query with sort, page, perPage (0 for all) and the filter', () => {
    const params = gridQuery(
      { sort: '-dateStart', page: 2, perPage: 0, filters: { title: 'Open', weapons: ['a', 'b'] } },
      filters,
      {},
      [{ field: 'club', values: ['c-9'] }],
    );
    expect(params).toEqual({
      sort: '-dateStart',
      page: '2',
      perPage: '0',
      filter: 'club:c-9,title[like]:Open,weapons:a,b',
    });
  });

  it('starts list filters with an empty list and others with null', () => {
    expect(initialFilterValues(filters)).toMatchObject({ title: null, weapons: [], zones: [], side: null });
  });
});

describe('sort toggle', () => {
  it('sorts a new column ascending, then flips the direction', () => {
    expect(toggledSort('', 'title')).toBe('title');
    expect(toggledSort('title', 'title')).toBe('-title');
    expect(toggledSort('-title', 'title')).toBe('title');
    expect(toggledSort('-title', 'city')).toBe('city');
  });
});

describe('delete confirmation label', () => {
  it('names the entity by title, then name, then id', () => {
    expect(entityLabel({ _id: '1', title: 'Sword Cup', name: 'x' })).toBe('Sword Cup');
    expect(entityLabel({ _id: '1', title: '', name: 'Anna' })).toBe('Anna');
    expect(entityLabel({ _id: '1' })).toBe('1');
    expect(entityLabel({})).toBeNull();
  });
});
