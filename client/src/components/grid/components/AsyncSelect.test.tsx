import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { installFetchMock, type RecordedCall } from '../../../test/fetch-mock';
import { jsonResponse } from '../../../test/render-app';
import { renderComponent } from '../../../test/render-component';
import { clubsContract } from '@hema/shared/contracts/catalog';
import { AsyncSelect } from './AsyncSelect';

const api = installFetchMock();

const clubs = [
  { _id: 'c-1', title: 'Fechtschule Helsinki' },
  { _id: 'c-2', title: 'Helsinki Longsword' },
  { _id: 'c-3', title: 'Tallinn Sword Guild' },
];

function answerClubs() {
  api.handle = (call: RecordedCall) => {
    const filter = call.url.searchParams.get('filter') ?? '';
    const id = /^_id:(.+)$/.exec(filter)?.[1];
    if (id) return jsonResponse(200, { items: clubs.filter((club) => club._id === id), count: 1 });
    const text = (/title\[like\]:(.*)$/.exec(filter)?.[1] ?? '').toLowerCase();
    const items = clubs.filter((club) => club.title.toLowerCase().includes(text));
    return jsonResponse(200, { items, count: items.length });
  };
}

let changes: Array<string | null> = [];

function Harness({ initial = null }: { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <AsyncSelect
      endpoint={clubsContract.list}
      label="Club"
      value={value}
      onChange={(id) => {
        changes.push(id);
        setValue(id);
      }}
    />
  );
}

const input = () => screen.getByRole('combobox', { name: 'Club' }) as HTMLInputElement;
const searchCalls = () => api.calls.filter((call) => call.url.searchParams.get('filter')?.includes('[like]'));

const user = () => userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });

async function type(text: string) {
  await user().type(input(), text);
}

async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  changes = [];
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('async select (spec §7 §8)', () => {
  it('asks to start typing and never searches for an empty text', async () => {
    answerClubs();
    renderComponent(<Harness />);
    await user().click(input());
    expect(await screen.findByText('Start typing to search')).toBeTruthy();
    await type('   ');
    await advance(1500);
    expect(searchCalls()).toHaveLength(0);
  });

  it('searches forSelect, sorted by title, with [like] 1000 ms after the last keystroke', async () => {
    answerClubs();
    renderComponent(<Harness />);
    await type('hel');
    await advance(600);
    await type('sinki');
    await advance(999);
    expect(searchCalls()).toHaveLength(0);
    await advance(1);
    await waitFor(() => expect(searchCalls()).toHaveLength(1));
    const params = searchCalls()[0].url.searchParams;
    expect(searchCalls()[0].path).toBe('/api/clubs');
    expect(params.get('forSelect')).toBe('1');
    expect(params.get('sort')).toBe('title');
    expect(params.get('filter')).toBe('title[like]:helsinki');
    expect(await screen.findByRole('option', { name: 'Helsinki Longsword', hidden: true })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Fechtschule Helsinki', hidden: true })).toBeTruthy();
  });

  it('says "no results" with the searched text', async () => {
    answerClubs();
    renderComponent(<Harness />);
    await type('zzz');
    await advance(1000);
    expect(await screen.findByText('No results for “zzz”')).toBeTruthy();
  });

  it('chooses an option without searching for its title', async () => {
    answerClubs();
    renderComponent(<Harness />);
    await type('tallinn');
    await advance(1000);
    await user().click(await screen.findByRole('option', { name: 'Tallinn Sword Guild', hidden: true }));
    expect(changes).toEqual(['c-3']);
    await advance(1500);
    expect(searchCalls()).toHaveLength(1);
    expect(input().value).toBe('Tallinn Sword Guild');
  });

  it('preloads a chosen id with forSelect and filter=_id:{id} to show its title', async () => {
    answerClubs();
    renderComponent(<Harness initial="c-2" />);
    await waitFor(() => expect(input().value).toBe('Helsinki Longsword'));
    const preload = api.calls[0].url.searchParams;
    expect(preload.get('forSelect')).toBe('1');
    expect(preload.get('filter')).toBe('_id:c-2');
    await advance(1500);
    expect(searchCalls()).toHaveLength(0);
  });
});
