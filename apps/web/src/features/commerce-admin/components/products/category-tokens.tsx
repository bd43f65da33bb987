import { X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { inputClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';

const MAX_CATEGORIES = 10;

/**
 * Categories as tokens: type one and press Enter or a comma; Backspace in the empty field removes
 * the last one; each token has its own remove button. Known categories are suggested.
 */
export function CategoryTokens({
  value,
  onChange,
  suggestions,
  error,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  suggestions: string[];
  error?: string | null;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error ?? null;

  const add = (raw: string) => {
    const name = raw.replace(/\s+/g, ' ').trim();
    if (!name) return;
    if (value.some((c) => c.toLowerCase() === name.toLowerCase())) {
      setDraft('');
      return;
    }
    if (value.length >= MAX_CATEGORIES) {
      setProblem(`At most ${MAX_CATEGORIES} categories`);
      return;
    }
    if (name.length > 60) {
      setProblem('A category is at most 60 characters');
      return;
    }
    setProblem(null);
    onChange([...value, name]);
    setDraft('');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      add(draft);
    } else if (e.key === 'Backspace' && draft === '' && value.length) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        Categories
      </label>
      {value.length ? (
        <ul className="mb-2 flex flex-wrap gap-1.5" aria-label="Chosen categories">
          {value.map((c) => (
            <li
              key={c}
              className="inline-flex items-center gap-1 rounded-full bg-brand/10 py-0.5 pr-1 pl-2.5 text-sm text-slate-800 ring-1 ring-brand/20"
            >
              {c}
              <button
                type="button"
                aria-label={`Remove ${c}`}
                onClick={() => onChange(value.filter((x) => x !== c))}
                className="rounded-full p-0.5 text-slate-500 hover:bg-white hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand"
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
        list={`${id}-suggestions`}
        placeholder="Type a category and press Enter"
        aria-invalid={shown ? true : undefined}
        aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
        className={cn(inputClasses)}
      />
      <datalist id={`${id}-suggestions`}>
        {suggestions
          .filter((s) => !value.includes(s))
          .map((s) => (
            <option key={s} value={s} />
          ))}
      </datalist>
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
        Shoppers filter the store by these. Up to {MAX_CATEGORIES}.
      </p>
      {shown ? (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-600">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
