import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AppProviders } from '../../../app/providers/AppProviders';
import { loadNamespace } from '../../../i18n/i18n';
import { clockText as formatClock } from '@hema/shared/fight/clock';
import { StandaloneTimer } from './StandaloneTimer';

describe('clock text', () => {
  it('rounds a count-down up and a count-up down', () => {
    expect(formatClock(90_000, 'down')).toBe('1:30');
    expect(formatClock(89_100, 'down')).toBe('1:30');
    expect(formatClock(89_100, 'up')).toBe('1:29');
    expect(formatClock(0, 'down')).toBe('0:00');
    expect(formatClock(-5, 'up')).toBe('0:00');
  });
});

describe('standalone timer (spec §2 /timers, §9 +5/+15 s)', () => {
  beforeEach(async () => {
    await loadNamespace('pages');
    jest.useFakeTimers({ now: new Date('2026-05-20T12:00:00Z'), doNotFake: ['queueMicrotask'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const clock = () => screen.getByTestId('timer-clock').textContent;
  const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
  const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

  it('counts down, stops, adds 5 and 15 seconds, and resets', () => {
    render(
      <AppProviders>
        <StandaloneTimer />
      </AppProviders>,
    );
    expect(clock()).toBe('1:30');
    click('Start');
    advance(10_000);
    expect(clock()).toBe('1:20');
    click('Stop');
    advance(5_000);
    expect(clock()).toBe('1:20');
    click('+5 s');
    expect(clock()).toBe('1:25');
    click('+15 s');
    expect(clock()).toBe('1:30');
    click('Reset');
    expect(clock()).toBe('1:30');
  });

  it('stops by itself when the time is up', () => {
    render(
      <AppProviders>
        <StandaloneTimer />
      </AppProviders>,
    );
    click('Start');
    advance(95_000);
    expect(clock()).toBe('0:00');
    expect(screen.getByText('Time is up')).toBeTruthy();
  });

  it('counts up when asked to', () => {
    render(
      <AppProviders>
        <StandaloneTimer />
      </AppProviders>,
    );
    fireEvent.click(screen.getByText('Count up'));
    expect(clock()).toBe('0:00');
    click('Start');
    advance(12_500);
    expect(clock()).toBe('0:12');
    click('+15 s');
    expect(clock()).toBe('0:27');
  });
});
