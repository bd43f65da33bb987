import { LayoutDashboard, RotateCcw, TriangleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export const DEFAULT_ERROR_TITLE = 'Something Went Wrong';
/** Spec §8: the support note appears after more than this many retries. */
export const RETRIES_BEFORE_SUPPORT_NOTE = 2;

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Heading of the fallback, e.g. `Overview Error`. */
  title?: string;
  /** Where Go to Dashboard leads; `/` sends signed-in users to their own dashboard. */
  dashboardHref?: string;
  /** Called after Try Again, before the children render again. */
  onReset?: () => void;
  /** Smaller fallback for a tab or widget rather than a page. */
  compact?: boolean;
}

interface ErrorBoundaryState {
  error: Error | null;
  retries: number;
}

/**
 * Catches render errors below it. Try Again clears session storage (stale cached data is the usual
 * culprit) and renders the children again; after repeated failures it suggests contacting support.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, retries: 0 };

  static getDerivedStateFromError(error: Error): Partial<ErrorBoundaryState> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn(`${this.props.title ?? DEFAULT_ERROR_TITLE}:`, error, info.componentStack);
  }

  private retry = () => {
    try {
      sessionStorage.clear();
    } catch {
      // Storage may be unavailable; retry anyway.
    }
    this.props.onReset?.();
    this.setState((s) => ({ error: null, retries: s.retries + 1 }));
  };

  override render() {
    const { error, retries } = this.state;
    if (!error) return this.props.children;
    const { title = DEFAULT_ERROR_TITLE, dashboardHref = '/', compact = false } = this.props;
    return (
      <div
        role="alert"
        className={cn(
          'mx-auto flex w-full flex-col items-center text-center',
          compact
            ? 'max-w-lg rounded-2xl border border-red-100 bg-red-50/40 px-6 py-8'
            : 'max-w-md px-6 py-16',
        )}
      >
        <div className="flex size-12 items-center justify-center rounded-full bg-red-100 text-red-600">
          <TriangleAlert className="size-6" aria-hidden="true" />
        </div>
        <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
        <p className="mt-1.5 text-sm text-slate-600">
          Something unexpected happened while showing this section. Your data is safe.
        </p>
        {error.message ? (
          <p className="mt-3 max-w-full truncate rounded-md bg-white/70 px-2 py-1 font-mono text-xs text-slate-500 ring-1 ring-slate-200">
            {error.message}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
          <button type="button" onClick={this.retry} className={buttonClasses({ variant: 'primary' })}>
            <RotateCcw className="size-4" aria-hidden="true" />
            Try Again
          </button>
          <a href={dashboardHref} className={buttonClasses({ variant: 'secondary' })}>
            <LayoutDashboard className="size-4" aria-hidden="true" />
            Go to Dashboard
          </a>
        </div>
        {retries > RETRIES_BEFORE_SUPPORT_NOTE ? (
          <p className="mt-5 text-sm text-slate-600">
            This keeps happening. Please contact support and tell us what you were doing.
          </p>
        ) : null}
      </div>
    );
  }
}
