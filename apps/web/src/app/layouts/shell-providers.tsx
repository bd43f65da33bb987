import { TooltipProvider } from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';
import { DialogsProvider } from '@/components/ui/dialogs';

/**
 * Providers only screens inside a shell use (tooltips, the confirm/alert/prompt dialogs). They live
 * here, not in the root, so the landing's JavaScript doesn't carry Radix.
 */
export function ShellProviders({ children }: { children: ReactNode }) {
  return (
    <TooltipProvider delayDuration={200}>
      <DialogsProvider>{children}</DialogsProvider>
    </TooltipProvider>
  );
}
