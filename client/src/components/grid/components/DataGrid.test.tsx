import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { endpoint, noContent } from '@hema/shared/contracts/endpoint';
import { listEndpoint } from '@hema/shared/contracts/list';
import { z } from 'zod';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchMock, type RecordedCall } from '../../../test/fetch-mock';
import { jsonResponse } from '../../../test/render-app';
import { renderComponent } from '../../../test/render-component';
import type { GridColumn, GridFilter, GridItem } from '../grid-types';
import { DataGrid } from './DataGrid';

const api = installFetchMock();

interface ClubRow extends GridItem {
  title: string;
  city: string;
}

const columns: GridColumn<ClubRow>[] = [
  { key: 'title', title: 'Club', sortable: true, render: (row) => row.title },
  { key: 'city', title: 'City', render: (row) => row.city },
];
const clubRow = z.object({ _id: z.string(), title: z.string(), city: z.string() });
const clubList = listEndpoint({ id: 'test.clubs.list', path: '/clubs', summary: 'Clubs', item: clubRow });
const idParams = z.object({ id: z.string() });
const removeClub = endpoint({
  id: 'test.clubs.remove',
  method: 'DELETE',
  path: '/clubs/:id',
  summary: 'Deletes a club',
  params: idParams,
  response: noContent,
  status: 204,
});
const updateClub = endpoint({
  id: 'test.clubs.update',
  method: 'PUT',
  path: '/clubs/:id',
  summary: 'Changes a club',
  params: idParams,
  body: z.object({ deleted: z.boolean() }),
  response: clubRow,
});

const filters: GridFilter[] = [
  { field: 'title', type: 'text', label: 'Title filter' },
  { field: 'country', type: 'select', label: 'Country filter', options: [{ value: 'FI', label: 'Finland' }] },
  { field: 'members', type: 'number', label: 'Members filter' },
  {
    field: 'weapons',
    type: 'checkbox',
    label: 'Weapons filter',
    options: [{ value: 'w1', label: 'Longsword' }],
  },
  { field: 'city', type: 'text', label: 'City filter' },
  { field: 'region', type: 'text', label: 'Region filter' },
];

const STORAGE_KEY = 'grid:clubs:/clubs';

function rows(count: number, offset = 0): ClubRow[] {
  return Array.from({ length: count }, (_, i) => ({
    _id: `c-${offset + i}`,
    title: `Club ${offset + i}`,
    city: 'Helsinki',
  }));
}

function answerClubs(total = 120) {
  api.handle = (call: RecordedCall) => {
    if (call.method === 'DELETE') return new Response(null, { status: 204 });
    const perPage = Number(call.url.searchParams.get('perPage') ?? 25) || total;
    const page = Number(call.url.searchParams.get('page') ?? 1);
    const from = (page - 1) * perPage;
    return jsonResponse(200, {
      items: rows(Math.max(0, Math.min(perPage, total - from)), from),
      count: total,
    });
  };
}

const listCalls = () => api.calls.filter((call) => call.method === 'GET' && call.path === '/api/clubs');
const lastParams = () => listCalls().at(-1)!.url.searchParams;

function renderGrid(props: Partial<Omit<Parameters<typeof DataGrid<ClubRow>>[0], 'endpoint'>> = {}) {
  return renderComponent(
    <DataGrid<ClubRow> endpoint={clubList} columns={columns} filters={filters} caption="Clubs" {...props} />,
    { path: '/clubs' },
  );
}

afterEach(() => {
  jest.useRealTimers();
});

