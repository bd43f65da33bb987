import type { Service, SpecialistDetail } from '@fundpath/contracts/marketplace';
import { CalendarX } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { isUnknownLink, reportLinkVisit, useBookingPage, useSlots } from '../api/booking-link';
import type { WithMemberCard } from './card-slot';
import { formatPrice, modeLabel, viewerTimeZone } from './format';

// The member booking dialog (and its zod-checked booking request) loads when a member books:
// most visitors of a link (a first page, ADR 005 budgets) are not signed in as one.
const BookingDialog = lazy(() => import('./booking-dialog').then((m) => ({ default: m.BookingDialog })));

/** Days of free times shown before "Show more days". */
const FIRST_DAYS = 5;

const frame = 'mx-auto w-full max-w-3xl px-4 py-8';

/** The QR code's URL carries `?src=qr` (older prints: `?via=qr`, the GET's own parameter). */
const sourceOf = (params: URLSearchParams) =>
  params.get('src') === 'qr' || params.get('via') === 'qr' ? 'qr' : 'link';

/** Where sign-up and sign-in send the visitor back to: this page, with the picked time. */
export const bookingReturnPath = (code: string, serviceId: string, start: string) =>
  `/book/${encodeURIComponent(code)}?${new URLSearchParams({ service: serviceId, start })}`;

/**
 * `/book/:linkCode`: a specialist's public booking page (their link and QR code). Anyone picks a
 * service and a free time in their own time zone; a member books in the member booking dialog, a
 * visitor signs up or in and comes back with the pick in the URL (`?service=&start=`).
 */
export function BookingLinkPage({ code, WithCard }: { code: string; WithCard: WithMemberCard }) {
  const query = useBookingPage(code);
  const [params] = useSearchParams();
  const reported = useRef(false);
  // A return from sign-up carries the pick: that is the same visit, not a new one.
  const returning = params.has('start');
  const source = sourceOf(params);

  useEffect(() => {
    if (!query.isSuccess || reported.current || returning) return;
    reported.current = true;
    // Counting is best effort: a failed report must not disturb the visitor.
    reportLinkVisit(code, source).catch(() => undefined);
  }, [query.isSuccess, returning, code, source]);

  if (query.isPending)
    return (
      <div className={frame}>
        <h1 className="mb-4 text-2xl font-bold text-slate-900">Book a session</h1>
        <Spinner message="Loading the booking page" />
      </div>
    );
  if (query.isError && isUnknownLink(query.error)) return <UnknownLink />;
  if (query.isError)
    return (
      <div className={frame}>
        <h1 className="mb-4 text-2xl font-bold text-slate-900">Book a session</h1>
        <LoadError
          title="This booking page could not be loaded"
          error={query.error}
          onRetry={() => query.refetch()}
        />
      </div>
    );
  return (
    <BookingLinkContent
      code={code}
      specialist={query.data.specialist}
      initialServiceId={params.get('service')}
      initialStart={params.get('start')}
      WithCard={WithCard}
    />
  );
}

function UnknownLink() {
  return (
    <div className={`${frame} text-center`}>
      <CalendarX className="mx-auto size-10 text-slate-400" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">This booking link is not active</h1>
      <p className="mx-auto mt-2 max-w-md text-slate-600">
        The specialist may have changed their link or is not taking bookings right now. You can still find
        someone else who fits.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/book">Browse specialists</ButtonLink>
        <ButtonLink to="/wellness" variant="secondary">
          How Manila works
        </ButtonLink>
      </div>
    </div>
  );
}

