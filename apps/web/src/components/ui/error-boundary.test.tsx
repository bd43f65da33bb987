import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '@/components/ui/error-boundary';

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('Boom');
  return <p>All good</p>;
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    shouldThrow = true;
    // React reports caught render errors on console.error; that's expected here.
    vi.mocked(console.error).mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('shows the default title with Try Again and Go to Dashboard', () => {
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something Went Wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/');
  });

  it('uses a given title', () => {
    render(
      <ErrorBoundary title="Tickets Error">
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Tickets Error' })).toBeInTheDocument();
  });

  it('clears session storage and renders again on Try Again', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('creditReportData', '{"stale":true}');
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('All good')).toBeInTheDocument();
    expect(sessionStorage.getItem('creditReportData')).toBeNull();
  });

  it('suggests contacting support only after more than 2 retries', async () => {
    const user = userEvent.setup();
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    const note = /contact support/i;
    for (let i = 1; i <= 2; i++) {
      await user.click(screen.getByRole('button', { name: 'Try Again' }));
      expect(screen.queryByText(note)).not.toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText(note)).toBeInTheDocument();
  });
});
