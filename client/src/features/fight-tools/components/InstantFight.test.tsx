import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';

const press = (key: string, code: string) => fireEvent.keyDown(window, { key, code });

describe('instant fight (spec §2, §9 score keys)', () => {
  it('refuses points before the start, then scores with Q, ], A and Y', async () => {
    renderApp('/instant-fight');
    await screen.findByRole('heading', { name: 'Instant fight' });

    press('q', 'KeyQ');
    expect(await screen.findByText('The fight has not started yet: start the clock first.')).toBeTruthy();
    expect(screen.getByTestId('score-left').textContent).toBe('0');

    press(' ', 'Space');
    press('q', 'KeyQ');
    press('q', 'KeyQ');
    press(']', 'BracketRight');
    press('a', 'KeyA');
    press('y', 'KeyY');
    await waitFor(() => expect(screen.getByTestId('score-left').textContent).toBe('1'));
    expect(screen.getByTestId('score-right').textContent).toBe('1');
    expect(screen.getByTestId('doubles').textContent).toBe('1 double hit');
    expect(screen.getByText('Running')).toBeTruthy();
  });

  it('finishes with a victory and names the winner', async () => {
    renderApp('/instant-fight');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Left fighter'), 'Anna');
    await user.click(screen.getByRole('button', { name: 'Start the fight' }));
    press('q', 'KeyQ');
    await user.click(screen.getByRole('button', { name: 'Finish: victory' }));
    expect((await screen.findByTestId('fight-result')).textContent).toBe('Anna wins');
  });

  it('takes the same keys on a German and a Russian keyboard: the key at ] scores right, Й scores left', async () => {
    renderApp('/instant-fight');
    await screen.findByRole('heading', { name: 'Instant fight' });
    press(' ', 'Space');
    press('+', 'BracketRight'); // German QWERTZ
    press('й', 'KeyQ'); // Russian
    press('ъ', 'BracketRight');
    press('(', 'Digit5'); // French AZERTY: +5 s without Shift
    await waitFor(() => expect(screen.getByTestId('score-right').textContent).toBe('2'));
    expect(screen.getByTestId('score-left').textContent).toBe('1');
  });

  it('shows the time-up signal when the fight time has run out', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    try {
      renderApp('/instant-fight');
      await screen.findByRole('heading', { name: 'Instant fight' });
      press(' ', 'Space');
      await act(async () => {
        jest.advanceTimersByTime(91_000);
      });
      expect(screen.getByTestId('fight-clock').textContent).toBe('0:00');
      expect(screen.getByRole('alert').textContent).toBe('Time is up');
    } finally {
      jest.useRealTimers();
    }
  });
});
