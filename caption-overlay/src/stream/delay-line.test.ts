import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { DelayLine } from './delay-line.js';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('the stream delay', () => {
  it('applies every update the delay after it arrived, in arrival order', () => {
    const line = new DelayLine(8_000);
    const seen: string[] = [];
    line.hold(() => seen.push('hit'));
    jest.advanceTimersByTime(3_000);
    line.hold(() => seen.push('finish'));
    jest.advanceTimersByTime(4_999);
    expect(seen).toEqual([]);
    expect(line.size).toBe(2);
    jest.advanceTimersByTime(1);
    expect(seen).toEqual(['hit']);
    jest.advanceTimersByTime(3_000);
    expect(seen).toEqual(['hit', 'finish']);
    expect(line.size).toBe(0);
  });

  it('applies at once without a delay', () => {
    const line = new DelayLine(0);
    const seen: number[] = [];
    line.hold(() => seen.push(1));
    expect(seen).toEqual([1]);
  });
});
