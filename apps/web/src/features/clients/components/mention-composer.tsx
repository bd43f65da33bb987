import { CLIENT_NOTE_MAX, type ClientStaff, clientNoteInputSchema } from '@fundpath/contracts/clients';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { mentionQueryAt, mentionsIn as namedIn } from '@/components/messaging/mentions';
import { Button } from '@/components/ui/button';
import { textareaClasses } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';

/** The `@word` before the caret: the shared helper of every composer with mentions. */
export { mentionQueryAt };

/** The picked colleagues whose `@Name` is still in the text (the server checks the same). */
export function mentionsIn(body: string, picked: ClientStaff[]): string[] {
  return namedIn(
    body,
    picked.map((s) => ({ id: s.id, name: s.display_name })),
  );
}

/**
 * A note's text with an @mention picker: typing `@` suggests staff (arrows + Enter or a click
 * picks one), the text gets `@Name`, and the submit sends the ids of those still named in it.
 */
export function MentionComposer({
  staff,
  label,
  initialBody = '',
  initialMentions = [],
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  staff: ClientStaff[];
  label: string;
  initialBody?: string;
  initialMentions?: ClientStaff[];
  submitLabel: string;
  pending: boolean;
  /** Resolves true when saved (the composer then empties). */
  onSubmit: (input: { body: string; mentions: string[] }) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [body, setBody] = useState(initialBody);
  const [picked, setPicked] = useState<ClientStaff[]>(initialMentions);
  const [query, setQuery] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const suggestions = query
    ? staff.filter((s) => s.display_name.toLowerCase().includes(query.query.toLowerCase())).slice(0, 6)
    : [];
  const open = suggestions.length > 0;

  const track = (text: string, caret: number) => {
    const q = mentionQueryAt(text, caret);
    setQuery(q);
    if (q?.query !== query?.query) setActive(0);
  };

  const pick = (s: ClientStaff) => {
    const el = ref.current;
    if (!query || !el) return;
    const caret = el.selectionStart ?? body.length;
    const insert = `@${s.display_name} `;
    const next = body.slice(0, query.start) + insert + body.slice(caret);
    setBody(next);
    setPicked((p) => (p.some((x) => x.id === s.id) ? p : [...p, s]));
    setQuery(null);
    const at = query.start + insert.length;
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(at, at);
    });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + suggestions.length) % suggestions.length);
    } else if (e.key === 'Enter' || e.key === 'Tab') {
      e.preventDefault();
      pick(suggestions[active] ?? suggestions[0]!);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setQuery(null);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = { body, mentions: mentionsIn(body, picked) };
    const parsed = clientNoteInputSchema.safeParse(input);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Write a note');
      return;
    }
    setError(null);
    if (await onSubmit({ body: parsed.data.body, mentions: parsed.data.mentions })) {
      setBody('');
      setPicked([]);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-2">
      <label htmlFor={`${id}-body`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <textarea
          ref={ref}
          id={`${id}-body`}
          value={body}
          rows={3}
          maxLength={CLIENT_NOTE_MAX}
          onChange={(e) => {
            setBody(e.target.value);
            setError(null);
            track(e.target.value, e.target.selectionStart);
          }}
          onKeyDown={onKeyDown}
          onClick={(e) => track(body, e.currentTarget.selectionStart)}
          onBlur={() => setTimeout(() => setQuery(null), 150)}
          aria-describedby={`${id}-hint${error ? ` ${id}-err` : ''}`}
          aria-invalid={error ? true : undefined}
          className={cn(textareaClasses, 'w-full')}
        />
        {open ? (
          <ul
            aria-label="Mention suggestions"
            className="absolute left-2 z-20 mt-1 w-64 max-w-[calc(100%-1rem)] overflow-hidden rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
          >
            {suggestions.map((s, i) => (
              <li key={s.id}>
                <button
                  type="button"
                  tabIndex={-1}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => pick(s)}
                  aria-current={i === active ? true : undefined}
                  className={cn(
                    'block w-full px-3 py-1.5 text-left text-sm text-slate-800',
                    i === active ? 'bg-brand/10 text-slate-900' : 'hover:bg-slate-50',
                  )}
                >
                  @{s.display_name}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        Type @ to mention a colleague; they are notified. Clients never see notes.
      </p>
      <p className="sr-only" aria-live="polite">
        {open ? `${suggestions.length} colleagues match; use the arrow keys and Enter to pick one.` : ''}
      </p>
      {error ? (
        <p id={`${id}-err`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={pending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
