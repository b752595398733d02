import { beforeAll, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { loadNamespace } from '../../../i18n/i18n';
import { areaFixture } from '../../../test/competition-fixtures';
import { installFetchMock } from '../../../test/fetch-mock';
import { jsonResponse } from '../../../test/render-app';
import { renderComponent } from '../../../test/render-component';
import { RingFightsModal } from './RingFightsModal';

const api = installFetchMock();

beforeAll(async () => {
  await loadNamespace('pages');
});

const ring = areaFixture({ _id: 'a-1', tournamentId: 't-1', title: 'Ring A' });

describe("a ring's fights", () => {
  it('shows the category picker once the queue is in, so the queue arriving above cannot push it away', async () => {
    let answerQueue: (response: Response) => void = () => {};
    api.handle = (call) =>
      call.path === '/api/areas/a-1/fights'
        ? new Promise<Response>((resolve) => (answerQueue = resolve))
        : jsonResponse(200, { items: [], count: 0 });
    renderComponent(
      <RingFightsModal
        area={ring}
        nominations={[{ _id: 'n-1', title: 'Longsword Open' }]}
        onClose={() => {}}
      />,
    );
    await screen.findByRole('dialog', { name: 'Fights of Ring A' });
    expect(screen.queryByLabelText('Category')).toBeNull();

    answerQueue(
      jsonResponse(200, {
        area: ring,
        tournament: { _id: 't-1', title: 'Vaasa Open', idString: 'vaasa-open', status: 'ONGOING' },
        fights: [],
        current: null,
        next: null,
      }),
    );
    expect(await screen.findByText(/^No fights on this ring yet/)).toBeTruthy();
    expect(screen.getByLabelText('Category')).toBeTruthy();
  });
});
