import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

describe('useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('re-reads the clock every interval while active, freezes while not, and catches up when resumed', () => {
    const { result, rerender } = renderHook(({ active }) => useNow(1_000, active), {
      initialProps: { active: true },
    });
    const start = result.current;
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(start + 1_000);
    rerender({ active: false });
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe(start + 1_000);
    rerender({ active: true });
    expect(result.current).toBe(start + 6_000);
  });
});
