import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { clockExpired, clockShownMs, formatClock, type ViewClock } from './fight-clock';
import { FightClock } from './FightClock';

const clock = (over: Partial<ViewClock> = {}): ViewClock => ({
  running: false,
  elapsedMs: 0,
  startedAt: null,
  direction: 'down',
  durationMs: 90_000,
  showTimer: true,
  ...over,
});

describe('fight clock text', () => {
  it('shows the full time on a count-down clock that has not started', () => {
    expect(formatClock(clockShownMs(clock(), 0), 'down')).toBe('1:30');
  });

  it('rounds a count-down clock up, so it reads 0:00 only when the time is out', () => {
    expect(formatClock(89_001, 'down')).toBe('1:30');
    expect(formatClock(89_000, 'down')).toBe('1:29');
    expect(formatClock(1, 'down')).toBe('0:01');
    expect(formatClock(0, 'down')).toBe('0:00');
  });

  it('rounds a count-up clock down, so a second shows only once it has passed', () => {
    expect(formatClock(999, 'up')).toBe('0:00');
    expect(formatClock(61_000, 'up')).toBe('1:01');
  });

  it('runs from the server time: elapsed plus the time since the clock started', () => {
    const running = clock({ running: true, elapsedMs: 10_000, startedAt: 1_000_000 });
    expect(clockShownMs(running, 1_005_000)).toBe(75_000);
    expect(clockShownMs({ ...running, direction: 'up' }, 1_005_000)).toBe(15_000);
  });

  it('never shows less than zero and says when the fight time is over', () => {
    const over = clock({ elapsedMs: 95_000 });
    expect(clockShownMs(over, 0)).toBe(0);
    expect(clockExpired(over, 0)).toBe(true);
    expect(clockExpired(clock({ elapsedMs: 89_999 }), 0)).toBe(false);
  });
});

describe('<FightClock>', () => {
  it('renders locally from the view and the server offset, ticking while the clock runs', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    try {
      // The server is 2 s ahead of this machine; the clock started at server time 1_000_000.
      render(
        <MantineProvider>
          <FightClock clock={clock({ running: true, startedAt: 1_000_000 })} offsetMs={2_000} />
        </MantineProvider>,
      );
      expect(screen.getByRole('timer').textContent).toBe('1:28');
      act(() => {
        jest.advanceTimersByTime(3_000);
      });
      expect(screen.getByRole('timer').textContent).toBe('1:25');
    } finally {
      jest.useRealTimers();
    }
  });

  it('stands still while stopped', () => {
    render(
      <MantineProvider>
        <FightClock clock={clock({ elapsedMs: 30_000, direction: 'up' })} offsetMs={0} />
      </MantineProvider>,
    );
    expect(screen.getByRole('timer').textContent).toBe('0:30');
  });
});
