import { LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';

/** Spec §9: the spinner appears only after this debounce, so fast loads don't flash. */
export const SPINNER_DELAY_MS = 250;
export const DEFAULT_LOADING_MESSAGE = 'Loading...';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const iconSizes: Record<SpinnerSize, string> = { sm: 'size-4', md: 'size-6', lg: 'size-10' };
const textSizes: Record<SpinnerSize, string> = { sm: 'text-xs', md: 'text-sm', lg: 'text-base' };

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Text under the spinner; `null` hides it (it stays readable to screen readers). */
  message?: string | null;
  /** Cover the viewport with a translucent overlay. */
  fullscreen?: boolean;
  /** Debounce in ms before anything shows; 0 shows at once. */
  delayMs?: number;
  className?: string;
}

export function Spinner({
  size = 'md',
  message = DEFAULT_LOADING_MESSAGE,
  fullscreen = false,
  delayMs = SPINNER_DELAY_MS,
  className,
}: SpinnerProps) {
  const [visible, setVisible] = useState(delayMs <= 0);

  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);

  if (!visible) return null;

  const body = (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex flex-col items-center justify-center gap-3', className)}
    >
      <LoaderCircle className={cn('animate-spin text-brand', iconSizes[size])} aria-hidden="true" />
      {message ? (
        <p className={cn('font-medium text-slate-600', textSizes[size])}>{message}</p>
      ) : (
        <span className="sr-only">{DEFAULT_LOADING_MESSAGE}</span>
      )}
    </div>
  );

  if (!fullscreen) return body;
  return (
    <div className="fixed inset-0 z-[60] flex animate-fade-in items-center justify-center bg-white/80 backdrop-blur-sm">
      {body}
    </div>
  );
}

/** Full-screen loading state, shown at once (used while the session resolves). */
export function LoadingScreen({ message = DEFAULT_LOADING_MESSAGE }: { message?: string }) {
  return (
    <div className="flex min-h-dvh animate-fade-in items-center justify-center bg-slate-50">
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-4">
        <div className="relative flex size-14 items-center justify-center">
          <span
            className="absolute inset-0 rounded-2xl bg-brand/15 motion-safe:animate-ping"
            aria-hidden="true"
          />
          <span className="relative flex size-12 items-center justify-center rounded-2xl bg-brand text-brand-foreground shadow-lg shadow-brand/30">
            <LoaderCircle className="size-6 animate-spin" aria-hidden="true" />
          </span>
        </div>
        <p className="text-sm font-medium text-slate-600">{message}</p>
      </div>
    </div>
  );
}
