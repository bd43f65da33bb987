import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';

/** A whole-number field that hands back a number (NaN while empty, which the schema refuses). */
export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  hint,
  className,
}: {
  label: string;
  value: number | null | undefined;
  onChange: (n: number) => void;
  min?: number;
  max?: number;
  hint?: string;
  className?: string;
}) {
  return (
    <Field
      label={label}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      hint={hint}
      className={className}
      value={value === null || value === undefined || Number.isNaN(value) ? '' : String(value)}
      onChange={(e) => onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
    />
  );
}

/** Move up / move down / remove for one item of an ordered list (all reachable by keyboard). */
export function ItemControls({
  name,
  index,
  count,
  onMove,
  onRemove,
  idBase,
}: {
  /** "action 2", "block 1": the buttons' names end with it. */
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  /** Ids `<idBase>-up` / `-down`, so focus can follow a moved item. */
  idBase?: string;
}) {
  return (
    <div className="flex shrink-0 items-center gap-1">
      <Button
        id={idBase ? `${idBase}-up` : undefined}
        variant="ghost"
        size="icon"
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUp className="size-4" aria-hidden />
      </Button>
      <Button
        id={idBase ? `${idBase}-down` : undefined}
        variant="ghost"
        size="icon"
        aria-label={`Move ${name} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDown className="size-4" aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Remove ${name}`} onClick={onRemove}>
        <Trash2 className="size-4" aria-hidden />
      </Button>
    </div>
  );
}

/** The list with `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** After a move, keep the keyboard on the moved item's same button (or the other when at an end). */
export function focusMoved(idBase: string, direction: 'up' | 'down') {
  requestAnimationFrame(() => {
    const same = document.getElementById(`${idBase}-${direction}`) as HTMLButtonElement | null;
    const other = document.getElementById(
      `${idBase}-${direction === 'up' ? 'down' : 'up'}`,
    ) as HTMLButtonElement | null;
    (same && !same.disabled ? same : other)?.focus();
  });
}
