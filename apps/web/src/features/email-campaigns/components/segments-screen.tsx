import {
  CAMPAIGN_BUREAU_LABELS,
  CAMPAIGN_DECISION_LABELS,
  type Segment,
  type SegmentFilterInput,
  segmentInputSchema,
} from '@fundpath/contracts/campaigns';
import { Filter, Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { useDialogs } from '@/components/ui/dialogs';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, fieldErrorsOf } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { issuesToFieldErrors } from '@/lib/field-errors';
import { formatRole } from '@/lib/format';
import { useCreateSegment, useDeleteSegment, useSegments, useUpdateSegment } from '../api/segments';
import { CampaignsNav } from './campaigns-nav';
import { LiveCount, SegmentFilterFields } from './segment-builder';

/** One line saying what a filter selects. */
export function describeFilter(f: SegmentFilterInput): string {
  const parts: string[] = [(f.roles?.length ? f.roles : ['client' as const]).map(formatRole).join(', ')];
  if (f.step_min || f.step_max) parts.push(`step ${f.step_min ?? 1}–${f.step_max ?? 18}`);
  for (const d of f.decisions ?? [])
    parts.push(
      `${CAMPAIGN_DECISION_LABELS[d.decision].toLowerCase()} on ${CAMPAIGN_BUREAU_LABELS[d.bureau]}`,
    );
  if (f.statuses?.length) parts.push(f.statuses.join(' or ').replaceAll('_', ' '));
  if (f.tags?.length) parts.push(`tagged ${f.tags.join(f.tags_mode === 'all' ? ' and ' : ' or ')}`);
  if (f.active_within_days) parts.push(`active in the last ${f.active_within_days} days`);
  if (f.inactive_for_days) parts.push(`inactive for ${f.inactive_for_days}+ days`);
  if (f.purchases) parts.push(f.purchases === 'buyer' ? 'buyers' : 'never bought');
  if (f.marketplace) parts.push(f.marketplace === 'booked' ? 'booked a specialist' : 'never booked');
  return parts.join(' · ');
}

/** `/email-campaigns/segments`: saved audiences, built with a live count. */
export function SegmentsScreen() {
  const segments = useSegments();
  const remove = useDeleteSegment();
  const dialogs = useDialogs();
  const [editing, setEditing] = useState<Segment | 'new' | null>(null);

  const del = async (s: Segment) => {
    const ok = await dialogs.confirm({
      title: `Delete “${s.name}”?`,
      message: 'Campaigns already scheduled keep the audience they were scheduled with.',
      variant: 'danger',
      confirmLabel: 'Delete segment',
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(s.id);
      toast.success('Segment deleted');
    } catch (err) {
      toast.error(errorMessage(err, 'Could not delete the segment'));
    }
  };

  return (
    <div>
      <PageHeader
        eyebrow="Staff workspace"
        title="Email Campaigns"
        description="Segments are saved audiences over live data: who a campaign reaches when it is sent."
        actions={
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" /> New segment
          </Button>
        }
      />
      <CampaignsNav />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <Card className="self-start">
          <CardHeader title="Segments" description="Counts are live: they follow the data as it changes." />
          {segments.isPending ? (
            <div className="p-5">
              <Spinner message="Loading segments…" />
            </div>
          ) : segments.isError ? (
            <div className="p-5">
              <LoadError
                title="The segments could not be loaded"
                error={segments.error}
                onRetry={segments.refetch}
              />
            </div>
          ) : segments.data.length === 0 ? (
            <EmptyState
              variant="plain"
              icon={Filter}
              title="No segments yet"
              titleAs="p"
              description="Start with one such as “Clients declined on Experian”."
            />
          ) : (
            <ul className="divide-y divide-slate-100">
              {segments.data.map((s) => (
                <li key={s.id} className="flex items-start justify-between gap-3 p-4">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">{s.name}</p>
                    <p className="text-sm text-slate-600">{describeFilter(s.filter)}</p>
                    {s.description ? <p className="mt-1 text-sm text-slate-500">{s.description}</p> : null}
                  </div>
                  <div className="flex shrink-0 gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Edit ${s.name}`}
                      onClick={() => setEditing(s)}
                    >
                      <Pencil className="size-4" aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Delete ${s.name}`}
                      onClick={() => void del(s)}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>
        {editing ? (
          <SegmentForm
            key={editing === 'new' ? 'new' : editing.id}
            segment={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        ) : (
          <Card className="self-start">
            <CardBody>
              <p className="text-sm text-slate-600">Choose a segment to edit it, or make a new one.</p>
            </CardBody>
          </Card>
        )}
      </div>
    </div>
  );
}

export function SegmentForm({ segment, onDone }: { segment: Segment | null; onDone: (s?: Segment) => void }) {
  const { hasPermission } = useAuth();
  const create = useCreateSegment();
  const update = useUpdateSegment();
  const [name, setName] = useState(segment?.name ?? '');
  const [description, setDescription] = useState(segment?.description ?? '');
  const [filter, setFilter] = useState<SegmentFilterInput>(segment?.filter ?? { roles: ['client'] });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const busy = create.isPending || update.isPending;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = segmentInputSchema.safeParse({ name, description, filter });
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    try {
      const saved = segment
        ? await update.mutateAsync({ id: segment.id, name, description, filter })
        : await create.mutateAsync({ name, description, filter });
      toast.success(segment ? 'Segment saved' : 'Segment created');
      onDone(saved);
    } catch (err) {
      const fields = { ...issuesToFieldErrors(err), ...fieldErrorsOf(err) };
      setErrors(fields);
      if (Object.keys(fields).length === 0) toast.error(errorMessage(err, 'Could not save the segment'));
    }
  };

  return (
    <Card className="self-start">
      <CardHeader title={segment ? `Edit “${segment.name}”` : 'New segment'} />
      <CardBody>
        <form onSubmit={submit} noValidate className="space-y-5">
          <Field
            label="Segment name"
            value={name}
            maxLength={80}
            required
            onChange={(e) => {
              setName(e.target.value);
              setErrors(({ name: _n, ...rest }) => rest);
            }}
            error={errors.name}
          />
          <Field
            label="Description (optional)"
            value={description}
            maxLength={300}
            onChange={(e) => setDescription(e.target.value)}
            error={errors.description}
          />
          <SegmentFilterFields
            filter={filter}
            onChange={setFilter}
            canSeeCredit={hasPermission('credit.view_reports')}
          />
          {errors['filter.step_max'] ? (
            <p className="text-sm text-red-700" role="alert">
              {errors['filter.step_max']}
            </p>
          ) : null}
          <LiveCount filter={filter} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={busy}>
              {segment ? 'Save segment' : 'Create segment'}
            </Button>
            <Button type="button" variant="secondary" onClick={() => onDone()}>
              Cancel
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
