// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './useCountdown';

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down each second to zero and stops there', () => {
    const { result } = renderHook(() => useCountdown(59));
    expect(result.current.secondsLeft).toBe(59);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(58);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.secondsLeft).toBe(0);
  });

  it('starts again from the full time on restart', () => {
    const { result } = renderHook(() => useCountdown(59));
    act(() => vi.advanceTimersByTime(59_000));
    expect(result.current.secondsLeft).toBe(0);
    act(() => result.current.restart());
    expect(result.current.secondsLeft).toBe(59);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.secondsLeft).toBe(57);
  });
});
