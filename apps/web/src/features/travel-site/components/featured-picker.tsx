import { formatCents } from '@fundpath/contracts/ecommerce-core';
import type { TravelPackageSummary } from '@fundpath/contracts/travel';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { MAX_FEATURED, move } from '../utils/site-form';

/**
 * The packages the site features, in order: add from the bookable packages (up to six), move up
 * or down, remove. Focus stays on the control that moved, so a keyboard user can keep going.
 */
export function FeaturedPicker({
  packages,
  value,
  onChange,
  error,
}: {
  packages: readonly TravelPackageSummary[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const [choice, setChoice] = useState('');
  const byId = new Map(packages.map((p) => [p.id, p]));
  const full = value.length >= MAX_FEATURED;
  const remaining = packages.filter((p) => !value.includes(p.id));

  const focusLater = (elementId: string) =>
    requestAnimationFrame(() => document.getElementById(elementId)?.focus());

  const shift = (index: number, delta: -1 | 1) => {
    const moved = value[index];
    const next = move(value, index, delta);
    onChange(next);
    if (!moved) return;
    const to = index + delta;
    // At either end the arrow that moved it is disabled: focus the other one.
    const atEdge = (delta === -1 && to === 0) || (delta === 1 && to === next.length - 1);
    focusLater(`${id}-${moved}-${(delta === -1) !== atEdge ? 'up' : 'down'}`);
  };

  const remove = (index: number) => {
    const next = value.filter((_, i) => i !== index);
    onChange(next);
    const neighbour = next[Math.min(index, next.length - 1)];
    focusLater(neighbour ? `${id}-${neighbour}-remove` : `${id}-add`);
  };

  const add = () => {
    if (!choice || full) return;
    onChange([...value, choice]);
    setChoice('');
  };

  return (
    <fieldset className="min-w-0" aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}>
      <legend className="text-sm font-medium text-slate-800">Featured packages</legend>
      <p id={`${id}-count`} className="mt-1 text-xs text-slate-500">
        {value.length} of {MAX_FEATURED} chosen. Your site shows them in this order.
      </p>
      {value.length === 0 ? (
        <p className="mt-3 rounded-xl border border-dashed border-slate-300 px-4 py-5 text-center text-sm text-slate-600">
          No featured packages yet. Add up to {MAX_FEATURED} trips to show them first on your site.
        </p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
          {value.map((pkgId, index) => {
            const pkg = byId.get(pkgId);
            const title = pkg?.title ?? 'A package that is no longer bookable';
            return (
              <li key={pkgId} className="flex items-center gap-3 px-3 py-2.5">
                <span
                  aria-hidden="true"
                  className="flex size-6 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-600"
                >
                  {index + 1}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-slate-900">{title}</p>
                  <p className="truncate text-xs text-slate-600">
                    {pkg
                      ? [
                          pkg.destination,
                          pkg.from_price_cents === null ? null : `from ${formatCents(pkg.from_price_cents)}`,
                        ]
                          .filter(Boolean)
                          .join(' · ')
                      : 'Remove it, or it stays hidden on your site'}
                  </p>
                </div>
                <div className="flex shrink-0 items-center">
                  <Button
                    id={`${id}-${pkgId}-up`}
                    variant="ghost"
                    size="icon"
                    aria-label={`Move ${title} up`}
                    disabled={index === 0}
                    onClick={() => shift(index, -1)}
                  >
                    <ArrowUp className="size-4" aria-hidden="true" />
                  </Button>
                  <Button
                    id={`${id}-${pkgId}-down`}
                    variant="ghost"
                    size="icon"
                    aria-label={`Move ${title} down`}
                    disabled={index === value.length - 1}
                    onClick={() => shift(index, 1)}
                  >
                    <ArrowDown className="size-4" aria-hidden="true" />
                  </Button>
                  <Button
                    id={`${id}-${pkgId}-remove`}
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${title}`}
                    onClick={() => remove(index)}
                  >
                    <X className="size-4" aria-hidden="true" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
        <NativeSelect
          label="Add a package"
          className="min-w-0 flex-1"
          value={choice}
          onChange={setChoice}
          disabled={full || remaining.length === 0}
          placeholder={
            full
              ? `${MAX_FEATURED} chosen: remove one to add another`
              : remaining.length === 0
                ? 'Every bookable package is featured'
                : 'Choose a package'
          }
          options={remaining.map((p) => ({ value: p.id, label: `${p.title} (${p.destination})` }))}
        />
        <Button
          id={`${id}-add`}
          variant="secondary"
          onClick={add}
          disabled={!choice || full}
          leftIcon={<Plus className="size-4" aria-hidden="true" />}
        >
          Add
        </Button>
      </div>
    </fieldset>
  );
}
