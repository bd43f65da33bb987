import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactElement } from 'react';

/**
 * The tooltip of a disabled "(Soon)" tab, loaded when the pointer first comes over one (Radix
 * Tooltip and its positioning stay out of the Client Center's chunks). `trigger` is the tab.
 */
export function SoonTooltip({ trigger, text }: { trigger: ReactElement; text: string }) {
  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>{trigger}</Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            sideOffset={6}
            className="z-50 max-w-60 rounded-lg bg-slate-900 px-3 py-2 text-xs text-white shadow-lg"
          >
            {text}
            <Tooltip.Arrow className="fill-slate-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
