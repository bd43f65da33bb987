import { X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { inputClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/** As the contract: 40 lines of 200 characters. */
const MAX_ITEMS = 40;
const MAX_LENGTH = 200;

/**
 * A list of short lines as tokens (what a trip includes or leaves out): type one and press Enter;
 * Backspace in the empty field removes the last; each token has its own remove button.
 */
export function ListTokens({
  label,
  hint,
  value,
  onChange,
  error,
}: {
  label: string;
  hint: string;
  value: string[];
  onChange: (next: string[]) => void;
  error?: string | null;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error ?? null;

  const add = (raw: string) => {
    const text = raw.replace(/\s+/g, ' ').trim();
    if (!text) return;
    if (value.some((v) => v.toLowerCase() === text.toLowerCase())) {
      setDraft('');
      return;
    }
    if (value.length >= MAX_ITEMS) {
      setProblem(`At most ${MAX_ITEMS} lines`);
      return;
    }
    if (text.length > MAX_LENGTH) {
      setProblem(`A line is at most ${MAX_LENGTH} characters`);
      return;
    }
    setProblem(null);
    onChange([...value, text]);
    setDraft('');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      add(draft);
    } else if (e.key === 'Backspace' && draft === '' && value.length) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {value.length ? (
        <ul className="mb-2 flex flex-wrap gap-1.5" aria-label={label}>
          {value.map((v) => (
            <li
              key={v}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand/10 py-0.5 pr-1 pl-2.5 text-sm text-slate-800 ring-1 ring-brand/20"
            >
              <span className="min-w-0 break-words">{v}</span>
              <button
                type="button"
                aria-label={`Remove ${v}`}
                onClick={() => onChange(value.filter((x) => x !== v))}
                className="shrink-0 rounded-full p-0.5 text-slate-500 hover:bg-white hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        value={draft}
        onChange={(e) => {
          setDraft(e.target.value);
          if (problem) setProblem(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => add(draft)}
        placeholder="Type a line and press Enter"
        aria-invalid={shown ? true : undefined}
        aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
        className={cn(inputClasses)}
      />
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
        {hint}
      </p>
      {shown ? (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-600">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
