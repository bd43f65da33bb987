import type { ReactNode } from 'react';
import { DialogsProvider } from '@/components/ui/dialogs';

/**
 * Providers for the signed-in shells (staff, account, client): the confirm/alert/prompt dialogs.
 * They live here, not in the root, so the first pages (landing, sign-in, store front, booking link)
 * don't carry Radix; a public screen that needs them wraps itself in ShellProviders. Tooltips
 * bring their own provider where they are rendered (Radix Tooltip and its positioning are
 * about 14 kB gzip, which pages without a tooltip shouldn't load).
 */
export function ShellProviders({ children }: { children: ReactNode }) {
  return <DialogsProvider>{children}</DialogsProvider>;
}
