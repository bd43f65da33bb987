import { type KeyboardEvent, type RefObject, useState } from 'react';
import { cn } from '@/lib/cn';

/** Someone who can be mentioned. */
export interface Mentionable {
  id: string;
  name: string;
}

/** The `@word` being typed right before the caret, if any (`@` at the start or after a space). */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const m = /(^|\s)@([^\s@]{0,40})$/.exec(text.slice(0, caret));
  if (!m) return null;
  return { start: caret - m[2]!.length - 1, query: m[2]! };
}

/** The picked people whose `@Name` is still in the text (the server checks the same). */
export function mentionsIn(body: string, picked: readonly Mentionable[]): string[] {
  const lower = body.toLowerCase();
  return [...new Set(picked.filter((p) => lower.includes(`@${p.name.toLowerCase()}`)).map((p) => p.id))];
}

/**
 * `@` suggestions for a textarea: typing `@` offers matching people (arrows + Enter/Tab or a
 * click picks one, Escape closes), the text gets `@Name `, and `mentions()` gives the ids still
 * named in it. Render `suggestions` right under the textarea inside a `relative` box.
 */
export function useMentionPicker({
  people,
  textarea,
  body,
  setBody,
}: {
  people: readonly Mentionable[];
  textarea: RefObject<HTMLTextAreaElement | null>;
  body: string;
  setBody: (next: string) => void;
}) {
  const [picked, setPicked] = useState<Mentionable[]>([]);
  const [query, setQuery] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const matches = query
    ? people.filter((p) => p.name.toLowerCase().includes(query.query.toLowerCase())).slice(0, 6)
    : [];
  const open = matches.length > 0;

  const track = (text: string, caret: number) => {
    const q = mentionQueryAt(text, caret);
    if (q?.query !== query?.query) setActive(0);
    setQuery(q);
  };

  const pick = (p: Mentionable) => {
    const el = textarea.current;
    if (!query || !el) return;
    const caret = el.selectionStart ?? body.length;
    const insert = `@${p.name} `;
    setBody(body.slice(0, query.start) + insert + body.slice(caret));
    setPicked((list) => (list.some((x) => x.id === p.id) ? list : [...list, p]));
    setQuery(null);
    const at = query.start + insert.length;
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(at, at);
    });
  };

  /** True when the key was the picker's (the composer should not act on it). */
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open) return false;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + matches.length) % matches.length);
      return true;
    }
    if (e.key === 'Enter' || e.key === 'Tab') {
      e.preventDefault();
      pick(matches[active] ?? matches[0]!);
      return true;
    }
    if (e.key === 'Escape') {
      e.preventDefault();
      setQuery(null);
      return true;
    }
    return false;
  };

  const suggestions = (
    <>
      {open ? (
        <ul
          aria-label="Mention suggestions"
          className="absolute bottom-full left-2 z-20 mb-1 w-64 max-w-[calc(100%-1rem)] overflow-hidden rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {matches.map((p, i) => (
            <li key={p.id}>
              <button
                type="button"
                tabIndex={-1}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(p)}
                aria-current={i === active ? true : undefined}
                className={cn(
                  'block w-full px-3 py-1.5 text-left text-sm text-slate-800',
                  i === active ? 'bg-brand/10 text-slate-900' : 'hover:bg-slate-50',
                )}
              >
                @{p.name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {open ? `${matches.length} colleagues match; use the arrow keys and Enter to pick one.` : ''}
      </p>
    </>
  );

  return {
    open,
    track,
    onKeyDown,
    suggestions,
    close: () => setTimeout(() => setQuery(null), 150),
    mentions: (text: string) => mentionsIn(text, picked),
    reset: (initial: Mentionable[] = []) => {
      setPicked(initial);
      setQuery(null);
    },
  };
}
