import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { AA_NORMAL_TEXT, contrastRatio, formatRatio } from '@/lib/contrast';

/**
 * A `#rrggbb` field with a picker. Empty means the storefront's fallback (shown as the placeholder
 * and in the picker); the hint says which text the storefront puts on the colour and how well it reads.
 */
export function ColorField({
  label,
  value,
  fallback,
  usage,
  error,
  onChange,
}: {
  label: string;
  value: string;
  fallback: string;
  /** Where the storefront uses it, e.g. "buttons and links". */
  usage: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const typed = value.trim();
  const valid = /^#[0-9a-f]{6}$/i.test(typed);
  const effective = typed === '' ? fallback : valid ? typed : null;
  const noun = label.replace(/ colour$/, '').toLowerCase();
  return (
    <div className="space-y-2">
      <Field
        id={id}
        label={label}
        value={value}
        placeholder={fallback}
        maxLength={7}
        spellCheck={false}
        autoComplete="off"
        error={error}
        hint={
          typed === ''
            ? `Empty: the storefront default ${fallback}. Used for ${usage}.`
            : `Used for ${usage}.`
        }
        onChange={(e) => onChange(e.target.value)}
        trailing={
          <input
            type="color"
            aria-label={`${label} picker`}
            value={(effective ?? fallback).toLowerCase()}
            onChange={(e) => onChange(e.target.value)}
            className="size-8 cursor-pointer rounded-md border border-slate-300 bg-white p-0.5"
          />
        }
      />
      <div className="flex flex-wrap items-center gap-2 text-xs">
        {effective ? <ContrastHint color={effective} noun={noun} /> : null}
        {typed !== '' ? (
          <Button size="sm" variant="ghost" className="h-7 px-2 text-xs" onClick={() => onChange('')}>
            Use default {noun}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** Slate-900: the dark text the storefront puts on light colours. */
const DARK_TEXT = '#0f172a';

/**
 * The storefront writes white or dark text on a store colour, whichever reads better: say which,
 * how well, and when neither reaches WCAG AA.
 */
function ContrastHint({ color, noun }: { color: string; noun: string }) {
  const white = contrastRatio(color, '#ffffff') ?? 1;
  const dark = contrastRatio(color, DARK_TEXT) ?? 1;
  const useWhite = white >= dark;
  const best = Math.max(white, dark);
  return (
    <>
      {/* A sample, not text: generated content, since it may show failing contrast on purpose. */}
      <span
        className="rounded-md px-2 py-1 text-xs font-semibold before:content-['Aa']"
        style={{ background: color, color: useWhite ? '#ffffff' : DARK_TEXT }}
        aria-hidden="true"
      />
      {best >= AA_NORMAL_TEXT ? (
        <span className="inline-flex items-center gap-1 text-emerald-800">
          <CircleCheck className="size-3.5" aria-hidden="true" />
          {useWhite ? 'White' : 'Dark'} text on it, {formatRatio(best)}: easy to read
        </span>
      ) : (
        <span className="inline-flex items-center gap-1 text-amber-800">
          <TriangleAlert className="size-3.5" aria-hidden="true" />
          Text on it reaches only {formatRatio(best)} (aim for 4.5:1): pick a lighter or darker {noun}
        </span>
      )}
    </>
  );
}
