import { useState } from 'react';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchInput } from '@/components/ui/search-input';
import { useSpecialistChoices } from '../api/bookings';

export interface SpecialistPickerProps {
  /** The select's label; the search field is "Find …" of it. */
  label: string;
  value: string;
  onChange: (id: string) => void;
  /** Offer approved specialists only (a reassignment's target). */
  approvedOnly?: boolean;
  placeholder?: string;
  /** Shown for `value` while it is not among the loaded choices (e.g. from the URL). */
  selectedLabel?: string;
  error?: string | null;
  className?: string;
}

/**
 * A searchable specialist select: a search box narrows the admin specialists list (server-side
 * `q`, 50 at most), the select picks one of the matches.
 */
export function SpecialistPicker({
  label,
  value,
  onChange,
  approvedOnly = false,
  placeholder = 'Any specialist',
  selectedLabel,
  error,
  className,
}: SpecialistPickerProps) {
  const [q, setQ] = useState('');
  const choices = useSpecialistChoices(q.trim(), approvedOnly ? 'approved' : undefined);
  const found = choices.data?.specialists ?? [];
  const options = found.map((s) => ({
    value: s.id,
    label:
      approvedOnly || s.status === 'approved'
        ? s.display_name
        : `${s.display_name} (${s.status.replace('_', ' ')})`,
  }));
  if (value && !options.some((o) => o.value === value))
    options.unshift({ value, label: selectedLabel ?? 'Selected specialist' });
  return (
    <div className={className ?? 'flex flex-wrap items-end gap-2'}>
      <SearchInput
        label={`Find ${label.toLowerCase()}`}
        labelSize="sm"
        value={q}
        onChange={setQ}
        debounceMs={250}
        placeholder="Name"
        className="w-full sm:w-44"
      />
      <NativeSelect
        label={label}
        labelSize="sm"
        value={value}
        onChange={onChange}
        placeholder={choices.isPending ? 'Loading…' : placeholder}
        options={options}
        highlighted={Boolean(value) && !approvedOnly}
        error={error ?? null}
        className="w-full sm:w-52"
      />
    </div>
  );
}
