import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

/** sonner loads with the first toast, not with the screen (as in lib/auth). */
const toastWith = (kind: 'success' | 'error', message: string) =>
  void import('sonner').then(({ toast }) => toast[kind](message));

/**
 * Copies a text to the clipboard: a toast confirms (`{what} copied`) and `copied` is true for a
 * moment; when the clipboard is refused the toast says to select the text instead.
 */
export function useCopy() {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async (text: string, what: string) => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toastWith('success', `${what} copied`);
    } catch {
      toastWith('error', 'Copy failed: select the text and copy it instead');
    }
  };
  return { copied, copy };
}

/**
 * A value to share (a link, a code): read-only, selected on focus, with a Copy button. The
 * button says "Copied" for a moment and a toast confirms; when the clipboard is refused the
 * toast says to select the text instead.
 */
export function CopyField({
  label,
  value,
  hint,
  className,
}: {
  label: string;
  value: string;
  hint?: string;
  className?: string;
}) {
  const id = useId();
  const { copied, copy } = useCopy();

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex min-w-0 gap-2">
        <input
          id={id}
          readOnly
          value={value}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onFocus={(e) => e.currentTarget.select()}
          className={cn(
            'block w-full min-w-0 rounded-lg bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900 ring-1 ring-slate-200 ring-inset',
            'focus:ring-2 focus:ring-brand focus:outline-none',
          )}
        />
        <Button
          variant="secondary"
          onClick={() => void copy(value, label)}
          aria-label={`${copied ? 'Copied' : 'Copy'} ${label.toLowerCase()}`}
          leftIcon={
            copied ? (
              <Check className="size-4 text-emerald-600" aria-hidden="true" />
            ) : (
              <Copy className="size-4" aria-hidden="true" />
            )
          }
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
