import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, HTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The kit's dialog, on Radix Dialog (focus trap, Escape, scroll lock, aria wiring).
 *
 * @example
 * <Dialog open={open} onOpenChange={setOpen}>
 *   <DialogContent title="Rename client" description="Shown on every screen.">
 *     <DialogBody>…</DialogBody>
 *     <DialogFooter>…</DialogFooter>
 *   </DialogContent>
 * </Dialog>
 */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogTitle = DialogPrimitive.Title;
export const DialogDescription = DialogPrimitive.Description;

export type DialogSize = 'sm' | 'md' | 'lg' | 'xl' | 'panel';

const sizes: Record<DialogSize, string> = {
  sm: 'max-w-md rounded-2xl',
  md: 'max-w-lg rounded-2xl',
  lg: 'max-w-3xl rounded-2xl',
  xl: 'max-w-6xl rounded-2xl',
  /** Fills the screen on phones; a large card from `sm` up. */
  panel: 'h-full sm:h-[min(52rem,100%)] sm:max-w-6xl sm:rounded-2xl',
};

/** Overlay stacking level shared by every dialog (above the admin drawer, below toasts). */
const OVERLAY_Z = 'z-[70]';

export interface DialogContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  /** The accessible name, shown in the header. */
  title: ReactNode;
  /** Shown under the title; without it the title doubles as a screen-reader-only description. */
  description?: ReactNode;
  size?: DialogSize;
  /** Replaces the default header; `null` for none (then render `DialogTitle` yourself). */
  header?: ReactNode;
  /** Hide the header's close (X) button. */
  hideClose?: boolean;
  /** Disable the header's close button (e.g. while a request is in flight). */
  closeDisabled?: boolean;
  /** Classes for the overlay that centres the content. */
  overlayClassName?: string;
}

export function DialogContent({
  title,
  description,
  size = 'md',
  header,
  hideClose = false,
  closeDisabled = false,
  overlayClassName,
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      {/* The overlay centres the content: no transforms to fight the animations, and it scrolls on short screens. */}
      <DialogPrimitive.Overlay
        className={cn(
          'fixed inset-0 flex items-center justify-center bg-slate-950/40 backdrop-blur-[2px] data-[state=open]:animate-fade-in',
          OVERLAY_Z,
          size === 'panel' ? 'p-0 sm:p-6' : 'p-4',
          overlayClassName,
        )}
      >
        <DialogPrimitive.Content
          className={cn(
            'relative flex max-h-full w-full flex-col bg-white shadow-2xl ring-1 ring-slate-900/5 focus:outline-none data-[state=open]:animate-pop-in',
            sizes[size],
            className,
          )}
          {...props}
        >
          {header !== undefined ? (
            header
          ) : (
            <DialogHeader
              title={title}
              description={description}
              hideClose={hideClose}
              closeDisabled={closeDisabled}
            />
          )}
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Overlay>
    </DialogPrimitive.Portal>
  );
}

/** The default header: title, description and close button. Use it inside a custom `header`. */
export function DialogHeader({
  title,
  description,
  hideClose = false,
  closeDisabled = false,
  className,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  hideClose?: boolean;
  closeDisabled?: boolean;
  className?: string;
  /** Extra content under the title (e.g. badges). */
  children?: ReactNode;
}) {
  return (
    <div
      className={cn(
        'flex shrink-0 items-start justify-between gap-4 border-b border-slate-100 px-5 py-4 sm:px-6',
        className,
      )}
    >
      <div className="min-w-0">
        <DialogPrimitive.Title className="text-base font-semibold text-slate-900">
          {title}
        </DialogPrimitive.Title>
        {description ? (
          <DialogPrimitive.Description className="mt-0.5 text-sm text-slate-600">
            {description}
          </DialogPrimitive.Description>
        ) : (
          <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
        )}
        {children}
      </div>
      {hideClose ? null : <DialogCloseButton disabled={closeDisabled} />}
    </div>
  );
}

/** The round X that closes the dialog. */
export function DialogCloseButton({
  className,
  disabled,
  label = 'Close',
}: {
  className?: string;
  disabled?: boolean;
  label?: string;
}) {
  return (
    <DialogPrimitive.Close asChild>
      <button
        type="button"
        aria-label={label}
        disabled={disabled}
        className={cn(
          '-mt-1 -mr-2 shrink-0 rounded-md p-1.5 text-slate-500 transition hover:bg-slate-100 hover:text-slate-600 focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-50',
          className,
        )}
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </DialogPrimitive.Close>
  );
}

/** The scrollable middle of a dialog. */
export function DialogBody({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('min-h-0 flex-1 overflow-y-auto px-5 py-4 sm:px-6', className)} {...props} />;
}

/** Action row at the bottom; stacks (primary on top) on phones. */
export function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'flex shrink-0 flex-col-reverse gap-2 border-t border-slate-100 px-5 py-4 sm:flex-row sm:justify-end sm:px-6',
        className,
      )}
      {...props}
    />
  );
}
