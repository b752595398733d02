import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { FightView } from '@hema/shared/fight/fight-engine';
import { installFetchMock } from '../../../test/fetch-mock';
import { renderComponent } from '../../../test/render-component';
import type { StagePool } from '../api/nomination-stages';
import type { ShownFight } from '../live-fights';
import { BracketStage } from './BracketStage';

installFetchMock();

const view = {
  status: 'scheduled',
  score1: 0,
  score2: 0,
  doubles: 0,
  result: null,
  cards: {},
} as unknown as FightView;
const fighter = (name: string) => ({ _id: name, name, club: null });
const shown = (
  fightId: string,
  index: number,
  names: [string | null, string | null],
  isBye = false,
): ShownFight => ({
  fightId,
  index,
  isBye,
  fighter1: names[0] ? fighter(names[0]) : null,
  fighter2: names[1] ? fighter(names[1]) : null,
  view,
  version: 1,
  areaId: null,
  areaOrder: null,
});
const FIGHTS: Record<string, ShownFight> = {
  semi1: shown('semi1', 0, ['Anna', 'Boris']),
  semi2: shown('semi2', 1, ['Vera', null], true),
  final: shown('final', 0, ['Anna', null]),
};
const pool = (round: number, side: number, ids: string[]) =>
  ({
    _id: `p${round}`,
    round,
    side,
    floor: 0,
    index: round,
    group: { key: side === 2 ? 'finals' : 'semiFinals', n: null },
    fights: ids.map((id) => ({ _id: id, index: FIGHTS[id].index })),
  }) as unknown as StagePool;

describe('BracketStage: predictions', () => {
  it('offers a pick on a bracket bout once both fighters are known, not on a bye or a bout still waiting', async () => {
    renderComponent(
      <BracketStage
        pools={[pool(0, 0, ['semi1', 'semi2']), pool(1, 2, ['final'])]}
        medals
        show={(row) => FIGHTS[row._id]}
        offsetMs={0}
        predict={(fight) => <span data-testid="pick">{`pick ${fight.fightId}`}</span>}
      />,
    );
    const boxes = await screen.findAllByTestId('bracket-fight');
    const pickIn = (id: string) =>
      within(boxes.find((b) => b.getAttribute('data-fight-id') === id)!).queryByTestId('pick');
    expect(pickIn('semi1')?.textContent).toBe('pick semi1');
    expect(pickIn('semi2')).toBeNull();
    expect(pickIn('final')).toBeNull();
  });
});
