import { type Appointment, MEETING_TYPE_LABELS } from '@fundpath/contracts/calendar';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { useDialogs } from '@/components/ui/dialogs';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useAppointments, useCancelAppointment } from '../api/staff';
import {
  addDays,
  addMonths,
  type CalendarView,
  dayKey,
  daysOf,
  formatDay,
  formatTime,
  fromKey,
  localDayOf,
  rangeOf,
  viewerTimeZone,
  weekStart,
} from '../utils/dates';
import { notify } from './notify';

const VIEWS: Array<{ value: CalendarView; label: string }> = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
];
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function titleOf(view: CalendarView, focus: string, days: readonly string[]): string {
  if (view === 'day') return formatDay(focus);
  if (view === 'month')
    return fromKey(focus).toLocaleDateString(undefined, { month: 'long', year: 'numeric' });
  return `${formatDay(days[0]!, 'short')} – ${formatDay(days[6]!, 'short')}`;
}

/**
 * The staff member's appointments as a day, week or month, in the viewer's time zone. Days are
 * a grid with one focusable day at a time: arrow keys move it (a week up or down), Home/End to
 * the week's ends, Page Up/Down by a month; Enter opens that day.
 */
export function AppointmentsCalendar({ today = dayKey(new Date()) }: { today?: string }) {
  // A week's seven columns do not fit a phone: narrow screens open on the day.
  const [view, setView] = useState<CalendarView>(() =>
    typeof window !== 'undefined' && window.matchMedia?.('(max-width: 639px)').matches ? 'day' : 'week',
  );
  const [focus, setFocus] = useState(today);
  const [open, setOpen] = useState<Appointment | null>(null);
  const days = useMemo(() => daysOf(view, focus), [view, focus]);
  const range = useMemo(() => rangeOf(days), [days]);
  const query = useAppointments(range.from, range.to);
  const byDay = useMemo(() => {
    const map = new Map<string, Appointment[]>();
    for (const a of query.data ?? []) {
      const key = localDayOf(a.start_at);
      map.set(key, [...(map.get(key) ?? []), a]);
    }
    return map;
  }, [query.data]);
  const gridRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focus}"]`)?.focus();
  }, [focus]);

  const step = (dir: 1 | -1) =>
    setFocus((f) =>
      view === 'day' ? addDays(f, dir) : view === 'week' ? addDays(f, 7 * dir) : addMonths(f, dir),
    );

  const onDayKey = (e: KeyboardEvent<HTMLButtonElement>, key: string) => {
    const next: Record<string, () => string> = {
      ArrowLeft: () => addDays(key, -1),
      ArrowRight: () => addDays(key, 1),
      ArrowUp: () => addDays(key, -7),
      ArrowDown: () => addDays(key, 7),
      Home: () => weekStart(key),
      End: () => addDays(weekStart(key), 6),
      PageUp: () => addMonths(key, -1),
      PageDown: () => addMonths(key, 1),
    };
    if (next[e.key]) {
      e.preventDefault();
      moved.current = true;
      setFocus(next[e.key]!());
    }
  };
  const openDay = (key: string) => {
    setFocus(key);
    setView('day');
  };

  let body: ReactNode;
  if (query.isError)
    body = (
      <LoadError title="Failed to load appointments" error={query.error} onRetry={() => query.refetch()} />
    );
  else if (query.isPending) body = <Spinner message="Loading appointments…" className="py-12" />;
  else if (view === 'day') body = <DayList appointments={byDay.get(focus) ?? []} onOpen={setOpen} />;
  else
    body = (
      <div className="overflow-x-auto">
        <div
          ref={gridRef}
          role="group"
          aria-label={`Days of ${titleOf(view, focus, days)}`}
          className="grid min-w-[44rem] grid-cols-7 gap-px overflow-hidden rounded-xl border border-slate-200 bg-slate-200"
        >
          <div className="contents" aria-hidden="true">
            {WEEKDAYS.map((d) => (
              <div key={d} className="bg-slate-50 px-2 py-1.5 text-xs font-semibold text-slate-600">
                {d}
              </div>
            ))}
          </div>
          {Array.from({ length: days.length / 7 }, (_, row) => (
            <div className="contents" key={days[row * 7]}>
              {days.slice(row * 7, row * 7 + 7).map((key) => {
                const list = byDay.get(key) ?? [];
                const outside = view === 'month' && key.slice(0, 7) !== focus.slice(0, 7);
                return (
                  <div
                    key={key}
                    className={cn(
                      'min-h-24 bg-white p-1.5',
                      view === 'week' && 'min-h-40',
                      outside && 'bg-slate-50',
                    )}
                  >
                    <button
                      type="button"
                      data-day={key}
                      tabIndex={key === focus ? 0 : -1}
                      onClick={() => openDay(key)}
                      onKeyDown={(e) => onDayKey(e, key)}
                      onFocus={() => setFocus(key)}
                      className={cn(
                        'flex w-full items-center justify-between rounded-md px-1.5 py-0.5 text-left text-sm focus-visible:outline-2 focus-visible:outline-brand',
                        key === today
                          ? 'font-semibold text-brand'
                          : outside
                            ? 'text-slate-400'
                            : 'text-slate-700',
                        key === focus && 'bg-brand/10',
                      )}
                    >
                      <span>
                        <span className="sr-only">{formatDay(key)}: </span>
                        <span aria-hidden="true">{fromKey(key).getDate()}</span>
                      </span>
                      {list.length > 0 ? (
                        <span className="text-xs text-slate-500">
                          {list.length}
                          <span className="sr-only">
                            {' '}
                            {list.length === 1 ? 'appointment' : 'appointments'}
                          </span>
                        </span>
                      ) : null}
                    </button>
                    <ul className="mt-1 space-y-1">
                      {list.slice(0, view === 'month' ? 2 : 6).map((a) => (
                        <li key={a.id}>
                          <button
                            type="button"
                            tabIndex={-1}
                            onClick={() => setOpen(a)}
                            className={cn(
                              'block w-full truncate rounded px-1.5 py-0.5 text-left text-xs',
                              a.status === 'cancelled'
                                ? 'bg-slate-100 text-slate-400 line-through'
                                : 'bg-brand/10 text-slate-800',
                            )}
                          >
                            {formatTime(a.start_at)} {a.attendee_name}
                          </button>
                        </li>
                      ))}
                      {list.length > (view === 'month' ? 2 : 6) ? (
                        <li className="px-1.5 text-xs text-slate-500">
                          +{list.length - (view === 'month' ? 2 : 6)} more
                        </li>
                      ) : null}
                    </ul>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    );

  return (
    <section aria-labelledby="calendar-range">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-2">
          <Button variant="secondary" size="icon" onClick={() => step(-1)} aria-label={`Previous ${view}`}>
            <ChevronLeft className="size-4" aria-hidden="true" />
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setFocus(today)}>
            Today
          </Button>
          <Button variant="secondary" size="icon" onClick={() => step(1)} aria-label={`Next ${view}`}>
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
          <h2 id="calendar-range" className="ml-2 text-base font-semibold text-slate-900">
            {titleOf(view, focus, days)}
          </h2>
        </div>
        <fieldset className="flex items-center gap-1">
          <legend className="sr-only">View</legend>
          {VIEWS.map((v) => (
            <Button
              key={v.value}
              size="sm"
              variant={view === v.value ? 'primary' : 'secondary'}
              aria-pressed={view === v.value}
              onClick={() => setView(v.value)}
            >
              {v.label}
            </Button>
          ))}
        </fieldset>
      </div>
      <p className="mb-3 text-xs text-slate-500">Times in your time zone ({viewerTimeZone()}).</p>
      {body}
      <AppointmentDialog appointment={open} onClose={() => setOpen(null)} />
    </section>
  );
}

function DayList({
  appointments,
  onOpen,
}: {
  appointments: Appointment[];
  onOpen: (a: Appointment) => void;
}) {
  if (appointments.length === 0)
    return (
      <EmptyState icon={CalendarDays} title="Nothing booked" description="No appointments on this day." />
    );
  return (
    <ul
      className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
      aria-label="Appointments"
    >
      {appointments.map((a) => (
        <li key={a.id}>
          <button
            type="button"
            onClick={() => onOpen(a)}
            className="flex w-full flex-col gap-1 px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand sm:flex-row sm:items-center sm:justify-between"
          >
            <span className="text-sm">
              <span className="font-medium text-slate-900">
                {formatTime(a.start_at)}–{formatTime(a.end_at)}
              </span>{' '}
              <span className="text-slate-700">
                {a.title} with {a.attendee_name}
              </span>
            </span>
            <span className="flex gap-2">
              {a.client_user_id ? (
                <Badge tone="brand">Client</Badge>
              ) : a.lead_id ? (
                <Badge tone="info">Lead</Badge>
              ) : null}
              {a.status === 'cancelled' ? <Badge tone="danger">Cancelled</Badge> : null}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function AppointmentDialog({
  appointment: a,
  onClose,
}: {
  appointment: Appointment | null;
  onClose: () => void;
}) {
  const cancel = useCancelAppointment();
  const dialogs = useDialogs();
  const onCancel = async () => {
    if (!a) return;
    const ok = await dialogs.confirm({
      title: 'Cancel this appointment?',
      message: `${a.attendee_name} gets an e-mail that it is cancelled.`,
      variant: 'danger',
      confirmLabel: 'Cancel appointment',
      cancelLabel: 'Keep it',
    });
    if (!ok) return;
    cancel.mutate(a.id, {
      onSuccess: () => {
        notify.success('Appointment cancelled');
        onClose();
      },
      onError: (err) => notify.error('Could not cancel the appointment', err),
    });
  };
  return (
    <Dialog open={Boolean(a)} onOpenChange={(o) => (o ? null : onClose())}>
      {a ? (
        <DialogContent
          title={`${a.title} with ${a.attendee_name}`}
          description={`${formatDay(localDayOf(a.start_at))}, ${formatTime(a.start_at)}–${formatTime(a.end_at)}`}
        >
          <DialogBody>
            <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
              <dt className="font-medium text-slate-600">Status</dt>
              <dd>{a.status === 'cancelled' ? 'Cancelled' : 'Confirmed'}</dd>
              <dt className="font-medium text-slate-600">Meeting</dt>
              <dd>
                {MEETING_TYPE_LABELS[a.meeting_type]}
                {a.location ? ` — ${a.location}` : ''}
              </dd>
              <dt className="font-medium text-slate-600">E-mail</dt>
              <dd className="break-all">
                <a className="text-brand underline" href={`mailto:${a.attendee_email}`}>
                  {a.attendee_email}
                </a>
              </dd>
              <dt className="font-medium text-slate-600">Booked by</dt>
              <dd>
                {a.client_user_id
                  ? 'A client'
                  : a.lead_id
                    ? 'A prospect (added to the lead pipeline)'
                    : 'A visitor'}
              </dd>
              {a.answers.map((x) => (
                <div key={x.label} className="contents">
                  <dt className="font-medium text-slate-600">{x.label}</dt>
                  <dd className="whitespace-pre-wrap">{x.answer || '—'}</dd>
                </div>
              ))}
            </dl>
          </DialogBody>
          <DialogFooter>
            {a.client_user_id ? (
              <a className="text-sm text-brand underline" href={`/clients/${a.client_user_id}`}>
                Open the client record
              </a>
            ) : null}
            {a.status === 'confirmed' && new Date(a.start_at) > new Date() ? (
              <Button variant="danger" onClick={onCancel} disabled={cancel.isPending}>
                Cancel appointment
              </Button>
            ) : null}
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
