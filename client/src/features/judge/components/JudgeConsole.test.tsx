import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { FightView } from '@hema/shared/fight/fight-engine';
import { memoryOutboxStorage } from '@hema/shared/realtime/command-outbox';
import type { FightCommand, FightCommandAnswer, FightState } from '@hema/shared/realtime/protocol';
import { AppProviders } from '../../../app/providers/AppProviders';
import { createQueryClient } from '../../../app/providers/query-client';
import { installFetchMock } from '../../../test/fetch-mock';
import { jsonResponse } from '../../../test/render-app';
import type { JudgeLink } from '../judge-link';
import { JudgeConsole } from './JudgeConsole';

const api = installFetchMock();
const AREA = '7a1c9a52-8f7e-4c4e-9d5f-1a2b3c4d5e6f';
const NOMINATION = '5a1c9a52-8f7e-4c4e-9d5f-1a2b3c4d5e6f';

function view(over: Partial<FightView> = {}): FightView {
  return {
    fightId: 'f',
    fighter1: 'u1',
    fighter2: 'u2',
    status: 'scheduled',
    score1: 0,
    score2: 0,
    doubles: 0,
    cards: { yellow1: 0, red1: 0, yellow2: 0, red2: 0 },
    appeals: { 1: 0, 2: 0 },
    clock: {
      running: false,
      elapsedMs: 0,
      startedAt: null,
      direction: 'down',
      durationMs: 90_000,
      showTimer: true,
    },
    result: 'NONE',
    finishReason: null,
    technicalDefeat: null,
    ...over,
  };
}

function fight(n: number, over: Partial<FightView> = {}): FightState {
  return {
    fightId: `0000000${n}-8f7e-4c4e-9d5f-1a2b3c4d5e6f`,
    version: 3,
    tournamentId: 't',
    nominationId: NOMINATION,
    poolId: 'p',
    areaId: AREA,
    areaOrder: n,
    nominationTitle: 'Longsword',
    stage: { type: 'POOL', index: 0, label: null },
    group: { key: 'pool', n: 1 },
    fighter1: { _id: `a${n}`, name: `Left ${n}`, club: 'Helsinki' },
    fighter2: { _id: `b${n}`, name: `Right ${n}`, club: null },
    view: view(over),
    serverTime: Date.now(),
  };
}

function link(over: Partial<JudgeLink> = {}): JudgeLink & { sent: FightCommand[] } {
  const sent: FightCommand[] = [];
  return {
    states: [fight(2), fight(1)],
    ready: true,
    online: true,
    offsetMs: 0,
    send: async (command) => {
      sent.push(command);
      return { ok: true, commandId: command.commandId, version: 4, state: fight(1), replayed: false };
    },
    sent,
    ...over,
  };
}

function renderConsole(judgeLink: JudgeLink, storage = memoryOutboxStorage()) {
  api.handle = (call) => {
    if (call.path === `/api/areas/${AREA}/fights`) {
      return jsonResponse(200, {
        area: { _id: AREA, title: 'Ring A', tournamentId: 't' },
        tournament: { _id: 't', title: 'Helsinki Open', idString: 'helsinki-open' },
        fights: [],
      });
    }
    if (call.path === `/api/nominations/${NOMINATION}`) {
      return jsonResponse(200, {
        _id: NOMINATION,
        title: 'Longsword',
        colorLeft: 'green',
        colorRight: 'white',
        rules: { counters: { doubles: true, appeals: false, yellowCards: true, redCards: true } },
      });
    }
    return jsonResponse(404, { message: 'Not found' });
  };
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter>
        <JudgeConsole link={judgeLink} areaId={AREA} tournamentId="t" storage={storage} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, storage };
}

const key = (k: string, code = '') => fireEvent.keyDown(window, { key: k, code });

