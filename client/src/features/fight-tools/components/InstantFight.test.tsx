import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';

const press = (code: string) => fireEvent.keyDown(window, { code });

describe('instant fight (spec §2, §9 score keys)', () => {
  it('refuses points before the start, then scores with Q, ], A and Y', async () => {
    renderApp('/instant-fight');
    await screen.findByRole('heading', { name: 'Instant fight' });

    press('KeyQ');
    expect(await screen.findByText('Start the fight first.')).toBeTruthy();
    expect(screen.getByTestId('score-left').textContent).toBe('0');

    press('Space');
    press('KeyQ');
    press('KeyQ');
    press('BracketRight');
    press('KeyA');
    press('KeyY');
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
    press('KeyQ');
    await user.click(screen.getByRole('button', { name: 'Finish: victory' }));
    expect((await screen.findByTestId('fight-result')).textContent).toBe('Anna wins');
  });
});
