import {
  CLIENT_TAGS_MAX,
  type ClientRow,
  type ClientStaff,
  clientTagSchema,
} from '@fundpath/contracts/clients';
import { X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSetClientAssignees, useSetClientTags } from '../api/record';

const fail = (fallback: string) => (err: unknown) =>
  toast.error(refusalMessage(err) ?? errorMessage(err, fallback));

/** The client's tags: remove one with its ×, add one by typing it (`PUT /api/clients/:id/tags`). */
export function TagsEditor({ client }: { client: ClientRow }) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const setTags = useSetClientTags(client.id);

  const put = (tags: string[]) => setTags.mutate(tags, { onError: fail('The tags could not be saved') });
  const add = (e: FormEvent) => {
    e.preventDefault();
    const parsed = clientTagSchema.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter a tag');
      return;
    }
    if (client.tags.length >= CLIENT_TAGS_MAX && !client.tags.includes(parsed.data)) {
      setError(`At most ${CLIENT_TAGS_MAX} tags`);
      return;
    }
    setError(null);
    setDraft('');
    if (!client.tags.includes(parsed.data)) put([...client.tags, parsed.data]);
  };

  return (
    <div>
      <h2 className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">Tags</h2>
      <ul className="flex flex-wrap items-center gap-1.5" aria-label="Tags">
        {client.tags.map((t) => (
          <li key={t}>
            <Badge tone="brand" className="pr-1">
              {t}
              <button
                type="button"
                aria-label={`Remove tag ${t}`}
                disabled={setTags.isPending}
                onClick={() => put(client.tags.filter((x) => x !== t))}
                className="rounded-full p-0.5 hover:bg-brand/20 focus-visible:outline-2 focus-visible:outline-brand"
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </Badge>
          </li>
        ))}
        {client.tags.length === 0 ? <li className="text-sm text-slate-500">No tags</li> : null}
      </ul>
      <form onSubmit={add} className="mt-2 flex gap-2">
        <label htmlFor={`${id}-tag`} className="sr-only">
          New tag
        </label>
        <input
          id={`${id}-tag`}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            setError(null);
          }}
          maxLength={40}
          placeholder="Add a tag"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-err` : undefined}
          className={cn(inputClasses, 'h-8 w-40 py-1 text-sm')}
        />
        <Button type="submit" size="sm" variant="secondary" loading={setTags.isPending}>
          Add tag
        </Button>
      </form>
      {error ? (
        <p id={`${id}-err`} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Staff assigned to the client: remove with ×, add from the team (`PUT /api/clients/:id/assignees`). */
export function AssigneesEditor({ client, staff }: { client: ClientRow; staff: ClientStaff[] }) {
  const setAssignees = useSetClientAssignees(client.id);
  const ids = client.assignees.map((a) => a.id);
  const put = (next: string[]) =>
    setAssignees.mutate(next, { onError: fail('The assignment could not be saved') });
  const free = staff.filter((s) => !ids.includes(s.id));

  return (
    <div>
      <h2 className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">Assigned staff</h2>
      <ul className="flex flex-wrap items-center gap-1.5" aria-label="Assigned staff">
        {client.assignees.map((a) => (
          <li key={a.id}>
            <Badge tone="neutral" className="pr-1">
              {a.display_name}
              <button
                type="button"
                aria-label={`Unassign ${a.display_name}`}
                disabled={setAssignees.isPending}
                onClick={() => put(ids.filter((x) => x !== a.id))}
                className="rounded-full p-0.5 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand"
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </Badge>
          </li>
        ))}
        {client.assignees.length === 0 ? <li className="text-sm text-slate-500">Nobody yet</li> : null}
      </ul>
      {free.length ? (
        <NativeSelect
          label="Assign a staff member"
          hideLabel
          value=""
          onChange={(v) => v && put([...ids, v])}
          placeholder="Assign…"
          options={free.map((s) => ({ value: s.id, label: s.display_name }))}
          disabled={setAssignees.isPending || ids.length >= 10}
          className="mt-2 w-48"
        />
      ) : null}
    </div>
  );
}
