import { afterEach, beforeEach, describe, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { installFetchMock } from '../../../test/fetch-mock';
import { renderComponent } from '../../../test/render-component';
import { jsonResponse } from '../../../test/render-app';
import { useCurrentAnnouncements } from './announcements';

const api = installFetchMock();

function Banner() {
  const items = useCurrentAnnouncements('demo-open', undefined);
  return <p>{items.map((a) => a.text).join(', ') || 'none'}</p>;
}

const announcement = (text: string) => ({
  _id: text,
  tournamentId: 't-1',
  level: 'info',
  audience: 'everyone',
  nomination: null,
  text,
  createdAt: '2026-11-29T10:00:00.000Z',
});

describe('the current announcements without a live connection', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('are read again every half minute, so a console on polling still sees a new one', async () => {
    let items = [announcement('Ring 2 closes')];
    api.handle = (call) =>
      call.path === '/api/tournaments/demo-open/announcements/current'
        ? jsonResponse(200, { items })
        : jsonResponse(404, {});
    renderComponent(<Banner />);
    await screen.findByText('Ring 2 closes');
    items = [announcement('Lunch until 13:30'), ...items];
    await act(async () => {
      await jest.advanceTimersByTimeAsync(30_000);
    });
    await screen.findByText('Lunch until 13:30, Ring 2 closes');
  });
});
