import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { sessionStore } from '../../features/auth/api/session-store';
import { STORAGE_KEYS, writeItem, writeToken } from '../../lib/storage';
import {
  areaFixture,
  nominationFixture,
  participantFixture,
  tournamentFixture,
} from '../../test/competition-fixtures';
import { installFetchMock, isStartupCall, type RecordedCall } from '../../test/fetch-mock';
import { zoneFixture } from '../../test/fixtures';
import { demoUser, jsonResponse, renderApp } from '../../test/render-app';

const api = installFetchMock();

const organizer = {
  ...demoUser,
  role: 'ORGANIZER',
  license: { from: '2020-01-01T00:00:00.000Z', till: '2099-01-31T00:00:00.000Z' },
  isOrganizer: true,
  isActiveOrganizer: true,
};

const TOURNAMENT = 't-1';
const NOMINATION = 'n-1';
const longsword = nominationFixture({ _id: NOMINATION, tournamentId: TOURNAMENT, title: 'Longsword open' });
const helsinkiOpen = tournamentFixture({
  _id: TOURNAMENT,
  title: 'Helsinki Open',
  idString: 'helsinki-open',
  status: 'DEVELOPING',
  nominations: [longsword],
});
const page = <T,>(items: T[], count = items.length) => ({ items, count });

/** The API of the organizer and public tournament pages: every list answers one page of its own items. */
function answer(call: RecordedCall): Response {
  switch (call.path) {
    case '/api/geo/country':
      return new Response('FI', { headers: { 'content-type': 'text/html' } });
    case '/api/zones':
      return jsonResponse(200, page([zoneFixture({ _id: 'z-w', slug: 'W', title: 'World' })]));
    case '/api/auth/current':
      return jsonResponse(200, organizer);
    case '/api/tournaments':
      return jsonResponse(200, page([helsinkiOpen], 140));
    case `/api/tournaments/${TOURNAMENT}`:
    case '/api/tournaments/helsinki-open':
      return jsonResponse(200, helsinkiOpen);
    case `/api/tournaments/${TOURNAMENT}/areas`:
      return jsonResponse(
        200,
        page([areaFixture({ _id: 'a-1', tournamentId: TOURNAMENT, title: 'Ring A' })]),
      );
    case `/api/tournaments/${TOURNAMENT}/nominations`:
      return jsonResponse(200, page([longsword]));
    case `/api/nominations/${NOMINATION}/participants`:
      return jsonResponse(
        200,
        page([
          participantFixture({ _id: 'p-1', nominationId: NOMINATION, name: 'Anna Petrova', seed: 1 }),
          participantFixture({
            _id: 'p-2',
            nominationId: NOMINATION,
            name: 'Boris Ivanov',
            droppedOut: true,
          }),
          participantFixture({
            _id: 'p-3',
            nominationId: NOMINATION,
            name: 'Carl Svart',
            droppedOut: true,
            droppedOutReason: 'blackCard',
          }),
        ]),
      );
    default:
      return jsonResponse(404, { statusCode: 404, message: 'Not found' });
  }
}

function signInAsOrganizer() {
  writeToken('token-1');
  writeItem(STORAGE_KEYS.user, JSON.stringify(organizer));
  sessionStore.restore();
}

/** The query of the last request of a list, as sent. */
function lastQuery(path: string): Record<string, string> {
  const calls = api.calls.filter((call) => call.path === path);
  expect(calls.length).toBeGreaterThan(0);
  return Object.fromEntries(calls.at(-1)!.url.searchParams);
}

/** No list of the competition pages loads a whole table (the shell's zone list is the one exception). */
function expectNoWholeTableLoads() {
  const whole = api.allCalls.filter(
    (call) => !isStartupCall(call) && ['all', '0'].includes(call.url.searchParams.get('perPage') ?? ''),
  );
  expect(whole.map((call) => call.url.pathname + call.url.search)).toEqual([]);
}

afterEach(() => {
  window.localStorage.clear();
  sessionStore.restore();
});

