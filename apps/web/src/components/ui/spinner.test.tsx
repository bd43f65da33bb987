import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingScreen, SPINNER_DELAY_MS, Spinner } from '@/components/ui/spinner';

describe('Spinner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('appears only after the 250 ms debounce, with the default message', () => {
    expect(SPINNER_DELAY_MS).toBe(250);
    render(<Spinner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(249);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('never shows when unmounted before the debounce ends', () => {
    const { unmount } = render(<Spinner message="Fetching" />);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    unmount();
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryByText('Fetching')).not.toBeInTheDocument();
  });

  it('shows at once with no delay, as a fullscreen overlay when asked', () => {
    const { container } = render(<Spinner delayMs={0} fullscreen size="lg" message="Saving" />);
    expect(screen.getByRole('status')).toHaveTextContent('Saving');
    expect(container.firstElementChild).toHaveClass('fixed', 'inset-0');
  });

  it('renders inline by default in the three sizes', () => {
    for (const size of ['sm', 'md', 'lg'] as const) {
      const { container, unmount } = render(<Spinner delayMs={0} size={size} />);
      expect(container.firstElementChild).not.toHaveClass('fixed');
      unmount();
    }
  });
});

it('LoadingScreen shows its message immediately', () => {
  render(<LoadingScreen message="Loading FundPath..." />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading FundPath...');
});
