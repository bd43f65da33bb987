import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The desk's dialog shell. `form` is a centred card; `panel` is a large two-column ticket view that
 * fills the screen on phones.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  size = 'form',
  children,
  header,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  size?: 'form' | 'panel';
  children: ReactNode;
  /** Replaces the default header; `null` for none (then render `ModalTitle` yourself). */
  header?: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* Content sits inside the overlay, which centres it: no transforms to fight the animations. */}
        <Dialog.Overlay
          className={cn(
            'fixed inset-0 z-50 flex items-center justify-center bg-slate-950/40 backdrop-blur-[2px] data-[state=open]:animate-fade-in',
            size === 'form' ? 'p-4' : 'p-0 sm:p-6',
          )}
        >
          <Dialog.Content
            className={cn(
              'relative flex max-h-full w-full flex-col bg-white shadow-2xl ring-1 ring-slate-900/5 focus:outline-none data-[state=open]:animate-fade-in',
              size === 'form'
                ? 'max-w-lg rounded-2xl'
                : 'h-full sm:h-[min(52rem,100%)] sm:max-w-6xl sm:rounded-2xl',
            )}
          >
            {header !== undefined ? (
              header
            ) : (
              <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4">
                <div className="min-w-0">
                  <Dialog.Title className="text-base font-semibold text-slate-900">{title}</Dialog.Title>
                  {description ? (
                    <Dialog.Description className="mt-0.5 text-sm text-slate-500">
                      {description}
                    </Dialog.Description>
                  ) : (
                    <Dialog.Description className="sr-only">{title}</Dialog.Description>
                  )}
                </div>
                <ModalClose />
              </div>
            )}
            {children}
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function ModalClose({ className }: { className?: string }) {
  return (
    <Dialog.Close asChild>
      <button
        type="button"
        aria-label="Close"
        className={cn(
          '-mt-1 -mr-2 shrink-0 rounded-md p-1.5 text-slate-400 transition hover:bg-slate-100 hover:text-slate-600 focus-visible:outline-2 focus-visible:outline-brand',
          className,
        )}
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </Dialog.Close>
  );
}

export const ModalTitle = Dialog.Title;
export const ModalDescription = Dialog.Description;

/** A labelled native select, styled like the inputs (fast, accessible, works with the keyboard). */
export function SelectField({
  label,
  value,
  onChange,
  options,
  id,
  disabled,
  className,
  hideLabel = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string; disabled?: boolean }>;
  id: string;
  disabled?: boolean;
  className?: string;
  hideLabel?: boolean;
}) {
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={cn(hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-slate-800')}
      >
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        className="block h-10 w-full rounded-lg border-0 bg-white py-2 pr-8 pl-3 text-sm text-slate-900 shadow-xs ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
