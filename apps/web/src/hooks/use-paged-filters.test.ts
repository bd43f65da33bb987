import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePagedFilters } from './use-paged-filters';

describe('usePagedFilters', () => {
  it('starts on page 1, pages freely, and goes back to page 1 when a filter changes', () => {
    const { result } = renderHook(() => usePagedFilters({ q: '', step: null as number | null }));
    expect(result.current.page).toBe(1);
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);
    act(() => result.current.setFilter('step', 4));
    expect(result.current.filters).toEqual({ q: '', step: 4 });
    expect(result.current.page).toBe(1);
    act(() => result.current.setPage(2));
    act(() => result.current.setFilter('q', 'loan'));
    expect(result.current.filters).toEqual({ q: 'loan', step: 4 });
    expect(result.current.page).toBe(1);
  });
});
