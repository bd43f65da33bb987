import {
  MEETING_TYPE_LABELS,
  type PublicAppointment,
  type PublicBookingLink,
  type PublicBookingResult,
} from '@fundpath/contracts/calendar';
import { CalendarCheck, CalendarX, ChevronLeft, ChevronRight, Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Card, CardBody } from '@/components/ui/card';
import { CopyField } from '@/components/ui/copy-field';
import { Field } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { TextareaField } from '@/components/ui/textarea';
import { errorMessage, fieldErrorsOf, isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { icsHref, useBook, useManage, useManaged, usePublicLink, useSlots } from '../api/public';
import { formatDay, formatTime, formatWhen, viewerTimeZone } from '../utils/dates';

const frame = 'mx-auto w-full max-w-3xl px-4 py-8';
const DAY = 86_400_000;
/** Days of slots per page. */
const PAGE_DAYS = 7;

const manageTokenOf = (hash: string) => /^#manage=([A-Za-z0-9_-]{32,64})$/.exec(hash)?.[1] ?? null;

/**
 * `/book/{code}` for a staff member's link (codes `CAL…`; the marketplace's specialists answer
 * the other codes): the meeting, free times in the visitor's zone, a short form, then the
 * confirmation with the `.ics` and the manage link. `#manage={secret}` (the e-mail's link) opens
 * the booking to reschedule or cancel it, no account needed.
 */
export function StaffBookingPage({ code }: { code: string }) {
  const token = manageTokenOf(useLocation().hash);
  return token ? <ManageBooking code={code} token={token} /> : <BookLink code={code} />;
}

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className={frame}>
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{title}</h1>
      {children}
    </div>
  );
}

function NotActive() {
  return (
    <div className={`${frame} text-center`}>
      <CalendarX className="mx-auto size-10 text-slate-400" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">This booking link is not active</h1>
      <p className="mx-auto mt-2 max-w-md text-slate-600">
        It may have been changed or paused. Please ask for a new link.
      </p>
    </div>
  );
}

function BookLink({ code }: { code: string }) {
  const link = usePublicLink(code);
  const [done, setDone] = useState<PublicBookingResult | null>(null);
  if (link.isPending)
    return (
      <Frame title="Book a meeting">
        <Spinner message="Loading the booking page" />
      </Frame>
    );
  if (link.isError && isApiError(link.error) && link.error.code === 'NOT_FOUND') return <NotActive />;
  if (link.isError)
    return (
      <Frame title="Book a meeting">
        <LoadError
          title="This booking page could not be loaded"
          error={link.error}
          onRetry={() => link.refetch()}
        />
      </Frame>
    );
  if (done) return <Confirmation result={done} />;
  return <BookingForm code={code} link={link.data} onBooked={setDone} />;
}

function MeetingInfo({ link }: { link: PublicBookingLink }) {
  return (
    <div className="mb-6">
      <p className="text-sm font-semibold tracking-wide text-brand uppercase">{link.host_name}</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900">{link.title}</h1>
      <p className="mt-1 text-slate-600">
        {MEETING_TYPE_LABELS[link.meeting_type]} · {link.duration_minutes} min
      </p>
      {link.description ? (
        <p className="mt-3 whitespace-pre-wrap text-slate-700">{link.description}</p>
      ) : null}
    </div>
  );
}

