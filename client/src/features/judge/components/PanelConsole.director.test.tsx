import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FightPanel } from '@hema/shared/contracts/panel';
import { fightRules } from '@hema/shared/fight/rules';
import { installFetchMock } from '../../../test/fetch-mock';
import { renderComponent } from '../../../test/render-component';
import { fight } from '../test-support/console-fixtures';
import { PanelTable, directorCalls } from './PanelConsole';

const api = installFetchMock();

/** A fight of a category whose afterblow is worth 2, one exchange split between two judges. */
const running = fight(1, { status: 'running', rules: fightRules({ addedValue: 2 }) });
const call = (seat: 'judge1' | 'judge2', points: number) => ({
  _id: `c-${seat}`,
  seat,
  user: { _id: `u-${seat}`, name: seat },
  exchange: { kind: 'clean' as const, side: 1 as const, points },
  pressedAt: '2026-11-29T12:00:00.000Z',
  receivedAt: '2026-11-29T12:00:00.100Z',
  late: false,
});
const panel: FightPanel = {
  fightId: running.fightId,
  areaId: running.areaId,
  rules: { mode: 'director', judges: 2, windowMs: 2000 },
  seats: [],
  exchanges: [
    {
      _id: 'c-judge1',
      openedAt: '2026-11-29T12:00:00.000Z',
      calls: [call('judge1', 1), call('judge2', 2)],
      status: 'pending',
      leading: null,
      decisions: [],
    },
  ],
};

describe("panel director's rulings", () => {
  it('offers the afterblow at first-hit values 1–3 with the category’s added value as the afterblow', () => {
    const afterblows = directorCalls(2).filter((e) => e.kind === 'afterblow');
    expect(afterblows).toEqual([
      { kind: 'afterblow', side: 1, points: 1, afterblowPoints: 2 },
      { kind: 'afterblow', side: 1, points: 2, afterblowPoints: 2 },
      { kind: 'afterblow', side: 1, points: 3, afterblowPoints: 2 },
      { kind: 'afterblow', side: 2, points: 1, afterblowPoints: 2 },
      { kind: 'afterblow', side: 2, points: 2, afterblowPoints: 2 },
      { kind: 'afterblow', side: 2, points: 3, afterblowPoints: 2 },
    ]);
    // The rest are a judge's calls, unchanged.
    expect(directorCalls(1).filter((e) => e.kind !== 'afterblow')).toHaveLength(8);
  });

  it('overrules with an afterblow of a 3 answered by the added value', async () => {
    api.handle = (c) =>
      c.method === 'POST' && c.path === `/api/fights/${running.fightId}/panel/decisions`
        ? Response.json(panel)
        : new Response(null, { status: 404 });
    const user = userEvent.setup({ delay: null });
    renderComponent(<PanelTable panel={panel} fight={running} director />);
    await user.click(screen.getByLabelText('Overrule with…'));
    await user.click(
      await screen.findByRole('option', { name: 'Left 1 hits 3, afterblow 2 by Right 1', hidden: true }),
    );
    await user.click(screen.getByRole('button', { name: 'Overrule' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      exchangeId: 'c-judge1',
      exchange: { kind: 'afterblow', side: 1, points: 3, afterblowPoints: 2 },
    });
  });
});
