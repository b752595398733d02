import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { useRingPages } from './use-ring-pages';

describe('the hall screen turns pages of rings', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('stays on the one page when every ring fits', () => {
    const { result } = renderHook(() => useRingPages(4, 6, 10_000));
    expect(result.current).toEqual({ page: 0, pageCount: 1, from: 0, to: 4 });
    act(() => jest.advanceTimersByTime(60_000));
    expect(result.current.page).toBe(0);
  });

  it('turns to the next page every interval and back to the first after the last', () => {
    const { result } = renderHook(() => useRingPages(14, 6, 10_000));
    expect(result.current).toEqual({ page: 0, pageCount: 3, from: 0, to: 6 });
    act(() => jest.advanceTimersByTime(9_999));
    expect(result.current.page).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toEqual({ page: 1, pageCount: 3, from: 6, to: 12 });
    act(() => jest.advanceTimersByTime(10_000));
    expect(result.current).toEqual({ page: 2, pageCount: 3, from: 12, to: 14 });
    act(() => jest.advanceTimersByTime(10_000));
    expect(result.current.page).toBe(0);
  });

  it('never shows a page that is gone when rings are removed, and stops turning at one page', () => {
    const { result, rerender } = renderHook(({ count }) => useRingPages(count, 6, 10_000), {
      initialProps: { count: 13 },
    });
    act(() => jest.advanceTimersByTime(20_000));
    expect(result.current.page).toBe(2);
    rerender({ count: 8 });
    expect(result.current.page).toBeLessThan(result.current.pageCount);
    expect(result.current.to).toBeLessThanOrEqual(8);
    rerender({ count: 5 });
    expect(result.current).toEqual({ page: 0, pageCount: 1, from: 0, to: 5 });
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stops its timer when the screen closes', () => {
    const { unmount } = renderHook(() => useRingPages(20, 6, 10_000));
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