function BookingLinkContent({
  code,
  specialist: s,
  initialServiceId,
  initialStart,
  WithCard,
}: {
  code: string;
  specialist: SpecialistDetail;
  initialServiceId: string | null;
  initialStart: string | null;
  WithCard: WithMemberCard;
}) {
  const { status, user } = useAuth();
  const services = s.services.filter((v) => v.active);
  const preselected = services.find((v) => v.id === initialServiceId);
  const [serviceId, setServiceId] = useState<string | null>(preselected?.id ?? services[0]?.id ?? null);
  const [start, setStart] = useState<string | null>(preselected ? initialStart : null);
  const [dialogOpen, setDialogOpenState] = useState(false);
  // Once the dialog had the pick, a slot gone from the list is most likely the member's own booking.
  const [handedOff, setHandedOff] = useState(false);
  const setDialogOpen = (open: boolean) => {
    if (open) setHandedOff(true);
    setDialogOpenState(open);
  };
  const autoOpened = useRef(false);
  const tz = viewerTimeZone();
  const slots = useSlots(s.id, serviceId, tz);
  const service = services.find((v) => v.id === serviceId);
  const isMember = user?.role === 'member';
  const signedInOther = status === 'authenticated' && !!user && !isMember;
  const startIsFree = !!start && !!slots.data?.slots.some((v) => v.start === start);
  const pickTaken = !!start && slots.isSuccess && !startIsFree && !handedOff;

  // Back from sign-up or sign-in with the pick still free: straight on to the booking dialog.
  useEffect(() => {
    if (autoOpened.current || !isMember || !initialStart || start !== initialStart || !startIsFree) return;
    autoOpened.current = true;
    setHandedOff(true);
    setDialogOpenState(true);
  }, [isMember, initialStart, start, startIsFree]);

  return (
    <div className={frame}>
      <div className="flex flex-col gap-4 sm:flex-row">
        {s.photo_url ? (
          <img src={s.photo_url} alt="" className="size-24 shrink-0 rounded-full object-cover" />
        ) : (
          <div
            aria-hidden="true"
            className="flex size-24 shrink-0 items-center justify-center rounded-full bg-teal-100 text-3xl font-semibold text-teal-800"
          >
            {s.display_name.slice(0, 1)}
          </div>
        )}
        <div className="min-w-0">
          <p className="text-sm font-medium text-teal-700">Book a session with</p>
          <h1 className="text-2xl font-bold break-words text-slate-900">{s.display_name}</h1>
          <p className="text-slate-700">{s.headline}</p>
          <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-slate-600 sm:grid-cols-[auto_1fr]">
            <dt className="font-medium text-slate-700">Location</dt>
            <dd>
              {modeLabel[s.location_mode]}
              {s.city ? ` · ${s.city}` : ''}
            </dd>
            {s.languages.length ? (
              <>
                <dt className="font-medium text-slate-700">Languages</dt>
                <dd>{s.languages.join(', ')}</dd>
              </>
            ) : null}
          </dl>
          {s.specialties.length ? (
            <ul aria-label="Specialties" className="mt-2 flex flex-wrap gap-1">
              {s.specialties.map((sp) => (
                <li key={sp}>
                  <Badge>{sp}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      {s.bio ? <p className="mt-6 whitespace-pre-line text-slate-800">{s.bio}</p> : null}

      {signedInOther ? (
        <Callout tone="info" title="Booking needs a member account" className="mt-6">
          You are signed in with a {user.role} account, which cannot book sessions. Sign in with a member
          account to book {s.display_name}.
        </Callout>
      ) : null}

      {services.length === 0 ? (
        <>
          <h2 className="mt-8 mb-3 text-lg font-semibold text-slate-900">Services</h2>
          <p className="text-sm text-slate-600">{s.display_name} has no bookable services yet.</p>
        </>
      ) : (
        <>
          <fieldset className="mt-8">
            <legend className="mb-3">
              <h2 className="text-lg font-semibold text-slate-900">1. Choose a service</h2>
            </legend>
            <div className="space-y-2">
              {services.map((v) => (
                <ServiceOption
                  key={v.id}
                  service={v}
                  checked={serviceId === v.id}
                  onChoose={() => {
                    setServiceId(v.id);
                    setStart(null);
                  }}
                />
              ))}
            </div>
          </fieldset>

          <fieldset className="mt-8">
            <legend className="mb-1">
              <h2 className="text-lg font-semibold text-slate-900">2. Pick a time</h2>
            </legend>
            <p className="mb-3 text-sm text-slate-600">Times are shown in your time zone, {tz}.</p>
            {slots.isPending ? (
              <Spinner message="Loading free times" />
            ) : slots.isError ? (
              <LoadError
                title="Free times could not be loaded"
                error={slots.error}
                onRetry={() => slots.refetch()}
              />
            ) : slots.data.days.every((d) => d.slots.length === 0) ? (
              <p className="text-sm text-slate-600">
                No free times in the next two weeks{service ? ` for ${service.name}` : ''}.
              </p>
            ) : (
              <SlotDays days={slots.data.days} tz={tz} start={startIsFree ? start : null} onPick={setStart} />
            )}
            {pickTaken ? (
              <p role="status" className="mt-3 text-sm font-medium text-amber-800">
                The time you picked is no longer free. Please pick another.
              </p>
            ) : null}
          </fieldset>

          {service && startIsFree && start ? (
            <div className="mt-8 rounded-lg border border-teal-200 bg-teal-50 p-4">
              <p className="font-medium text-slate-900">
                {service.name} · {formatDayTime(start, tz)}
              </p>
              {isMember ? (
                <Button className="mt-3" onClick={() => setDialogOpen(true)}>
                  Continue to book
                </Button>
              ) : status === 'unauthenticated' ? (
                <AnonymousNext returnPath={bookingReturnPath(code, service.id, start)} />
              ) : null}
            </div>
          ) : null}
        </>
      )}

      {isMember && dialogOpen ? (
        <Suspense fallback={<Spinner message="Opening the booking form" />}>
          <BookingDialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            specialist={s}
            serviceId={serviceId}
            start={startIsFree ? start : null}
            WithCard={WithCard}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function ServiceOption({
  service: v,
  checked,
  onChoose,
}: {
  service: Service;
  checked: boolean;
  onChoose: () => void;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-teal-600 has-[:checked]:bg-teal-50">
      <input type="radio" name="service" className="mt-1" checked={checked} onChange={onChoose} />
      <span className="min-w-0">
        <span className="block font-medium text-slate-900">{v.name}</span>
        <span className="block text-sm text-slate-600">
          {v.duration_minutes} min · {modeLabel[v.mode]} · {formatPrice(v.price_cents, v.currency)}
        </span>
        {v.description ? <span className="mt-1 block text-sm text-slate-600">{v.description}</span> : null}
      </span>
    </label>
  );
}

function SlotDays({
  days,
  tz,
  start,
  onPick,
}: {
  days: { date: string; slots: { start: string; end: string }[] }[];
  tz: string;
  start: string | null;
  onPick: (start: string) => void;
}) {
  const open = days.filter((d) => d.slots.length > 0);
  const [all, setAll] = useState(false);
  // The picked time stays visible even when it lies beyond the first days.
  const pickedDay = open.findIndex((d) => d.slots.some((v) => v.start === start));
  const count = all ? open.length : Math.max(FIRST_DAYS, pickedDay + 1);
  return (
    <div className="space-y-4">
      {open.slice(0, count).map((day) => (
        <div key={day.date}>
          <h3 className="mb-2 text-sm font-semibold text-slate-800">{formatDay(day.slots[0]!.start, tz)}</h3>
          <div className="flex flex-wrap gap-2">
            {day.slots.map((slot) => (
              <label
                key={slot.start}
                className="flex min-h-11 cursor-pointer items-center gap-1.5 rounded-md border border-slate-300 px-3 py-1 text-sm has-[:checked]:border-teal-600 has-[:checked]:bg-teal-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal-600"
              >
                <input
                  type="radio"
                  name="slot"
                  value={slot.start}
                  checked={start === slot.start}
                  onChange={() => onPick(slot.start)}
                />
                {formatTime(slot.start, tz)}
              </label>
            ))}
          </div>
        </div>
      ))}
      {count < open.length ? (
        <Button variant="secondary" size="sm" onClick={() => setAll(true)}>
          Show more days
        </Button>
      ) : null}
    </div>
  );
}

/** Sign up (new visitors) or sign in, then back here with the pick. */
function AnonymousNext({ returnPath }: { returnPath: string }) {
  const next = encodeURIComponent(returnPath);
  return (
    <div className="mt-3 space-y-2">
      <p className="text-sm text-slate-700">
        Booking needs a free member account. Your chosen time comes with you, to book right after.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <ButtonLink to={`/manila/signup?next=${next}`}>Sign up to book</ButtonLink>
        <ButtonLink to={`/manila/login?next=${next}`} variant="secondary">
          I have an account: sign in
        </ButtonLink>
      </div>
    </div>
  );
}

const formatDay = (iso: string, tz: string) =>
  new Intl.DateTimeFormat(undefined, { timeZone: tz, weekday: 'long', month: 'long', day: 'numeric' }).format(
    new Date(iso),
  );

const formatTime = (iso: string, tz: string) =>
  new Intl.DateTimeFormat(undefined, { timeZone: tz, hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );

const formatDayTime = (iso: string, tz: string) => `${formatDay(iso, tz)}, ${formatTime(iso, tz)}`;