describe('judge console', () => {
  it('shows the ring’s current fight (first in ring order not finished) and the next one', async () => {
    renderConsole(link({ states: [fight(3), fight(1, { status: 'finished', result: 'F1_WIN' }), fight(2)] }));
    expect(screen.getByTestId('fighter-name-1').textContent).toBe('Left 2');
    expect(screen.getByTestId('fighter-name-2').textContent).toBe('Right 2');
    expect(screen.getByTestId('next-fight').textContent).toContain('Left 3');
    expect(await screen.findByText('Ring A')).toBeTruthy();
    expect(await screen.findByText(/left · green/i)).toBeTruthy();
  });

  it('sends one command per key press with the spec §9 keys, in server time, to the current fight', async () => {
    const judge = link({ offsetMs: 5_000 });
    renderConsole(judge);
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

  it('asks before finishing, and finishes with the chosen reason once confirmed', async () => {
    const judge = link({ states: [fight(1, { status: 'running', score1: 2 })] });
    renderConsole(judge);
    key('p', 'KeyP');
    expect(judge.sent).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(judge.sent.map((c) => c.event)).toEqual([
        expect.objectContaining({ type: 'FINISH', reason: 'byPoints' }),
      ]),
    );
  });

  it('while offline keeps the presses, shows the connection-lost notice and how many wait, and sends them when back', async () => {
    const judge = link({ online: false, send: async () => Promise.reject(new Error('offline')) });
    const storage = memoryOutboxStorage();
    const { rerender } = renderConsole(judge, storage);
    expect(screen.getByTestId('connection-lost').textContent).toMatch(
      /check the internet connection and refresh/i,
    );
    key('q', 'KeyQ');
    key('q', 'KeyQ');
    expect(await screen.findByText('2 commands waiting')).toBeTruthy();
    expect(screen.getByText(/2 commands wait and will be sent/)).toBeTruthy();
    expect(storage.saved).toHaveLength(2);

    const back = link();
    rerender(
      <AppProviders queryClient={createQueryClient()}>
        <MemoryRouter>
          <JudgeConsole link={back} areaId={AREA} tournamentId="t" storage={storage} />
        </MemoryRouter>
      </AppProviders>,
    );
    await waitFor(() => expect(back.sent).toHaveLength(2));
    expect(storage.saved).toHaveLength(0);
    expect(await screen.findByText('All commands sent')).toBeTruthy();
  });

  it('starts, then pauses on the second Space even before the server confirmed the start', async () => {
    const judge = link({ online: false, send: async () => Promise.reject(new Error('offline')) });
    const storage = memoryOutboxStorage();
    renderConsole(judge, storage);
    key(' ', 'Space');
    key(' ', 'Space');
    await waitFor(() => expect(storage.saved.map((c) => c.event.type)).toEqual(['START', 'PAUSE']));
  });

  it('shows the reason when the fight refuses a command', async () => {
    const refused: FightCommandAnswer = {
      ok: false,
      commandId: 'x',
      reason: 'fight/counter-negative',
      message: 'Nothing to remove',
    };
    const judge = link({ send: async (c) => ({ ...refused, commandId: c.commandId }) });
    renderConsole(judge);
    key('a', 'KeyA');
    expect((await screen.findByTestId('refusal')).textContent).toMatch(
      /nothing to remove: the counter is already at 0/i,
    );
  });

  it('ignores keys typed into a form field and held-down repeats', async () => {
    const judge = link();
    renderConsole(judge);
    const input = document.createElement('input');
    document.body.appendChild(input);
    fireEvent.keyDown(input, { key: 'q', code: 'KeyQ' });
    fireEvent.keyDown(window, { key: 'q', code: 'KeyQ', repeat: true });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(judge.sent).toHaveLength(0);
    input.remove();
  });

  it('says clearly that the scores screen needs a ring with pool fights assigned (spec §4)', () => {
    renderConsole(link({ states: [] }));
    expect(screen.getByText('The scores screen needs a ring with pool fights assigned to it')).toBeTruthy();
  });

  it('points the keys at a finished fight picked from the ring queue, to fix its result', async () => {
    const judge = link({
      states: [
        fight(1, { status: 'finished', result: 'F1_WIN', score1: 5, score2: 3, finishReason: 'byPoints' }),
        fight(2),
      ],
    });
    renderConsole(judge);
    fireEvent.click(screen.getByText(/Left 1/));
    expect(screen.getByTestId('editing-other-fight')).toBeTruthy();
    key('x', 'KeyX');
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(judge.sent[0]).toMatchObject({
        fightId: fight(1).fightId,
        event: { type: 'FIX_RESULT', score1: 5, score2: 3, result: 'F1_WIN' },
      }),
    );
  });
});

jest.setTimeout(15_000);
