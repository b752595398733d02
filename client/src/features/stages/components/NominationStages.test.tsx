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
});