describe('grid state (spec §4)', () => {
  it('loads the largest page size by default, newest state saved under resource + path', async () => {
    answerClubs();
    renderGrid();
    await screen.findByText('Club 0');
    expect(lastParams().get('perPage')).toBe('100');
    expect(lastParams().get('page')).toBe('1');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY)!)).toMatchObject({
      page: 1,
      perPage: 100,
      sort: '',
    });
  });

  it('restores the saved sort, page, page size and filters, and the first load keeps the saved page', async () => {
    window.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ sort: '-title', page: 3, perPage: 25, filters: { title: 'club', country: 'FI' } }),
    );
    answerClubs();
    renderGrid();
    await screen.findByText('Club 50');
    const params = lastParams();
    expect(params.get('sort')).toBe('-title');
    expect(params.get('page')).toBe('3');
    expect(params.get('perPage')).toBe('25');
    expect(params.get('filter')).toBe('title[like]:club,country:FI');
    expect((screen.getByLabelText('Title filter') as HTMLInputElement).value).toBe('club');
    // Past the filter debounce nothing reloads from page 1.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(listCalls().every((call) => call.url.searchParams.get('page') === '3')).toBe(true);
    expect(screen.getByText('Showing 51 to 75 of 120')).toBeTruthy();
  });

  it('does not restore state for a grid without filters', async () => {
    window.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ sort: '-title', page: 3, perPage: 25, filters: {} }),
    );
    answerClubs();
    renderGrid({ filters: [] });
    await screen.findByText('Club 0');
    expect(lastParams().get('page')).toBe('1');
    expect(lastParams().get('sort')).toBeNull();
  });

  it('reloads from page 1 only 500 ms after the last filter edit', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ sort: '', page: 2, perPage: 25, filters: {} }));
    answerClubs();
    renderGrid();
    await screen.findByText('Club 25');
    const before = listCalls().length;

    fireEvent.change(screen.getByLabelText('Title filter'), { target: { value: 'sw' } });
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    fireEvent.change(screen.getByLabelText('Title filter'), { target: { value: 'sword' } });
    await act(async () => {
      jest.advanceTimersByTime(499);
    });
    expect(listCalls()).toHaveLength(before);

    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    await waitFor(() => expect(listCalls()).toHaveLength(before + 1));
    expect(lastParams().get('page')).toBe('1');
    expect(lastParams().get('filter')).toBe('title[like]:sword');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY)!)).toMatchObject({
      page: 1,
      filters: { title: 'sword' },
    });
  });

  it('sends no clause for filters that count as empty (number 0, empty checkbox list, blank text)', async () => {
    window.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        sort: '',
        page: 1,
        perPage: 25,
        filters: { title: '  ', members: 0, weapons: [], country: null },
      }),
    );
    answerClubs();
    renderGrid();
    await screen.findByText('Club 0');
    expect(lastParams().get('filter')).toBeNull();
  });

  it('toggles a sortable column ascending/descending and goes to page 1', async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ sort: '', page: 3, perPage: 25, filters: {} }));
    answerClubs();
    const user = userEvent.setup({ delay: null });
    renderGrid();
    await screen.findByText('Club 50');
    await user.click(screen.getByRole('button', { name: /^Club/ }));
    await waitFor(() => expect(lastParams().get('sort')).toBe('title'));
    expect(lastParams().get('page')).toBe('1');
    await user.click(screen.getByRole('button', { name: /^Club/ }));
    await waitFor(() => expect(lastParams().get('sort')).toBe('-title'));
    expect(screen.getByRole('columnheader', { name: /^Club/ }).getAttribute('aria-sort')).toBe('descending');
    // City is not sortable: a plain heading.
    expect(within(screen.getByRole('columnheader', { name: 'City' })).queryByRole('button')).toBeNull();
  });

  it('goes to page 1 when the page size changes, and "all" asks perPage=0', async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ sort: '', page: 2, perPage: 25, filters: {} }));
    answerClubs();
    const user = userEvent.setup({ delay: null });
    renderGrid();
    await screen.findByText('Club 25');
    await user.click(screen.getByLabelText('Per page'));
    await user.click(await screen.findByRole('option', { name: 'All', hidden: true }));
    await waitFor(() => expect(lastParams().get('perPage')).toBe('0'));
    expect(lastParams().get('page')).toBe('1');
    expect(await screen.findByText('Showing all 120')).toBeTruthy();
  });
});

describe('grid filters and messages', () => {
  it('hides filters after the fourth while they are empty, behind "more filters"', async () => {
    window.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ sort: '', page: 1, perPage: 25, filters: { region: 'north' } }),
    );
    answerClubs();
    const user = userEvent.setup({ delay: null });
    renderGrid();
    await screen.findByText('Club 0');
    expect(screen.getByLabelText('Members filter')).toBeTruthy();
    expect(screen.queryByLabelText('City filter')).toBeNull();
    expect(screen.getByLabelText('Region filter')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    expect(screen.getByLabelText('City filter')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Fewer filters' }));
    expect(screen.queryByLabelText('City filter')).toBeNull();
  });

  it('shows the empty-grid message', async () => {
    answerClubs(0);
    renderGrid({ emptyTitle: 'No clubs to show' });
    expect(await screen.findByText('No clubs to show')).toBeTruthy();
  });

  it('says that nothing matches when filters are set', async () => {
    window.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ sort: '', page: 1, perPage: 25, filters: { title: 'zzz' } }),
    );
    answerClubs(0);
    renderGrid();
    expect(await screen.findByText('Nothing matches these filters')).toBeTruthy();
  });
});

describe('grid deletion', () => {
  it('asks "Are you sure you want to remove {title}?", deletes and shows the success notice', async () => {
    answerClubs(3);
    const user = userEvent.setup({ delay: null });
    renderGrid({ deletable: true, deleteAction: { kind: 'delete', endpoint: removeClub } });
    await screen.findByText('Club 1');
    await user.click(screen.getByRole('button', { name: 'Delete: Club 1' }));
    expect(await screen.findByText('Are you sure you want to remove Club 1?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/api/clubs/c-1')).toBe(true),
    );
    expect(await screen.findByText('Deleted successfully')).toBeTruthy();
  });

  it('soft-deletes with {deleted: true} when asked', async () => {
    answerClubs(3);
    api.handle = ((base) => (call: RecordedCall) =>
      call.method === 'PUT' ? jsonResponse(200, rows(1)[0]) : base(call))(api.handle);
    const user = userEvent.setup({ delay: null });
    renderGrid({ deletable: true, deleteAction: { kind: 'soft', endpoint: updateClub } });
    await screen.findByText('Club 0');
    await user.click(screen.getByRole('button', { name: 'Delete: Club 0' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({
        path: '/api/clubs/c-0',
        body: { deleted: true },
      }),
    );
  });
});

describe('grid rows and the contract', () => {
  it('shows the loading error, not half-empty rows, when the answer does not match the item schema', async () => {
    api.handle = () => jsonResponse(200, { items: [{ _id: 'c-1', title: 'Club 1', city: 42 }], count: 1 });
    renderGrid();
    expect(await screen.findByText('Loading error')).toBeTruthy();
    expect(screen.queryByText('Club 1')).toBeNull();
  });
});
