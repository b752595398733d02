import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { memoryOutboxStorage } from '@hema/shared/realtime/command-outbox';
import type { FightCommandAnswer } from '@hema/shared/realtime/protocol';
import { installFetchMock } from '../../../test/fetch-mock';
import {
  consoleElement,
  fight,
  key,
  link,
  NOMINATION,
  renderConsole,
  TOURNAMENT,
} from '../test-support/console-fixtures';

const api = installFetchMock();

describe('judge console', () => {
  it('shows the ring’s current fight (first in ring order not finished) and the next one', async () => {
    renderConsole(
      api,
      link({ states: [fight(3), fight(1, { status: 'finished', result: 'F1_WIN' }), fight(2)] }),
    );
    expect(screen.getByTestId('fighter-name-1').textContent).toBe('Left 2');
    expect(screen.getByTestId('fighter-name-2').textContent).toBe('Right 2');
    expect(screen.getByTestId('next-fight').textContent).toContain('Left 3');
    expect(await screen.findByText('Ring A')).toBeTruthy();
    expect(await screen.findByText(/left · green/i)).toBeTruthy();
  });

  it('paints the sides with the colours of the fight’s live state, so an organizer’s change shows at once', async () => {
    const storage = memoryOutboxStorage();
    const { rerender } = renderConsole(api, link(), storage);
    expect(await screen.findByText(/left · green/i)).toBeTruthy();
    // The category now says yellow and black; its cached REST answer (green, white) must not win.
    const recoloured = { ...fight(1, {}, 4), colorLeft: 'yellow' as const, colorRight: 'black' as const };
    rerender(consoleElement(link({ states: [recoloured, fight(2)] }), storage));
    expect(await screen.findByText(/left · yellow/i)).toBeTruthy();
    expect(screen.getByText(/right · black/i)).toBeTruthy();
  });

  it('puts the red fighter on the red side: with the red side on the right, fighter 1 stands right and Q scores fighter 2', async () => {
    const swapped = { ...fight(1, { status: 'running' }, 4), redSide: 2 as const };
    const judge = link({ states: [swapped, fight(2)] });
    renderConsole(api, judge);
    expect(screen.getByTestId('fighter-name-2').closest('[data-testid]')).toBeTruthy();
    // The left panel shows fighter 2 in the left colour, the right panel fighter 1 in the right colour.
    const panels = screen.getAllByTestId(/^fighter-panel-/);
    expect(panels.map((p) => p.dataset.testid)).toEqual(['fighter-panel-2', 'fighter-panel-1']);
    expect(await screen.findByText(/left · green/i)).toBeTruthy();
    key('q', 'KeyQ');
    key(']', 'BracketRight');
    await waitFor(() => expect(judge.sent).toHaveLength(2));
    expect(judge.sent.map((c) => c.event)).toEqual([
      expect.objectContaining({ type: 'SCORE', side: 2, delta: 1 }),
      expect.objectContaining({ type: 'SCORE', side: 1, delta: 1 }),
    ]);
  });

  it('keeps the counters the fight keeps: a category without appeals and cards shows none, live', () => {
    const storage = memoryOutboxStorage();
    const { rerender } = renderConsole(api, link(), storage);
    expect(screen.getAllByText('Appeals')).toHaveLength(2);
    const plain = fight(1, {}, 4);
    const noCounters = {
      ...plain,
      view: {
        ...plain.view,
        counters: { doubles: true, appeals: false, yellowCards: false, redCards: false },
      },
    };
    rerender(consoleElement(link({ states: [noCounters, fight(2)] }), storage));
    expect(screen.queryAllByText('Appeals')).toHaveLength(0);
  });

  it('names the category, stage and pool of the fight and links to their organizer pages', () => {
    renderConsole(api, link());
    const place = screen.getByTestId('fight-place');
    expect(place.textContent).toContain('Longsword open');
    const hrefs = [...place.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    const nomination = `/organizer/tournaments/${TOURNAMENT}/nominations/${NOMINATION}`;
    expect(hrefs).toEqual([
      nomination,
      `${nomination}/stages`,
      `${nomination}/pools/p1`,
      `${nomination}/pools/p1/fights/${fight(1).fightId}`,
    ]);
  });

  it('sends one command per key press with the spec §9 keys, in server time, to the current fight', async () => {
    const judge = link({ offsetMs: 5_000 });
    renderConsole(api, judge);
    const before = Date.now();
    key(' ', 'Space');
    key('q', 'KeyQ');
    key('a', 'KeyA');
    key(']', 'BracketRight');
    key('"', 'Quote');
    key('y', 'KeyY');
    key('h', 'KeyH');
    key('5', 'Digit5');
    key('1', 'Digit1');
    await waitFor(() => expect(judge.sent).toHaveLength(9));
    expect(judge.sent.map((c) => c.event)).toEqual([
      expect.objectContaining({ type: 'START' }),
      expect.objectContaining({ type: 'SCORE', side: 1, delta: 1 }),
      expect.objectContaining({ type: 'SCORE', side: 1, delta: -1 }),
      expect.objectContaining({ type: 'SCORE', side: 2, delta: 1 }),
      expect.objectContaining({ type: 'SCORE', side: 2, delta: -1 }),
      expect.objectContaining({ type: 'DOUBLE', delta: 1 }),
      expect.objectContaining({ type: 'DOUBLE', delta: -1 }),
      expect.objectContaining({ type: 'ADD_TIME', ms: 5_000 }),
      expect.objectContaining({ type: 'ADD_TIME', ms: 15_000 }),
    ]);
    expect(new Set(judge.sent.map((c) => c.commandId)).size).toBe(9);
    expect(judge.sent.every((c) => c.fightId === fight(1).fightId && c.expectedVersion === 3)).toBe(true);
    expect(judge.sent[0].event.at as number).toBeGreaterThanOrEqual(before + 5_000);
  });

  it('calls the fighters of the fight on deck with N (Т on a Russian keyboard) or the button, and says so', async () => {
    const judge = link({ states: [fight(1, { status: 'running' }), fight(2), fight(3)] });
    renderConsole(api, judge);
    expect(screen.getByTestId('next-fight').textContent).toContain('Left 2');
    expect(screen.getByTestId('in-the-hole').textContent).toContain('Left 3');
    key('n', 'KeyN');
    key('т', 'KeyN');
    fireEvent.click(screen.getByTestId('call-next'));
    await waitFor(() => expect(judge.sent).toHaveLength(3));
    expect(judge.sent.map((c) => [c.fightId, c.event.type])).toEqual([
      [fight(2).fightId, 'CALL'],
      [fight(2).fightId, 'CALL'],
      [fight(2).fightId, 'CALL'],
    ]);
    expect((await screen.findAllByText('Called to the ring: Left 2 and Right 2')).length).toBeGreaterThan(0);
  });

  it('shows when the fight on deck was called, and offers to call it again', () => {
    const calledAt = '2026-11-29T14:02:00.000Z';
    renderConsole(api, link({ states: [fight(1), fight(2, { calledAt }), fight(3)] }));
    const onDeck = screen.getByTestId('next-fight');
    expect(onDeck.textContent).toMatch(/called \d{1,2}:02/);
    expect(screen.getByTestId('in-the-hole').textContent).not.toMatch(/called/);
    expect(screen.getByTestId('call-next').textContent).toContain('Call again');
  });

  it('has nothing to call at the end of the ring, and says so instead of sending', async () => {
    const judge = link({ states: [fight(1, { status: 'running' })] });
    renderConsole(api, judge);
    expect(screen.queryByTestId('call-next')).toBeNull();
    key('n', 'KeyN');
    expect(await screen.findByText('There is no fight on deck to call.')).toBeTruthy();
    expect(judge.sent).toEqual([]);
  });

  it('works with the keys of a German keyboard: + at ] scores right, ä at " takes it back, Y sits on Z', async () => {
    const judge = link({ states: [fight(1, { status: 'running' })] });
    renderConsole(api, judge);
    key('+', 'BracketRight');
    key('ä', 'Quote');
    key('y', 'KeyZ');
    key(']', 'Digit9', { ctrlKey: true, altKey: true }); // AltGr+9 on Windows: not a judge key
    await waitFor(() => expect(judge.sent).toHaveLength(3));
    expect(judge.sent.map((c) => c.event)).toEqual([
      expect.objectContaining({ type: 'SCORE', side: 2, delta: 1 }),
      expect.objectContaining({ type: 'SCORE', side: 2, delta: -1 }),
      expect.objectContaining({ type: 'DOUBLE', delta: 1 }),
    ]);
  });

  it('works with the keys of a Russian keyboard, by their place', async () => {
    const judge = link();
    renderConsole(api, judge);
    key(' ', 'Space');
    key('й', 'KeyQ');
    key('ъ', 'BracketRight');
    key('э', 'Quote');
    key('н', 'KeyY');
    await waitFor(() => expect(judge.sent).toHaveLength(5));
    expect(judge.sent.map((c) => c.event.type)).toEqual(['START', 'SCORE', 'SCORE', 'SCORE', 'DOUBLE']);
    expect(judge.sent[1].event).toMatchObject({ side: 1, delta: 1 });
    expect(judge.sent[3].event).toMatchObject({ side: 2, delta: -1 });
  });

  it('asks before finishing, and finishes with the chosen reason once confirmed', async () => {
    const judge = link({ states: [fight(1, { status: 'running', score1: 2 })] });
    renderConsole(api, judge);
    key('p', 'KeyP');
    expect(judge.sent).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(judge.sent.map((c) => c.event)).toEqual([
        expect.objectContaining({ type: 'FINISH', reason: 'byPoints' }),
      ]),
    );
  });

  it('asks who loses a technical defeat, then names loser and winner: D, Enter records nothing; Escape cancels', async () => {
    const judge = link({ states: [fight(1, { status: 'running' })] });
    renderConsole(api, judge);
    key('d', 'KeyD');
    await screen.findByTestId('defeat-side-1');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Enter', code: 'Enter' });
    fireEvent.keyDown(document.body, { key: 'Enter', code: 'Enter' });
    expect(judge.sent).toHaveLength(0);

    fireEvent.click(screen.getByTestId('defeat-side-2'));
    expect(screen.getByTestId('defeat-preview').textContent).toBe(
      'Right 1 loses by technical defeat; Left 1 wins the fight.',
    );
    expect(judge.sent).toHaveLength(0);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('defeat-preview')).toBeNull());
    expect(judge.sent).toHaveLength(0);

    key('d', 'KeyD');
    fireEvent.click(await screen.findByTestId('defeat-side-2'));
    fireEvent.click(screen.getByRole('button', { name: 'Record the technical defeat' }));
    await waitFor(() =>
      expect(judge.sent.map((c) => c.event)).toEqual([
        expect.objectContaining({ type: 'TECHNICAL_DEFEAT', side: 2 }),
      ]),
    );
  });

  it('while offline keeps the presses, shows the connection-lost notice and how many wait, and sends them when back', async () => {
    const judge = link({
      online: false,
      states: [fight(1, { status: 'running' })],
      send: async () => Promise.reject(new Error('offline')),
    });
    const storage = memoryOutboxStorage();
    const { rerender } = renderConsole(api, judge, storage);
    expect(screen.getByTestId('connection-lost').textContent).toMatch(
      /will be sent when the connection returns/,
    );
    expect(screen.getByTestId('connection-lost').textContent).not.toMatch(/refresh|reload/i);
    key('q', 'KeyQ');
    key('q', 'KeyQ');
    expect(await screen.findByText('2 commands waiting')).toBeTruthy();
    expect(screen.getByText(/2 commands wait and will be sent/)).toBeTruthy();
    expect(storage.saved.commands).toHaveLength(2);
    // The score the waiting presses make, marked as not sent yet.
    expect(screen.getByTestId('score-1').textContent).toBe('2');
    expect(screen.getByTestId('score-1').getAttribute('data-unsent')).toBe('true');
    expect(screen.getByTestId('unsent-badge').textContent).toBe('Not sent yet: 2 presses');

    const back = link({ states: [fight(1, { status: 'running' })] });
    rerender(consoleElement(back, storage));
    await waitFor(() => expect(back.sent).toHaveLength(2));
    expect(storage.saved.commands).toHaveLength(0);
    expect(await screen.findByText('All commands sent')).toBeTruthy();
  });

  it('starts, then pauses on the second Space even before the server confirmed the start', async () => {
    const judge = link({ online: false, send: async () => Promise.reject(new Error('offline')) });
    const storage = memoryOutboxStorage();
    renderConsole(api, judge, storage);
    key(' ', 'Space');
    key(' ', 'Space');
    await waitFor(() => expect(storage.saved.commands.map((c) => c.event.type)).toEqual(['START', 'PAUSE']));
  });

  it('shows the reason, translated, when the fight refuses a command', async () => {
    const refused: FightCommandAnswer = {
      ok: false,
      commandId: 'x',
      reason: 'fight/counter-negative',
      message: 'Nothing to remove',
    };
    const judge = link({
      states: [fight(1, { status: 'running' })],
      send: async (c) => ({ ...refused, commandId: c.commandId }),
    });
    renderConsole(api, judge);
    key('a', 'KeyA');
    expect((await screen.findByTestId('refusal')).textContent).toMatch(
      /−1 point for Left 1: Nothing to remove: the counter is already at 0/i,
    );
  });

  it('ignores keys typed into a form field and held-down repeats', async () => {
    const judge = link();
    renderConsole(api, judge);
    const input = document.createElement('input');
    document.body.appendChild(input);
    fireEvent.keyDown(input, { key: 'q', code: 'KeyQ' });
    fireEvent.keyDown(window, { key: ' ', code: 'Space', repeat: true });
    key('5', 'Digit5'); // a key that does reach the outbox, so the two above had their chance
    await waitFor(() => expect(judge.sent).toHaveLength(1));
    expect(judge.sent[0].event.type).toBe('ADD_TIME');
    input.remove();
  });

  it('says clearly that the scores screen needs a ring with pool fights assigned (spec §4)', () => {
    renderConsole(api, link({ states: [] }));
    expect(screen.getByText('The scores screen needs a ring with pool fights assigned to it')).toBeTruthy();
  });

  it('points the keys at a finished fight picked from the ring queue, to fix its result', async () => {
    const judge = link({
      states: [
        fight(1, { status: 'finished', result: 'F1_WIN', score1: 5, score2: 3, finishReason: 'byPoints' }),
        fight(2),
      ],
    });
    renderConsole(api, judge);
    fireEvent.click(screen.getAllByTestId('queue-row')[0].querySelector('button')!);
    expect(screen.getByTestId('editing-other-fight')).toBeTruthy();
    key('x', 'KeyX');
    fireEvent.change(await screen.findByLabelText('Right 1'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(judge.sent[0]).toMatchObject({
        fightId: fight(1).fightId,
        event: { type: 'FIX_RESULT', score1: 5, score2: 4, result: 'F1_WIN' },
      }),
    );
  });

  describe('once a fight is over', () => {
    const over = () =>
      link({
        states: [
          fight(1, { status: 'finished', result: 'F2_WIN', score1: 1, score2: 5, finishReason: 'victory' }),
          fight(2),
        ],
      });

    it('moves on to the ring’s next fight and says how the previous one ended', () => {
      renderConsole(api, over());
      expect(screen.getByTestId('fighter-name-1').textContent).toBe('Left 2');
      expect(screen.getByTestId('previous-fight').textContent).toBe(
        'Previous fight:Left 1 vs Right 1·Right 1 wins · 1:5 · victory',
      );
    });

    it('shows no Start button for it, and its timer key explains instead of sending', async () => {
      const judge = over();
      renderConsole(api, judge);
      fireEvent.click(screen.getAllByTestId('queue-row')[0].querySelector('button')!);
      expect(screen.queryByRole('button', { name: /^start/i })).toBeNull();
      expect(screen.getByRole('button', { name: /fix results/i })).toBeTruthy();
      key(' ', 'Space');
      key('q', 'KeyQ');
      expect(screen.getByTestId('console-notice').textContent).toMatch(/the fight is finished/i);
      expect(judge.sent).toEqual([]);
    });

    it('says so when every fight of the ring is over', () => {
      renderConsole(api, link({ states: [fight(1, { status: 'cancelled' })] }));
      expect(screen.getByTestId('ring-done')).toBeTruthy();
      expect(screen.getByTestId('previous-fight').textContent).toContain('Cancelled');
    });
  });
});
