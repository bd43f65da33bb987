import { formatCents } from '@fundpath/contracts/ecommerce-core';
import type { TravelPackage } from '@fundpath/contracts/travel';
import type { PaymentPlan } from '@fundpath/contracts/travel-pricing';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, Lock } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Field } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { NativeSelect } from '@/components/ui/native-select';
import { RadioCards } from '@/components/ui/radio-cards';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { apiFieldErrors } from '@/lib/form-errors';
import { formatDate } from '@/lib/format';
import { createAttemptKeys } from '@/lib/idempotency';
import { bookingQuery, createBooking } from '../api/bookings';
import { usePackage } from '../api/packages';
import type { TravelCardPayment } from '../types';
import { rememberBookingEmail } from '../utils/booking-email';
import {
  bookingBody,
  type CheckoutDraft,
  checkDraft,
  depositAllowed,
  initialDraft,
  maxTravellersFor,
  priceDraft,
  resizeTravellers,
  type TravellerDraft,
} from '../utils/checkout-form';
import { formatDateRange, formatDuration, todayIso } from '../utils/format';
import { travelLinks } from '../utils/links';
import { PackageImage } from './package-card';
import { ctaClasses, PolicyList } from './package-detail-page';
import { PriceLines, PriceRow } from './price-breakdown';
import { SiteFrame } from './site-frame';
import { PackageUnavailable } from './site-unavailable';

/** No answer, or the server failed: the booking may exist, so the same attempt (same key) is sent again. */
export const UNKNOWN_OUTCOME =
  'We could not confirm your booking. Please try again: you will not be charged twice for the same booking.';

type Failure = { message: string; details?: string[] };

/** Fields the page shows, by the server's error keys; anything else is listed in the notice. */
const FIELD_KEYS =
  /^(departure_id|accept_terms|lead\.(full_name|email|phone)|travellers\.\d+\.(full_name|date_of_birth))$/;

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
      <h2 id={id} className="flex items-center gap-3 text-lg font-semibold text-slate-950">
        <span
          aria-hidden="true"
          className="flex size-7 items-center justify-center rounded-full bg-[var(--travel-primary)] text-sm font-bold text-[var(--travel-primary-text)]"
        >
          {n}
        </span>
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}

