import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/**
 * A box that scrolls (a wide table on a phone, a long log): named and focusable, so a keyboard
 * user can tab to it and scroll with the arrow keys, and a screen reader announces what it holds.
 */
export function ScrollRegion({
  label,
  className,
  children,
  ...rest
}: HTMLAttributes<HTMLDivElement> & { label: string }) {
  return (
    <div
      role="region"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className={cn(
        'overflow-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
        className,
      )}
      {...rest}
    >
      {children}
    </div>
  );
}