describe('competition lists on the reusable grid, paged on the server', () => {
  it("lists the organizer's own tournaments in every status, newest first, a page at a time", async () => {
    signInAsOrganizer();
    api.handle = answer;
    renderApp('/organizer/tournaments');
    const table = await screen.findByRole('table', { name: 'My tournaments' });
    expect(within(table).getByRole('link', { name: 'Helsinki Open' }).getAttribute('href')).toBe(
      `/organizer/tournaments/${TOURNAMENT}`,
    );
    expect(within(table).getByText('In developing')).toBeTruthy();
    expect(lastQuery('/api/tournaments')).toEqual({
      filter: 'mine[custom]:1',
      sort: '-dateStart',
      page: '1',
      perPage: '100',
    });
    // 140 tournaments on pages of 100: the second page is one click away, not loaded with the first.
    expect(await screen.findByRole('button', { name: 'Page 2' })).toBeTruthy();
    expectNoWholeTableLoads();
  });

  it("lists a tournament's rings with their scoring screens and caption", async () => {
    signInAsOrganizer();
    api.handle = answer;
    renderApp(`/organizer/tournaments/${TOURNAMENT}/areas`);
    const table = await screen.findByRole('table', { name: 'Rings' });
    expect(within(table).getByText('Ring A')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Ring scores' }).getAttribute('href')).toBe(
      `/organizer/tournaments/${TOURNAMENT}/area-scores/a-1`,
    );
    expect(lastQuery(`/api/tournaments/${TOURNAMENT}/areas`)).toEqual({
      sort: 'index',
      page: '1',
      perPage: '100',
    });
    expectNoWholeTableLoads();
  });

  it("lists a tournament's categories, each linking to its pages", async () => {
    signInAsOrganizer();
    api.handle = answer;
    renderApp(`/organizer/tournaments/${TOURNAMENT}/nominations`);
    const table = await screen.findByRole('table', { name: 'Categories' });
    expect(within(table).getByRole('link', { name: 'Longsword open' }).getAttribute('href')).toBe(
      `/organizer/tournaments/${TOURNAMENT}/nominations/${NOMINATION}`,
    );
    expect(within(table).getByText('Match points')).toBeTruthy();
    expect(lastQuery(`/api/tournaments/${TOURNAMENT}/nominations`)).toMatchObject({ sort: 'index' });
    expectNoWholeTableLoads();
  });

  it("lists a category's fighters by seed, with who dropped out", async () => {
    signInAsOrganizer();
    api.handle = answer;
    renderApp(`/organizer/tournaments/${TOURNAMENT}/nominations/${NOMINATION}/requests`);
    const table = await screen.findByRole('table', { name: 'Requests' });
    const boris = within(table).getByText('Boris Ivanov').closest('tr')!;
    expect(within(boris).getByText('Dropped out')).toBeTruthy();
    // Excluded by a judge's black card: named so, not as an organizer's drop-out.
    const carl = within(table).getByText('Carl Svart').closest('tr')!;
    expect(within(carl).getByRole('switch', { name: 'Black card: Carl Svart' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(carl).queryByText('Dropped out')).toBeNull();
    expect(lastQuery(`/api/nominations/${NOMINATION}/participants`)).toMatchObject({
      sort: 'seed',
      page: '1',
    });
    expectNoWholeTableLoads();
  });

  it('shows the public applications of a category by name, each fighter linking to the profile', async () => {
    api.handle = answer;
    renderApp('/tournament/helsinki-open/applications');
    const table = await screen.findByRole('table', { name: 'Applications' });
    expect(within(table).getByRole('link', { name: 'Anna Petrova' }).getAttribute('href')).toBe(
      '/users/anna-petrova',
    );
    const badge = (name: string) =>
      within(within(table).getByText(name).closest('tr')!).getByText(/Dropped out|Black card/);
    expect(badge('Boris Ivanov').textContent).toBe('Dropped out');
    expect(badge('Carl Svart').textContent).toBe('Black card');
    expect(lastQuery(`/api/nominations/${NOMINATION}/participants`)).toMatchObject({
      sort: 'name',
      page: '1',
    });
    expectNoWholeTableLoads();
  });
});