function Checkbox({
  id,
  checked,
  onChange,
  disabled,
  error,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="flex cursor-pointer items-start gap-2.5 text-sm text-slate-800">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-[var(--travel-ink)]"
        />
        <span>{children}</span>
      </label>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function CheckoutForm({
  pkg,
  initialDeparture,
  code,
  payment,
  onConflict,
}: {
  pkg: TravelPackage;
  initialDeparture: string | null;
  code: string | null;
  payment: TravelCardPayment;
  onConflict: () => Promise<unknown>;
}) {
  const links = travelLinks(code);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const today = todayIso();
  const [draft, setDraft] = useState<CheckoutDraft>(() =>
    initialDraft(pkg.departures.find((d) => d.id === initialDeparture)?.id ?? pkg.departures[0]?.id ?? ''),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const attempts = useRef(createAttemptKeys()).current;
  const alertRef = useRef<HTMLDivElement>(null);
  const paymentRef = useRef<HTMLDivElement>(null);
  const formId = useId();

  // The chosen departure, or the first bookable one when it is gone (sold out since, refreshed).
  const departure = pkg.departures.find((d) => d.id === draft.departure_id) ?? pkg.departures[0];
  const maxTravellers = maxTravellersFor(departure);
  const deposit = depositAllowed(pkg, departure, today);
  const price = useMemo(
    () => (departure ? priceDraft(draft, pkg, departure, today) : null),
    [draft, pkg, departure, today],
  );
  const depositPrice = useMemo(
    () => (departure && deposit ? priceDraft({ ...draft, plan: 'deposit' }, pkg, departure, today) : null),
    [draft, pkg, departure, deposit, today],
  );

  const clearError = (...keys: string[]) =>
    setErrors((e) => {
      if (!keys.some((k) => k in e)) return e;
      const next = { ...e };
      for (const k of keys) delete next[k];
      return next;
    });
  const change = (patch: Partial<CheckoutDraft>, ...keys: string[]) => {
    setDraft((d) => ({ ...d, ...patch }));
    clearError(...keys);
  };
  const setLead = (field: keyof CheckoutDraft['lead'], value: string) => {
    setDraft((d) => {
      const lead = { ...d.lead, [field]: value };
      // Traveller 1 follows the lead's name until it is typed in on its own.
      const first = d.travellers[0];
      const travellers =
        field === 'full_name' && first && (first.full_name === '' || first.full_name === d.lead.full_name)
          ? [{ ...first, full_name: value }, ...d.travellers.slice(1)]
          : d.travellers;
      return { ...d, lead, travellers };
    });
    clearError(`lead.${field}`, ...(field === 'full_name' ? ['travellers.0.full_name'] : []));
  };
  const setTraveller = (i: number, patch: Partial<TravellerDraft>) => {
    setDraft((d) => ({ ...d, travellers: d.travellers.map((t, j) => (j === i ? { ...t, ...patch } : t)) }));
    clearError(...Object.keys(patch).map((k) => `travellers.${i}.${k}`));
  };
  const chooseDeparture = (id: string) => {
    const next = pkg.departures.find((d) => d.id === id);
    setDraft((d) => ({
      ...d,
      departure_id: id,
      travellers: resizeTravellers(d.travellers, Math.min(d.travellers.length, maxTravellersFor(next))),
    }));
    clearError('departure_id');
    setConflict(null);
  };

  const showAlert = () =>
    requestAnimationFrame(() => alertRef.current?.scrollIntoView?.({ block: 'center' }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // A ref, not state: a second click in the same tick must not send a second booking.
    if (inFlight.current || !departure || !price) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    setPaymentError(null);
    try {
      const found = checkDraft({ ...draft, departure_id: departure.id }, today);
      const card = await payment.getPaymentInput();
      if (Object.keys(found).length > 0) {
        setErrors(found);
        requestAnimationFrame(() =>
          document.querySelector<HTMLElement>(`[id="${formId}"] [aria-invalid="true"]`)?.focus(),
        );
        return;
      }
      if (!card.ok) return; // the card fields show their own problem
      const body = bookingBody(
        { ...draft, departure_id: departure.id },
        pkg.id,
        price.plan,
        card.payment,
        price.total_cents,
      );
      const key = attempts.keyFor(body);
      let booking: Awaited<ReturnType<typeof createBooking>>;
      try {
        booking = await createBooking(body, key);
      } catch (error) {
        if (!isApiError(error) || error.status === 0 || error.status >= 500) {
          setFailure({ message: UNKNOWN_OUTCOME });
          showAlert();
          return;
        }
        attempts.finish();
        if (error.status === 402) {
          setPaymentError(error.message || 'Your card was declined.');
          requestAnimationFrame(() => paymentRef.current?.scrollIntoView?.({ block: 'center' }));
        } else if (error.status === 409) {
          await onConflict();
          setConflict(error.message);
          showAlert();
        } else if (error.status === 400) {
          const fields = apiFieldErrors(error);
          const shown = Object.fromEntries(Object.entries(fields).filter(([k]) => FIELD_KEYS.test(k)));
          const other = Object.entries(fields)
            .filter(([k]) => !FIELD_KEYS.test(k))
            .map(([, m]) => m);
          setErrors(shown);
          setFailure({ message: error.message || 'Please check the highlighted fields.', details: other });
          showAlert();
        } else {
          setFailure({ message: error.message });
          showAlert();
        }
        return;
      }
      if (booking.payment.status === 'requires_action' && booking.payment.client_secret) {
        const confirmed = await payment.confirmCardAction(booking.payment.client_secret);
        if (!confirmed.ok) {
          setPaymentError(confirmed.error);
          return;
        }
      }
      attempts.finish();
      payment.clear();
      rememberBookingEmail(booking.booking_number, booking.lead.email);
      queryClient.setQueryData(bookingQuery(booking.booking_number, booking.lead.email).queryKey, booking);
      navigate(links.booking(booking.booking_number));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  if (!departure || !price) return <PackageUnavailable backTo={links.package(pkg.id)} />;

  const planOptions: Array<{ value: PaymentPlan; label: string; description: string }> = [
    {
      value: 'deposit',
      label: `Pay a deposit of ${formatCents(depositPrice?.due_now_cents ?? 0)}`,
      description: depositPrice?.balance_due_on
        ? `Then ${formatCents(depositPrice.balance_cents)} by ${formatDate(depositPrice.balance_due_on)}.`
        : 'Pay the rest before you travel.',
    },
    {
      value: 'full',
      label: `Pay in full: ${formatCents(price.total_cents)}`,
      description: 'Nothing more to pay before you travel.',
    },
  ];

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <Link
        to={links.package(pkg.id)}
        className="inline-flex items-center gap-1 text-sm font-semibold text-[var(--travel-ink)] hover:underline"
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        Back to the trip
      </Link>
      <h1 className="mt-3 text-3xl font-semibold tracking-tight text-slate-950">Book your trip</h1>
      <p className="mt-1 text-slate-600">{pkg.title}</p>

      <div ref={alertRef} className="mt-6 space-y-3 empty:hidden">
        {conflict ? (
          <div
            role="alert"
            className="rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200 ring-inset"
          >
            <p className="font-semibold">{conflict}</p>
            <p className="mt-1">
              We refreshed the dates, seats and prices of this trip. Check your departure, travellers and the
              total below, then pay again.
            </p>
          </div>
        ) : null}
        {failure ? (
          <div
            role="alert"
            className="rounded-xl bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200 ring-inset"
          >
            <p className="font-semibold">{failure.message}</p>
            {failure.details && failure.details.length > 0 ? (
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {failure.details.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>

      <form
        id={formId}
        onSubmit={submit}
        noValidate
        aria-busy={busy || undefined}
        className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]"
      >
        <div className="min-w-0 space-y-6">
          <Step n={1} title="Your trip">
            <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_11rem]">
              <NativeSelect
                label="Departure"
                value={departure.id}
                onChange={chooseDeparture}
                disabled={busy}
                error={errors.departure_id}
                options={pkg.departures.map((d) => ({
                  value: d.id,
                  label: `${formatDateRange(d.starts_on, d.ends_on)} · ${formatCents(d.price_cents)} · ${d.seats_left} ${d.seats_left === 1 ? 'seat' : 'seats'} left`,
                }))}
              />
              <NativeSelect
                label="Number of travellers"
                value={String(draft.travellers.length)}
                onChange={(n) => change({ travellers: resizeTravellers(draft.travellers, Number(n)) })}
                disabled={busy}
                options={Array.from({ length: maxTravellers }, (_, i) => ({
                  value: String(i + 1),
                  label: String(i + 1),
                }))}
                hint={`${formatCents(departure.price_cents)} per traveller`}
              />
            </div>
          </Step>

          <Step n={2} title="Lead traveller">
            <p className="-mt-2 mb-4 text-sm text-slate-600">
              We send the confirmation here, and this e-mail opens your booking later.
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label="Full name"
                id={`${formId}-lead-name`}
                autoComplete="name"
                value={draft.lead.full_name}
                onChange={(e) => setLead('full_name', e.target.value)}
                error={errors['lead.full_name']}
                disabled={busy}
                className="sm:col-span-2"
              />
              <Field
                label="E-mail"
                id={`${formId}-lead-email`}
                type="email"
                autoComplete="email"
                value={draft.lead.email}
                onChange={(e) => setLead('email', e.target.value)}
                error={errors['lead.email']}
                disabled={busy}
              />
              <Field
                label="Phone (optional)"
                id={`${formId}-lead-phone`}
                type="tel"
                autoComplete="tel"
                value={draft.lead.phone}
                onChange={(e) => setLead('phone', e.target.value)}
                error={errors['lead.phone']}
                disabled={busy}
              />
            </div>
          </Step>

          <Step n={3} title="Travellers">
            <p className="-mt-2 mb-4 text-sm text-slate-600">Names as they appear on each passport.</p>
            <ol className="space-y-5">
              {draft.travellers.map((t, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: travellers are positions in the booking
                <li key={i} className="rounded-xl bg-slate-50 p-4">
                  <fieldset>
                    <legend className="text-sm font-semibold text-slate-950">
                      Traveller {i + 1}
                      {i === 0 ? ' (lead)' : ''}
                    </legend>
                    <div className="mt-3 grid gap-4 sm:grid-cols-[minmax(0,1fr)_11rem]">
                      <Field
                        label={`Traveller ${i + 1} full name`}
                        id={`${formId}-t${i}-name`}
                        value={t.full_name}
                        onChange={(e) => setTraveller(i, { full_name: e.target.value })}
                        error={errors[`travellers.${i}.full_name`]}
                        disabled={busy}
                      />
                      <Field
                        label={`Traveller ${i + 1} date of birth`}
                        id={`${formId}-t${i}-dob`}
                        type="date"
                        max={today}
                        value={t.date_of_birth}
                        onChange={(e) => setTraveller(i, { date_of_birth: e.target.value })}
                        error={errors[`travellers.${i}.date_of_birth`]}
                        disabled={busy}
                      />
                    </div>
                    <div className="mt-3">
                      <Checkbox
                        id={`${formId}-t${i}-single`}
                        checked={t.single_room}
                        onChange={(single_room) => setTraveller(i, { single_room })}
                        disabled={busy}
                      >
                        Traveller {i + 1} wants a single room
                        {departure.single_supplement_cents > 0
                          ? ` (+${formatCents(departure.single_supplement_cents)})`
                          : ' (no supplement)'}
                      </Checkbox>
                    </div>
                  </fieldset>
                </li>
              ))}
            </ol>
          </Step>

          <Step n={4} title="Payment">
            <div className="space-y-5">
              {deposit ? (
                <RadioCards
                  legend="Payment plan"
                  name={`${formId}-plan`}
                  value={price.plan}
                  onChange={(plan) => change({ plan })}
                  options={planOptions}
                />
              ) : (
                <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
                  {pkg.deposit_bps > 0
                    ? 'This departure is less than a month away, so it is paid in full today.'
                    : 'This trip is paid in full when you book.'}
                </p>
              )}
              <div ref={paymentRef} className="space-y-3">
                {payment.fields}
                {paymentError ? (
                  <p
                    role="alert"
                    className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-900 ring-1 ring-red-200 ring-inset"
                  >
                    {paymentError}
                  </p>
                ) : null}
              </div>
            </div>
          </Step>

          <Step n={5} title="Terms">
            <div className="space-y-4">
              <div>
                <h3 className="text-sm font-semibold text-slate-950">Cancellation policy</h3>
                <div className="mt-2">
                  <PolicyList policy={pkg.cancellation_policy} />
                </div>
              </div>
              <Checkbox
                id={`${formId}-terms`}
                checked={draft.accept_terms}
                onChange={(accept_terms) => change({ accept_terms }, 'accept_terms')}
                disabled={busy}
                error={errors.accept_terms}
              >
                I accept the booking terms and the cancellation policy above.
              </Checkbox>
            </div>
          </Step>
        </div>

        <section
          aria-labelledby={`${formId}-summary`}
          className="h-fit space-y-5 rounded-2xl bg-slate-50 p-5 sm:p-6 lg:sticky lg:top-24"
        >
          <h2 id={`${formId}-summary`} className="text-lg font-semibold text-slate-950">
            Your booking
          </h2>
          <div className="flex gap-3">
            <PackageImage src={pkg.image} className="size-16 shrink-0 rounded-xl" />
            <div className="min-w-0 text-sm">
              <p className="font-semibold text-slate-950">{pkg.title}</p>
              <p className="text-slate-600">{formatDateRange(departure.starts_on, departure.ends_on)}</p>
              <p className="text-slate-600">
                {formatDuration(pkg.duration_days)} · {draft.travellers.length}{' '}
                {draft.travellers.length === 1 ? 'traveller' : 'travellers'}
              </p>
            </div>
          </div>
          <div aria-live="polite">
            <PriceLines lines={price.lines} totalCents={price.total_cents}>
              <PriceRow
                label="Due now"
                cents={price.due_now_cents}
                note={price.plan === 'deposit' ? 'Deposit' : 'Paid in full'}
                strong
              />
              {price.balance_cents > 0 ? (
                <PriceRow
                  label="Balance"
                  cents={price.balance_cents}
                  note={price.balance_due_on ? `Due by ${formatDate(price.balance_due_on)}` : undefined}
                />
              ) : null}
            </PriceLines>
          </div>
          <button
            type="submit"
            disabled={busy || !payment.ready}
            aria-busy={busy || undefined}
            className={cn(ctaClasses, 'h-12 w-full text-base')}
          >
            <Lock className="size-4" aria-hidden="true" />
            {busy ? 'Booking your trip…' : `Pay ${formatCents(price.due_now_cents)} now`}
          </button>
          <p className="text-center text-xs text-slate-600">
            Your card is charged {formatCents(price.due_now_cents)} when you book.
          </p>
        </section>
      </form>
    </div>
  );
}

/**
 * `/travel/checkout/:package_id?departure=&ref=`: departure and travellers, the lead traveller's
 * contact, each traveller's name and date of birth, deposit or full payment, the live price
 * (the same `priceBooking` the server charges with), the card and the terms. A decline (402) shows
 * the provider's message by the card and keeps everything; a conflict (409) refreshes the trip
 * and says what changed; the server's field errors (400) land on their fields.
 */
export function TravelCheckoutPage({
  packageId,
  departureId,
  code,
  payment,
}: {
  packageId: string;
  departureId: string | null;
  code: string | null;
  payment: TravelCardPayment;
}) {
  const pkg = usePackage(packageId);
  const links = travelLinks(code);
  let body: ReactNode;
  // A refresh that fails (after a 409) keeps the form and what was typed: data wins over error.
  if (pkg.data)
    body = (
      <CheckoutForm
        pkg={pkg.data}
        initialDeparture={departureId}
        code={links.code}
        payment={payment}
        onConflict={() => pkg.refetch()}
      />
    );
  else if (pkg.isPending)
    body = (
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8" aria-busy="true">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-950">Book your trip</h1>
        <div className="mt-8 h-64 animate-pulse rounded-2xl bg-slate-100" />
      </div>
    );
  else if (isApiError(pkg.error) && (pkg.error.status === 404 || pkg.error.status === 400))
    body = <PackageUnavailable backTo={links.packages()} />;
  else
    body = (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="mb-6 text-3xl font-semibold text-slate-950">Book your trip</h1>
        <LoadError title="This trip could not be loaded" error={pkg.error} onRetry={() => pkg.refetch()} />
      </div>
    );
  return <SiteFrame code={code}>{body}</SiteFrame>;
}
