import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { installFetchMock } from '../../../test/fetch-mock';
import { renderComponent } from '../../../test/render-component';
import type { Stage } from '../api/nomination-stages';
import { NominationStages } from './NominationStages';

installFetchMock();

const POOLS = 7;
const stage = {
  _id: 'stage-1',
  nominationId: 'n',
  index: 0,
  type: 'POOL',
  label: '',
  settings: {},
  createdAt: '2026-05-01T09:00:00.000Z',
  pools: Array.from({ length: POOLS }, (_, index) => ({
    _id: `pool-${index}`,
    stageId: 'stage-1',
    index,
    isTeam: false,
    fighters: [],
    fights: [],
    group: { key: 'pool', n: index + 1 },
    round: 0,
    side: 0,
    floor: 0,
  })),
} as unknown as Stage;

describe('NominationStages', () => {
  it('draws the first pools of a big stage at once and the rest right after, in order', async () => {
    renderComponent(
      <NominationStages
        stages={[stage]}
        live={[]}
        offsetMs={0}
        ringTitles={new Map()}
        followPath={(id) => `/f/${id}`}
      />,
    );
    expect(screen.getAllByTestId('pool').length).toBeLessThan(POOLS);
    expect(screen.getByText('Pool 1')).toBeTruthy();
    expect(await screen.findByText(`Pool ${POOLS}`)).toBeTruthy();
    const pools = screen.getAllByTestId('pool');
    expect(pools).toHaveLength(POOLS);
    expect(pools[0]!.textContent).toContain('Pool 1');
    expect(pools[POOLS - 1]!.textContent).toContain(`Pool ${POOLS}`);
  });

  it('shows a swiss stage’s one table above its rounds (hit points in swiss with hits), a pool’s under it', async () => {
    const swiss = {
      ...stage,
      _id: 'stage-2',
      type: 'SWISS_HITS',
      pools: [{ ...stage.pools[0], _id: 'round-1', group: { key: 'swissRound', n: 1 }, round: 1 }],
    } as unknown as Stage;
    const tables: (string | null)[] = [];
    renderComponent(
      <NominationStages
        stages={[swiss]}
        live={[]}
        offsetMs={0}
        ringTitles={new Map()}
        followPath={(id) => `/f/${id}`}
        poolTable={(_stage, pool) => {
          tables.push(pool?._id ?? null);
          return <p>stage table</p>;
        }}
      />,
    );
    expect(await screen.findByText('stage table')).toBeTruthy();
    expect(new Set(tables)).toEqual(new Set([null]));
  });
});
