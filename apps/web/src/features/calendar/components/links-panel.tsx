import {
  BOOKING_QUESTIONS_MAX,
  type BookingLink,
  type BookingLinkInput,
  bookingLinkInputSchema,
  MEETING_TYPE_LABELS,
  type MeetingType,
  meetingTypes,
} from '@fundpath/contracts/calendar';
import { Link2, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { CopyField } from '@/components/ui/copy-field';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { useDialogs } from '@/components/ui/dialogs';
import { EmptyState } from '@/components/ui/empty-state';
import { Field, Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { TextareaField } from '@/components/ui/textarea';
import { useDeleteLink, useLinks, useSaveLink } from '../api/staff';
import { notify } from './notify';

const origin = () => (typeof window === 'undefined' ? '' : window.location.origin);

/** The staff member's booking links: the public URL to share, and a form to create or edit one. */
export function LinksPanel() {
  const query = useLinks();
  const remove = useDeleteLink();
  const dialogs = useDialogs();
  const [editing, setEditing] = useState<BookingLink | 'new' | null>(null);
  const onDelete = async (link: BookingLink) => {
    const ok = await dialogs.confirm({
      title: `Delete “${link.title}”?`,
      message: 'Its URL stops working. Appointments already booked stay in your calendar.',
      variant: 'danger',
      confirmLabel: 'Delete link',
    });
    if (ok)
      remove.mutate(link.id, {
        onSuccess: () => notify.success('Booking link deleted'),
        onError: (err) => notify.error('Could not delete the link', err),
      });
  };
  let body: ReactNode;
  if (query.isError)
    body = (
      <LoadError
        title="Failed to load your booking links"
        error={query.error}
        onRetry={() => query.refetch()}
      />
    );
  else if (query.isPending) body = <Spinner message="Loading booking links…" />;
  else if (query.data.length === 0)
    body = (
      <EmptyState
        icon={Link2}
        title="No booking links yet"
        description="Create one and share it: prospects and clients book a time without an account."
      />
    );
  else
    body = (
      <ul className="space-y-3" aria-label="Booking links">
        {query.data.map((link) => (
          <li key={link.id}>
            <Card>
              <CardBody className="space-y-3">
                <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                  <div>
                    <h3 className="font-semibold text-slate-900">{link.title}</h3>
                    <p className="text-sm text-slate-600">
                      {MEETING_TYPE_LABELS[link.meeting_type]} · {link.duration_minutes} min
                      {link.questions.length
                        ? ` · ${link.questions.length} question${link.questions.length === 1 ? '' : 's'}`
                        : ''}
                    </p>
                  </div>
                  <div className="flex items-center gap-2">
                    {link.active ? <Badge tone="success">Active</Badge> : <Badge>Paused</Badge>}
                    <Button size="sm" variant="secondary" onClick={() => setEditing(link)}>
                      Edit<span className="sr-only"> {link.title}</span>
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => onDelete(link)}
                      aria-label={`Delete ${link.title}`}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </Button>
                  </div>
                </div>
                <CopyField label="Booking URL" value={`${origin()}${link.booking_path}`} />
              </CardBody>
            </Card>
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="links-heading" className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="links-heading" className="text-base font-semibold text-slate-900">
          Booking links
        </h2>
        <Button size="sm" onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden="true" /> New booking link
        </Button>
      </div>
      {body}
      {editing ? (
        <LinkDialog link={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </section>
  );
}

type Draft = {
  title: string;
  description: string;
  meeting_type: MeetingType;
  location: string;
  duration_minutes: string;
  buffer_before_minutes: string;
  buffer_after_minutes: string;
  minimum_notice_minutes: string;
  horizon_days: string;
  questions: Array<{ label: string; required: boolean }>;
  active: boolean;
};

const draftOf = (l: BookingLink | null): Draft => ({
  title: l?.title ?? '',
  description: l?.description ?? '',
  meeting_type: l?.meeting_type ?? 'video',
  location: l?.location ?? '',
  duration_minutes: String(l?.duration_minutes ?? 30),
  buffer_before_minutes: String(l?.buffer_before_minutes ?? 0),
  buffer_after_minutes: String(l?.buffer_after_minutes ?? 0),
  minimum_notice_minutes: String(l?.minimum_notice_minutes ?? 240),
  horizon_days: String(l?.horizon_days ?? 60),
  questions: l?.questions ?? [],
  active: l?.active ?? true,
});

function LinkDialog({ link, onClose }: { link: BookingLink | null; onClose: () => void }) {
  const [d, setD] = useState<Draft>(() => draftOf(link));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveLink();
  const set = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));
  const num = (k: keyof Draft) => (
    <Field
      label={
        {
          duration_minutes: 'Duration (minutes)',
          buffer_before_minutes: 'Buffer before (minutes)',
          buffer_after_minutes: 'Buffer after (minutes)',
          minimum_notice_minutes: 'Minimum notice (minutes)',
          horizon_days: 'Bookable up to (days ahead)',
        }[k as string] ?? k
      }
      type="number"
      inputMode="numeric"
      min={0}
      value={d[k] as string}
      onChange={(e) => set({ [k]: e.target.value } as Partial<Draft>)}
      error={errors[k]}
    />
  );
  const submit = () => {
    const input: BookingLinkInput = {
      ...d,
      duration_minutes: Number(d.duration_minutes),
      buffer_before_minutes: Number(d.buffer_before_minutes),
      buffer_after_minutes: Number(d.buffer_after_minutes),
      minimum_notice_minutes: Number(d.minimum_notice_minutes),
      horizon_days: Number(d.horizon_days),
    };
    const parsed = bookingLinkInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setErrors({});
    save.mutate(
      { id: link?.id ?? null, input: parsed.data },
      {
        onSuccess: () => {
          notify.success(link ? 'Booking link saved' : 'Booking link created');
          onClose();
        },
        onError: (err) => notify.error('Could not save the booking link', err),
      },
    );
  };
  return (
    <Dialog open onOpenChange={(o) => (o ? null : onClose())}>
      <DialogContent title={link ? 'Edit booking link' : 'New booking link'} size="lg">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          className="flex min-h-0 flex-1 flex-col"
        >
          <DialogBody className="space-y-4">
            <Field
              label="Title"
              value={d.title}
              onChange={(e) => set({ title: e.target.value })}
              error={errors.title}
              required
            />
            <TextareaField
              label="Description"
              rows={3}
              value={d.description}
              onChange={(e) => set({ description: e.target.value })}
              error={errors.description}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <NativeSelect
                label="Type of meeting"
                value={d.meeting_type}
                onChange={(v) => set({ meeting_type: v as MeetingType })}
                options={meetingTypes.map((m) => ({ value: m, label: MEETING_TYPE_LABELS[m] }))}
              />
              <Field
                label="Location"
                hint="A video link, a phone number or an address: shown once booked."
                value={d.location}
                onChange={(e) => set({ location: e.target.value })}
                error={errors.location}
              />
              {num('duration_minutes')}
              {num('minimum_notice_minutes')}
              {num('buffer_before_minutes')}
              {num('buffer_after_minutes')}
              {num('horizon_days')}
            </div>
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-slate-800">Questions to ask</legend>
              <ul className="space-y-2">
                {d.questions.map((q, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: questions have no id; their order is their identity
                  <li key={i} className="flex flex-wrap items-center gap-2">
                    <Input
                      aria-label={`Question ${i + 1}`}
                      value={q.label}
                      onChange={(e) =>
                        set({
                          questions: d.questions.map((x, j) =>
                            j === i ? { ...x, label: e.target.value } : x,
                          ),
                        })
                      }
                      className="min-w-0 flex-1"
                    />
                    <label className="flex items-center gap-1.5 text-sm">
                      <input
                        type="checkbox"
                        checked={q.required}
                        onChange={(e) =>
                          set({
                            questions: d.questions.map((x, j) =>
                              j === i ? { ...x, required: e.target.checked } : x,
                            ),
                          })
                        }
                      />
                      Required
                    </label>
                    <Button
                      type="button"
                      size="icon"
                      variant="ghost"
                      aria-label={`Remove question ${i + 1}`}
                      onClick={() => set({ questions: d.questions.filter((_, j) => j !== i) })}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </Button>
                    {errors[`questions.${i}.label`] ? (
                      <p className="w-full text-xs text-red-600">{errors[`questions.${i}.label`]}</p>
                    ) : null}
                  </li>
                ))}
              </ul>
              {d.questions.length < BOOKING_QUESTIONS_MAX ? (
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  className="mt-2"
                  onClick={() => set({ questions: [...d.questions, { label: '', required: false }] })}
                >
                  <Plus className="size-4" aria-hidden="true" /> Add a question
                </Button>
              ) : null}
            </fieldset>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={d.active} onChange={(e) => set({ active: e.target.checked })} />
              Taking bookings
            </label>
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : link ? 'Save link' : 'Create link'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
