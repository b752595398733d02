import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { FightExchanges } from '@hema/shared/contracts/fights';
import { fightRules } from '@hema/shared/fight/rules';
import { installFetchMock } from '../../../test/fetch-mock';
import { fight, key, link, renderConsole } from '../test-support/console-fixtures';

const api = installFetchMock();

/** A running fight of a category whose hits are worth 2 unless the judge arms another value. */
const running = (over: Parameters<typeof fight>[1] = {}) =>
  fight(1, { status: 'running', rules: fightRules({ addedValue: 2 }), ...over });

describe('judge console: exchanges by key (docs/decisions.md "Exchange keys")', () => {
  // Nine presses through the whole console: slow on a loaded two-core machine, so it gets more than the default.
  it('records clean hits, afterblows, a double, no exchange, undo and cards, one command per key', async () => {
    const judge = link({ states: [running()] });
    renderConsole(api, judge);
    key('s', 'KeyS'); // the category's value
    key('3', 'Digit3'); // arms 3 for the next hit…
    expect(screen.getByTestId('armed-value').textContent).toBe('Next hit: 3');
    key('l', 'KeyL'); // …which uses it and disarms
    key('l', 'KeyL');
    key('f', 'KeyF');
    key('g', 'KeyG');
    key('0', 'Digit0');
    key('Backspace', 'Backspace');
    key('e', 'KeyE');
    key('u', 'KeyU');
    await waitFor(() => expect(judge.sent.map((c) => c.event.type)).toHaveLength(9));
    expect(screen.queryByTestId('armed-value')).toBeNull();
    expect(judge.sent.map((c) => c.event)).toEqual([
      expect.objectContaining({ type: 'EXCHANGE', exchange: { kind: 'clean', side: 1, points: 2 } }),
      expect.objectContaining({ type: 'EXCHANGE', exchange: { kind: 'clean', side: 2, points: 3 } }),
      expect.objectContaining({ type: 'EXCHANGE', exchange: { kind: 'clean', side: 2, points: 2 } }),
      expect.objectContaining({
        type: 'EXCHANGE',
        exchange: { kind: 'afterblow', side: 1, points: 2, afterblowPoints: 2 },
      }),
      expect.objectContaining({ type: 'EXCHANGE', exchange: { kind: 'double' } }),
      expect.objectContaining({ type: 'EXCHANGE', exchange: { kind: 'none' } }),
      expect.objectContaining({ type: 'UNDO_EXCHANGE' }),
      expect.objectContaining({ type: 'CARD', side: 1, card: 'yellow', delta: 1 }),
      expect.objectContaining({ type: 'CARD', side: 2, card: 'red', delta: 1 }),
    ]);
  }, 60_000);

  it('goes by where the fighter stands: with the red side on the right, S records a hit for fighter 2', async () => {
    const judge = link({ states: [{ ...running(), redSide: 2 as const }] });
    renderConsole(api, judge);
    key('s', 'KeyS');
    key('ы', 'KeyS'); // the same key on a Russian keyboard
    await waitFor(() => expect(judge.sent).toHaveLength(2));
    expect(judge.sent.map((c) => c.event)).toEqual([
      expect.objectContaining({ exchange: { kind: 'clean', side: 2, points: 2 } }),
      expect.objectContaining({ exchange: { kind: 'clean', side: 2, points: 2 } }),
    ]);
  });

  it('records a hit of any value from the buttons (phones have no keys)', async () => {
    const judge = link({ states: [running()] });
    renderConsole(api, judge);
    const right = screen.getByTestId('exchange-right');
    fireEvent.click(right.querySelectorAll('button')[2]);
    await waitFor(() => expect(judge.sent).toHaveLength(1));
    expect(judge.sent[0].event).toMatchObject({ exchange: { kind: 'clean', side: 2, points: 3 } });
  });

  it('says a card the category does not keep is off instead of sending it', () => {
    const plain = running();
    const judge = link({
      states: [
        {
          ...plain,
          view: { ...plain.view, counters: { ...plain.view.counters, yellowCards: false } },
        },
      ],
    });
    renderConsole(api, judge);
    key('e', 'KeyE');
    expect(screen.getByTestId('console-notice').textContent).toBe('This counter is off in this category.');
    expect(judge.sent).toEqual([]);
  });

  it('gives a black card as a technical defeat that takes the fighter out of the category, confirmed first', async () => {
    const judge = link({ states: [running()] });
    renderConsole(api, judge);
    key('b', 'KeyB');
    expect((await screen.findByTestId('defeat-preview')).textContent).toContain(
      'A black card: the fighter loses this fight by technical defeat and leaves the category',
    );
    expect(judge.sent).toEqual([]);
    fireEvent.keyDown(document.body, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(judge.sent).toHaveLength(1));
    expect(judge.sent[0].event).toMatchObject({ type: 'TECHNICAL_DEFEAT', side: 1, card: 'black' });
  });

  it('shows the exchange history newest first, with the points each gave and undone ones struck through', async () => {
    const current = running();
    const history: FightExchanges = {
      fightId: current.fightId,
      version: current.version,
      exchanges: [
        {
          at: 1,
          clockMs: 12_000,
          exchange: { kind: 'clean', side: 1, points: 2 },
          deltas: { score1: 2, score2: 0, doubles: 0 },
        },
        {
          at: 2,
          clockMs: 75_000,
          exchange: { kind: 'afterblow', side: 2, points: 3, afterblowPoints: 1 },
          deltas: { score1: 1, score2: 3, doubles: 0 },
          undoneAt: 3,
        },
      ],
    };
    renderConsole(api, link({ states: [current] }), undefined, undefined, history);
    await waitFor(() => expect(screen.getAllByTestId('exchange-row')).toHaveLength(2));
    const [newest, oldest] = screen.getAllByTestId('exchange-row');
    expect(newest.dataset.undone).toBe('true');
    expect(newest.textContent).toBe(
      '1:15Right 1 hits 3, afterblow 1 by Left 1 (undone)Left 1 +1, Right 1 +3',
    );
    expect(oldest.textContent).toBe('0:12Clean hit 2 for Left 1Left 1 +2');
  });
});
