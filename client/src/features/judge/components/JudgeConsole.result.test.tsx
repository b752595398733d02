import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { installFetchMock } from '../../../test/fetch-mock';
import { fight, key, link, renderConsole } from '../test-support/console-fixtures';

const api = installFetchMock();

describe('what the console records, shown before it is recorded', () => {
  it('names the winner and the result a finish will record', async () => {
    renderConsole(api, link({ states: [fight(1, { status: 'running', score1: 2, score2: 1 })] }));
    key('o', 'KeyO');
    expect((await screen.findByTestId('finish-winner')).textContent).toBe('Left 1');
    expect(screen.getByTestId('finish-record').textContent).toBe(
      'The fight records: Left 1 wins · 2:1 · over time',
    );
  });

  it('says a tied finish by points is a draw', async () => {
    renderConsole(api, link({ states: [fight(1, { status: 'paused', score1: 1, score2: 1 })] }));
    key('p', 'KeyP');
    expect((await screen.findByTestId('finish-winner')).textContent).toBe('Draw');
    expect(screen.getByTestId('finish-record').textContent).toBe('The fight records: Draw · 1:1 · by points');
  });

  it('keeps a bracket bout that needs a winner from ending in a draw: it explains and offers nothing to confirm', async () => {
    const judge = link({
      states: [fight(1, { status: 'running', score1: 1, score2: 1, winnerRequired: true })],
    });
    renderConsole(api, judge);
    expect(screen.getByTestId('winner-required').textContent).toBe('Bracket bout: a winner is needed');
    key('o', 'KeyO');
    expect((await screen.findByTestId('finish-refused')).textContent).toMatch(/This bout needs a winner/);
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Enter', code: 'Enter' });
    expect(judge.sent).toEqual([]);
  });

  it('confirms a finish with Enter pressed at once, before the dialog has moved the focus, exactly once', async () => {
    const judge = link({ states: [fight(1, { status: 'running', score1: 2, score2: 1 })] });
    renderConsole(api, judge);
    key('p', 'KeyP');
    await screen.findByTestId('finish-winner');
    (document.activeElement as HTMLElement | null)?.blur();
    fireEvent.keyDown(document.body, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(judge.sent).toHaveLength(1));
    expect(judge.sent[0].event).toEqual(expect.objectContaining({ type: 'FINISH', reason: 'byPoints' }));
  });

  it('refuses a victory at a tied score before sending it', async () => {
    renderConsole(api, link({ states: [fight(1, { status: 'running', score1: 2, score2: 2 })] }));
    key('v', 'KeyV');
    expect((await screen.findByTestId('finish-refused')).textContent).toMatch(
      /tied score cannot end in victory/,
    );
  });

  describe('fix results', () => {
    // The ring has moved on: the judge picks the finished fight from the ring queue.
    const pickFirstFight = () =>
      fireEvent.click(screen.getAllByTestId('queue-row')[0].querySelector('button')!);

    const finished = (over = {}) =>
      link({
        states: [
          fight(1, {
            status: 'finished',
            result: 'F1_WIN',
            score1: 3,
            score2: 1,
            finishReason: 'byPoints',
            ...over,
          }),
        ],
      });

    it('shows a winner the score contradicts and records it only with “Record anyway”', async () => {
      const judge = finished();
      renderConsole(api, judge);
      pickFirstFight();
      key('x', 'KeyX');
      fireEvent.change(await screen.findByLabelText('Left 1'), { target: { value: '1' } });
      fireEvent.change(screen.getByLabelText('Right 1'), { target: { value: '4' } });
      // The scores brought their winner; the judge picks the other one on purpose.
      expect(screen.queryByTestId('fix-contradiction')).toBeNull();
      fireEvent.click(screen.getByRole('combobox', { name: 'Result' }));
      fireEvent.click(await screen.findByRole('option', { name: 'Left 1 wins', hidden: true }));
      expect(screen.getByTestId('fix-contradiction').textContent).toMatch(
        /Left 1 would be recorded as the winner at 1:4/,
      );
      const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
      expect(save.disabled).toBe(true);
      fireEvent.click(screen.getByLabelText('Record anyway'));
      expect(save.disabled).toBe(false);
      fireEvent.click(save);
      await waitFor(() =>
        expect(judge.sent[0].event).toMatchObject({
          type: 'FIX_RESULT',
          score1: 1,
          score2: 4,
          result: 'F1_WIN',
          override: true,
        }),
      );
    });

    it('moves the winner with the corrected scores', async () => {
      const judge = finished();
      renderConsole(api, judge);
      pickFirstFight();
      key('x', 'KeyX');
      fireEvent.change(await screen.findByLabelText('Right 1'), { target: { value: '5' } });
      const result = screen.getByRole('combobox', { name: 'Result' }) as HTMLInputElement;
      expect(result.value).toBe('Right 1 wins');
      expect(screen.queryByTestId('fix-contradiction')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(judge.sent[0].event).toMatchObject({
          type: 'FIX_RESULT',
          score1: 3,
          score2: 5,
          result: 'F2_WIN',
        }),
      );
      expect(judge.sent[0].event).not.toHaveProperty('override');
    });

    it('sends no override when the score agrees', async () => {
      const judge = finished();
      renderConsole(api, judge);
      pickFirstFight();
      key('x', 'KeyX');
      fireEvent.change(await screen.findByLabelText('Right 1'), { target: { value: '2' } });
      expect(screen.queryByTestId('fix-contradiction')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(judge.sent).toHaveLength(1));
      expect(judge.sent[0].event).not.toHaveProperty('override');
    });

    it('offers a bracket bout only the two wins', async () => {
      renderConsole(api, finished({ winnerRequired: true }));
      pickFirstFight();
      key('x', 'KeyX');
      expect(await screen.findByText(/a draw would leave the bracket without anyone/)).toBeTruthy();
      fireEvent.click(screen.getByRole('combobox', { name: 'Result' }));
      const options = (await screen.findAllByRole('option', { hidden: true })).map((o) => o.textContent);
      expect(options).toEqual(['Left 1 wins', 'Right 1 wins']);
    });
  });
});

