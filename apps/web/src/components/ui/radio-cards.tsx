export interface RadioCardOption<V extends string> {
  value: V;
  label: string;
  description: string;
}

/** One choice out of a few, each a card with a line on what it means (two a row from `sm`). */
export function RadioCards<V extends string>({
  legend,
  name,
  value,
  onChange,
  options,
  error,
}: {
  /** For screen readers (the card's header names the choice on screen). */
  legend: string;
  name: string;
  value: V;
  onChange: (value: V) => void;
  options: ReadonlyArray<RadioCardOption<V>>;
  error?: string;
}) {
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((o) => (
          <label
            key={o.value}
            className="flex cursor-pointer items-start gap-3 rounded-xl p-3 ring-1 ring-slate-200 has-checked:bg-brand/5 has-checked:ring-brand"
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="mt-1 accent-brand"
            />
            <span>
              <span className="block text-sm font-medium text-slate-900">{o.label}</span>
              <span className="block text-xs text-slate-600">{o.description}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? <p className="mt-2 text-xs font-medium text-red-600">{error}</p> : null}
    </fieldset>
  );
}
