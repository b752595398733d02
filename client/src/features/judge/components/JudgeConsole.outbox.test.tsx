import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MAX_ATTEMPTS } from '@hema/shared/realtime/command-outbox';
import type { FightCommand } from '@hema/shared/realtime/protocol';
import { installFetchMock } from '../../../test/fetch-mock';
import { OUTBOX_RETRY_MS } from '../hooks/use-command-outbox';
import { fight, fightId, key, link, refusal, renderConsole } from '../test-support/console-fixtures';

const api = installFetchMock();

const running = () => [
  fight(1, { status: 'running', score1: 2, score2: 1 }),
  fight(2, { status: 'running' }),
];
const ack = (command: FightCommand) => ({
  ok: true as const,
  commandId: command.commandId,
  version: 4,
  state: fight(1),
  replayed: false,
});

describe('the console’s outbox never jams the ring', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('lists every refused command with its reason until the judge discards it, and goes on', async () => {
    const judge = link({ states: running() }, (c) =>
      c.event.type === 'SCORE' ? refusal(c, 'bracket/next-fight-started') : ack(c),
    );
    renderConsole(api, judge);
    key('q', 'KeyQ');
    key(']', 'BracketRight');
    key('y', 'KeyY');
    await waitFor(() => expect(screen.getAllByTestId('refused-command')).toHaveLength(2));
    expect(judge.sent.map((c) => c.event.type)).toEqual(['SCORE', 'SCORE', 'DOUBLE']);
    const [first, second] = screen.getAllByTestId('refused-command');
    expect(first.textContent).toMatch(
      /\+1 point for Left 1: The next fight of the bracket has already started/,
    );
    expect(second.textContent).toMatch(/\+1 point for Right 1/);
    fireEvent.click(within(first).getByRole('button', { name: 'Discard' }));
    expect(screen.getAllByTestId('refused-command')).toHaveLength(1);
    expect(await screen.findByText('All commands sent')).toBeTruthy();
  });

  it('holds a command the server keeps failing and keeps that fight’s later presses behind it until retried', async () => {
    jest.useFakeTimers();
    let healthy = false;
    const judge = link({ states: running() }, (c) =>
      c.fightId === fightId(1) && !healthy ? refusal(c, 'server/error') : ack(c),
    );
    renderConsole(api, judge);
    key('q', 'KeyQ');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    key('p', 'KeyP'); // the judge asks to finish: confirmed, it queues behind the Q
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(OUTBOX_RETRY_MS);
      });
    }
    const held = await screen.findByTestId('held-command');
    expect(held.textContent).toMatch(/A command could not be sent/);
    expect(held.textContent).toMatch(/\+1 point for Left 1/);
    expect(held.textContent).toMatch(/The server could not take the command/);
    expect(held.textContent).toMatch(/1 later command of this fight waits behind it/);
    expect(judge.sent.filter((c) => c.event.type === 'FINISH')).toEqual([]);

    healthy = true;
    fireEvent.click(within(held).getByRole('button', { name: 'Retry' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(judge.sent.slice(-2).map((c) => c.event.type)).toEqual(['SCORE', 'FINISH']);
    expect(screen.queryByTestId('held-command')).toBeNull();
  });

  it('lets the fight’s waiting presses go when the judge discards the held one', async () => {
    jest.useFakeTimers();
    const judge = link({ states: running() }, (c) =>
      c.event.type === 'SCORE' ? refusal(c, 'server/error') : ack(c),
    );
    renderConsole(api, judge);
    key('q', 'KeyQ');
    key('y', 'KeyY');
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(OUTBOX_RETRY_MS);
      });
    }
    const held = await screen.findByTestId('held-command');
    expect(judge.sent.map((c) => c.event.type)).not.toContain('DOUBLE');
    fireEvent.click(within(held).getByRole('button', { name: 'Discard' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(judge.sent.at(-1)?.event.type).toBe('DOUBLE');
    expect(screen.queryByTestId('held-command')).toBeNull();
  });

  it('asks the judge again when the fight changed under a finish, with the new score, and never by itself', async () => {
    const changed = fight(1, { status: 'running', score1: 3, score2: 2 }, 7);
    const judge = link({ states: running() }, (c) =>
      c.event.type === 'FINISH' && c.expectedVersion === 3 ? refusal(c, 'conflict', changed) : ack(c),
    );
    renderConsole(api, judge);
    key('p', 'KeyP');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    const conflict = await screen.findByTestId('conflict');
    expect(conflict.textContent).toMatch(/The fight changed: finish anyway\?/);
    expect(conflict.textContent).toMatch(/now 3:2, Running/);
    expect(judge.sent).toHaveLength(1);

    fireEvent.click(within(conflict).getByRole('button', { name: 'Finish anyway' }));
    await waitFor(() => expect(judge.sent).toHaveLength(2));
    expect(judge.sent[1]).toMatchObject({
      expectedVersion: 7,
      event: { type: 'FINISH', reason: 'byPoints' },
    });
    expect(judge.sent[1].commandId).not.toBe(judge.sent[0].commandId);
    await waitFor(() => expect(screen.queryByTestId('conflict')).toBeNull());
  });
});