/** Free times, a week at a time, in the visitor's zone; `onPick` gets the start instant. */
function SlotPicker({
  code,
  picked,
  onPick,
}: {
  code: string;
  picked: string | null;
  onPick: (start: string) => void;
}) {
  const tz = viewerTimeZone();
  const [page, setPage] = useState(0);
  const from = useMemo(() => {
    const d = new Date();
    d.setSeconds(0, 0);
    return new Date(d.getTime() + page * PAGE_DAYS * DAY).toISOString();
  }, [page]);
  const to = new Date(new Date(from).getTime() + PAGE_DAYS * DAY).toISOString();
  const slots = useSlots(code, from, to, tz);
  return (
    <section aria-labelledby="slots-heading">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="slots-heading" className="text-base font-semibold text-slate-900">
          Pick a time
        </h2>
        <div className="flex gap-2">
          <Button
            size="icon"
            variant="secondary"
            onClick={() => setPage((p) => p - 1)}
            disabled={page === 0}
            aria-label="Earlier days"
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
          </Button>
          <Button
            size="icon"
            variant="secondary"
            onClick={() => setPage((p) => p + 1)}
            disabled={page >= 8}
            aria-label="Later days"
          >
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
      <p className="mb-3 text-xs text-slate-500">Times in your time zone ({tz}).</p>
      {slots.isError ? (
        <LoadError
          title="Free times could not be loaded"
          error={slots.error}
          onRetry={() => slots.refetch()}
        />
      ) : slots.isPending ? (
        <Spinner message="Loading free times" />
      ) : slots.data.days.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
          No free times in these days. Try later days.
        </p>
      ) : (
        <div className="space-y-4">
          {slots.data.days.map((day) => (
            <div key={day.date}>
              <h3 className="mb-2 text-sm font-medium text-slate-700">{formatDay(day.date)}</h3>
              <ul className="flex flex-wrap gap-2" aria-label={formatDay(day.date)}>
                {day.slots.map((s) => (
                  <li key={s.start}>
                    <Button
                      size="sm"
                      variant={picked === s.start ? 'primary' : 'secondary'}
                      aria-pressed={picked === s.start}
                      onClick={() => onPick(s.start)}
                    >
                      {formatTime(s.start, tz)}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

function BookingForm({
  code,
  link,
  onBooked,
}: {
  code: string;
  link: PublicBookingLink;
  onBooked: (r: PublicBookingResult) => void;
}) {
  const { user } = useAuth();
  const [start, setStart] = useState<string | null>(null);
  const [name, setName] = useState(user?.display_name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [answers, setAnswers] = useState<string[]>(() => link.questions.map(() => ''));
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const book = useBook(code);
  const submit = () => {
    const problems: Record<string, string> = {};
    if (!name.trim()) problems.name = 'Enter your name';
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) problems.email = 'Enter a valid e-mail address';
    link.questions.forEach((q, i) => {
      if (q.required && !answers[i]?.trim()) problems[`answers.${i}`] = 'Please answer this question';
    });
    setErrors(problems);
    if (!start || Object.keys(problems).length > 0) return;
    book.mutate(
      { start, name, email, answers, time_zone: viewerTimeZone(), ...(website ? { website } : {}) },
      {
        onSuccess: onBooked,
        onError: (err) => {
          setErrors(fieldErrorsOf(err));
          if (isApiError(err) && err.code === 'CONFLICT') setStart(null);
        },
      },
    );
  };
  return (
    <div className={frame}>
      <MeetingInfo link={link} />
      <div className="grid gap-8 md:grid-cols-[1fr_20rem]">
        <SlotPicker code={code} picked={start} onPick={setStart} />
        <form
          aria-labelledby="details-heading"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          className="space-y-4"
        >
          <h2 id="details-heading" className="text-base font-semibold text-slate-900">
            Your details
          </h2>
          <p className="text-sm text-slate-600" aria-live="polite">
            {start ? `Selected: ${formatWhen(start)}` : 'Pick a time first.'}
          </p>
          <Field
            label="Name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={errors.name}
            autoComplete="name"
            required
          />
          <Field
            label="E-mail"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email}
            autoComplete="email"
            required
          />
          {link.questions.map((q, i) => (
            <TextareaField
              key={q.label}
              label={`${q.label}${q.required ? '' : ' (optional)'}`}
              rows={2}
              value={answers[i] ?? ''}
              onChange={(e) => setAnswers((a) => a.map((x, j) => (j === i ? e.target.value : x)))}
              error={errors[`answers.${i}`]}
              required={q.required}
            />
          ))}
          <div className="hidden" aria-hidden="true">
            <label>
              Website
              <input
                tabIndex={-1}
                autoComplete="off"
                value={website}
                onChange={(e) => setWebsite(e.target.value)}
              />
            </label>
          </div>
          {book.isError && !Object.keys(fieldErrorsOf(book.error)).length ? (
            <Callout tone="error">{errorMessage(book.error, 'The booking could not be made')}</Callout>
          ) : null}
          <Button type="submit" className="w-full" disabled={!start || book.isPending}>
            {book.isPending ? 'Booking…' : 'Book this time'}
          </Button>
        </form>
      </div>
    </div>
  );
}

function Confirmation({ result }: { result: PublicBookingResult }) {
  const a = result.appointment;
  const manageUrl = `${window.location.origin}${result.manage_path}`;
  return (
    <div className={frame}>
      <div className="text-center">
        <CalendarCheck className="mx-auto size-10 text-emerald-600" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">You are booked</h1>
        <p className="mt-2 text-slate-700">
          {a.title} with {a.host_name}, {formatWhen(a.start_at)} (your time).
        </p>
        <p className="mt-1 text-sm text-slate-600">We sent the details and a calendar invite by e-mail.</p>
      </div>
      <Card className="mt-6">
        <CardBody className="space-y-4">
          {a.location ? (
            <p className="text-sm break-all">
              <span className="font-medium">Where:</span> {a.location}
            </p>
          ) : null}
          <a
            href={icsHref(result.manage_token)}
            download="appointment.ics"
            className="inline-flex items-center gap-2 text-sm font-medium text-brand underline"
          >
            <Download className="size-4" aria-hidden="true" /> Add to your calendar (.ics)
          </a>
          <CopyField
            label="Manage your booking"
            value={manageUrl}
            hint="Keep this link: it lets you reschedule or cancel."
          />
        </CardBody>
      </Card>
    </div>
  );
}

function ManageBooking({ code, token }: { code: string; token: string }) {
  const managed = useManaged(token);
  const change = useManage(token);
  const [confirming, setConfirming] = useState(false);
  const [moving, setMoving] = useState(false);
  const [start, setStart] = useState<string | null>(null);
  if (managed.isPending)
    return (
      <Frame title="Your booking">
        <Spinner message="Loading your booking" />
      </Frame>
    );
  if (managed.isError)
    return (
      <Frame title="Your booking">
        {isApiError(managed.error) && managed.error.code === 'NOT_FOUND' ? (
          <Callout tone="warning">This manage link is not valid. Check the link in your e-mail.</Callout>
        ) : (
          <LoadError
            title="Your booking could not be loaded"
            error={managed.error}
            onRetry={() => managed.refetch()}
          />
        )}
      </Frame>
    );
  const a: PublicAppointment = managed.data;
  const upcoming = a.status === 'confirmed' && new Date(a.start_at) > new Date();
  return (
    <div className={frame}>
      <h1 className="text-2xl font-bold text-slate-900">Your booking</h1>
      <Card className="mt-4">
        <CardBody className="space-y-2">
          <p className="font-medium text-slate-900">
            {a.title} with {a.host_name}
          </p>
          <p className="text-slate-700">{formatWhen(a.start_at)} (your time)</p>
          <p className="text-sm text-slate-600">
            {MEETING_TYPE_LABELS[a.meeting_type]}
            {a.location && a.status === 'confirmed' ? ` — ${a.location}` : ''}
          </p>
          {a.status === 'cancelled' ? <Callout tone="warning">This booking is cancelled.</Callout> : null}
          {change.isError ? (
            <Callout tone="error">{errorMessage(change.error, 'That did not work')}</Callout>
          ) : null}
          {change.isSuccess && a.status === 'confirmed' ? (
            <Callout tone="success">Moved. We sent you the new invite.</Callout>
          ) : null}
          <div className="flex flex-wrap gap-2 pt-2">
            <a
              href={icsHref(token)}
              download="appointment.ics"
              className="inline-flex items-center gap-2 text-sm font-medium text-brand underline"
            >
              <Download className="size-4" aria-hidden="true" /> Calendar file (.ics)
            </a>
          </div>
          {upcoming ? (
            <div className="flex flex-wrap gap-2 pt-2">
              <Button variant="secondary" onClick={() => setMoving((m) => !m)} aria-expanded={moving}>
                Reschedule
              </Button>
              <Button
                variant="danger"
                onClick={() => setConfirming(true)}
                disabled={change.isPending || confirming}
              >
                Cancel booking
              </Button>
            </div>
          ) : null}
          {upcoming && confirming ? (
            <div
              role="group"
              aria-labelledby="confirm-cancel"
              className="rounded-xl border border-red-200 bg-red-50 p-4"
            >
              <p id="confirm-cancel" className="text-sm text-red-900">
                Cancel this booking? {a.host_name} will be told.
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  variant="danger"
                  size="sm"
                  disabled={change.isPending}
                  onClick={() =>
                    change.mutate({ action: 'cancel' }, { onSettled: () => setConfirming(false) })
                  }
                >
                  Yes, cancel it
                </Button>
                <Button variant="secondary" size="sm" onClick={() => setConfirming(false)}>
                  Keep it
                </Button>
              </div>
            </div>
          ) : null}
        </CardBody>
      </Card>
      {moving && upcoming && code ? (
        <div className="mt-6 space-y-4">
          <SlotPicker code={code} picked={start} onPick={setStart} />
          <Button
            disabled={!start || change.isPending}
            onClick={() =>
              start &&
              change.mutate(
                { action: 'reschedule', start },
                {
                  onSuccess: () => {
                    setMoving(false);
                    setStart(null);
                  },
                },
              )
            }
          >
            {start ? `Move to ${formatWhen(start)}` : 'Pick a new time'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
