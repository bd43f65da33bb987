import { TooltipProvider } from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';
import { DialogsProvider } from '@/components/ui/dialogs';

/**
 * Providers for the signed-in shells (staff, account, client): tooltips and the confirm/alert/prompt
 * dialogs. They live here, not in the root, so the first pages (landing, sign-in, store front,
 * booking link) don't carry Radix; a public screen that needs them wraps itself in ShellProviders.
 */
export function ShellProviders({ children }: { children: ReactNode }) {
  return (
    <TooltipProvider delayDuration={200}>
      <DialogsProvider>{children}</DialogsProvider>
    </TooltipProvider>
  );
}
