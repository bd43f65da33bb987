import type { StaffTaskPerson } from '@fundpath/contracts/staff-tasks';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { useClientSearch } from '../api/find-clients';

/** An optional client: search by name or e-mail, pick one, or remove the one picked. */
export function ClientPicker({
  value,
  onChange,
}: {
  value: StaffTaskPerson | null;
  onChange: (client: StaffTaskPerson | null) => void;
}) {
  const [q, setQ] = useState('');
  const results = useClientSearch(q.trim());
  if (value)
    return (
      <div>
        <p className="mb-1.5 text-sm font-medium text-slate-800">Client</p>
        <div className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
          <span className="truncate text-sm text-slate-900">{value.display_name}</span>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange(null)}
            aria-label={`Remove client ${value.display_name}`}
            leftIcon={<X className="size-4" aria-hidden="true" />}
          >
            Remove
          </Button>
        </div>
      </div>
    );
  const hits = results.data ?? [];
  return (
    <div>
      <SearchInput
        label="Client (optional)"
        value={q}
        onChange={setQ}
        debounceMs={300}
        placeholder="Search clients by name or e-mail"
      />
      {q.trim().length >= 2 ? (
        <ul
          aria-label="Matching clients"
          className="mt-1 max-h-48 overflow-auto rounded-lg ring-1 ring-slate-200"
        >
          {results.isPending ? (
            <li className="px-3 py-2 text-sm text-slate-500">Searching…</li>
          ) : hits.length === 0 ? (
            <li className="px-3 py-2 text-sm text-slate-500">No clients match</li>
          ) : (
            hits.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  onClick={() => {
                    onChange({ id: c.id, display_name: c.display_name });
                    setQ('');
                  }}
                  className="block w-full px-3 py-2 text-left text-sm hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand"
                >
                  <span className="font-medium text-slate-900">{c.display_name}</span>{' '}
                  <span className="text-slate-500">{c.email}</span>
                </button>
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