describe('time-up', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as { AudioContext?: unknown }).AudioContext;
  });

  function fakeAudio() {
    const tones: number[] = [];
    const node = () => ({ connect: (next: unknown) => next, gain: { value: 0 }, frequency: { value: 0 } });
    (window as unknown as { AudioContext: unknown }).AudioContext = class {
      currentTime = 0;
      destination = {};
      resume = async () => undefined;
      createGain = node;
      createOscillator = () => ({ ...node(), start: (at: number) => tones.push(at), stop: () => undefined });
    };
    return tones;
  }

  it('stops a count-down at 0:00 and says the time is up, once it has run out', () => {
    const now = Date.now();
    const clock = { running: true, elapsedMs: 0, startedAt: now - 95_000 };
    renderConsole(api, link({ states: [fight(1, { status: 'running', clock })] }));
    expect(screen.getByTestId('judge-clock').textContent).toBe('0:00');
    expect(screen.getByTestId('time-up').textContent).toBe('Time is up');
  });

  it('shows the same signal when a count-up reaches its limit, and stands there', () => {
    const clock = { running: false, elapsedMs: 90_000, startedAt: null, direction: 'up' as const };
    renderConsole(api, link({ states: [fight(1, { status: 'paused', clock })] }));
    expect(screen.getByTestId('judge-clock').textContent).toBe('1:30');
    expect(screen.getByTestId('time-up')).toBeTruthy();
  });

  it('beeps once when a running clock runs out on screen, and not before', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const tones = fakeAudio();
    const clock = { running: true, elapsedMs: 89_000, startedAt: 1_000_000 };
    renderConsole(api, link({ states: [fight(1, { status: 'running', clock })] }));
    expect(screen.queryByTestId('time-up')).toBeNull();
    expect(screen.getByTestId('judge-clock').textContent).toBe('0:01');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_200);
    });
    expect(screen.getByTestId('time-up')).toBeTruthy();
    expect(tones).toHaveLength(3);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2_000);
    });
    expect(tones).toHaveLength(3);
  });

  it('gives the judge +5 s and +15 s and keeps the clock controls after time-up', () => {
    const clock = { running: false, elapsedMs: 90_000, startedAt: null };
    const judge = link({ states: [fight(1, { status: 'paused', clock })] });
    renderConsole(api, judge);
    expect(screen.getByRole('button', { name: /resume/i })).toBeTruthy();
    expect(screen.getByRole('button', { name: /\+5 s/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /\+15 s/ })).toBeTruthy();
  });
});
