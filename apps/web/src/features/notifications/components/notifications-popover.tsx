import * as Popover from '@radix-ui/react-popover';
import type { ReactElement } from 'react';
import { NotificationsPanel } from './notifications-panel';

/**
 * The bell's popover with the notifications panel, loaded by the bell on its first open (Radix
 * Popover and its positioning aren't part of every signed-in page). `trigger` is the bell button.
 */
export function NotificationsPopover({
  open,
  onOpenChange,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactElement;
}) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 w-[min(24rem,calc(100vw-1.5rem))] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl shadow-slate-900/10"
        >
          <NotificationsPanel onNavigate={() => onOpenChange(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
