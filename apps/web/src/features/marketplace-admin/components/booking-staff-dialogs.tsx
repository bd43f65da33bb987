import { formatCents } from '@fundpath/contracts/ecommerce-core';
import type { MarketplaceBooking } from '@fundpath/contracts/marketplace-bookings';
import { type FormEvent, type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { formatBookingTime } from '@/components/marketplace/booking-status';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { TextareaField } from '@/components/ui/textarea';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { centsToDollars, dollarsToCents } from '@/lib/commerce-units';
import { newIdempotencyKey } from '@/lib/idempotency';
import { type Intervention, useIntervene, useSpecialistServices } from '../api/bookings';
import { SpecialistPicker } from './specialist-picker';

type Booking = Omit<MarketplaceBooking, 'events'>;
export type StaffAction = 'refund' | 'reassign' | 'cancel';

/** What is left of the charge to refund. */
export const refundableCents = (b: Booking) =>
  Math.max(0, b.payment.charged_cents - b.payment.refunded_cents);

/** Which of the row actions a booking offers now (the server re-checks each). */
export function staffActionsOf(b: Booking, now = Date.now()): StaffAction[] {
  const out: StaffAction[] = [];
  if (refundableCents(b) > 0) out.push('refund');
  if ((b.status === 'requested' || b.status === 'confirmed') && new Date(b.start).getTime() > now)
    out.push('reassign');
  if (b.actions.includes('cancel')) out.push('cancel');
  return out;
}

const REASON_REQUIRED = 'Give a reason: it is recorded in the audit log.';

/** The Refund, Reassign or Cancel dialog of one booking; closes itself on success. */
export function StaffActionDialog({
  action,
  booking,
  onClose,
}: {
  action: StaffAction;
  booking: Booking;
  onClose: () => void;
}) {
  if (action === 'refund') return <RefundDialog booking={booking} onClose={onClose} />;
  if (action === 'reassign') return <ReassignDialog booking={booking} onClose={onClose} />;
  return <CancelDialog booking={booking} onClose={onClose} />;
}

function useRun(booking: Booking, onClose: () => void) {
  const intervene = useIntervene(booking.id);
  const [error, setError] = useState<string | null>(null);
  const run = (i: Intervention, done: string) => {
    setError(null);
    intervene.mutate(i, {
      onSuccess: (r) => {
        toast.success(r.message || done);
        onClose();
      },
      onError: (err) =>
        setError(refusalMessage(err) ?? errorMessage(err, 'The booking could not be changed')),
    });
  };
  return { run, busy: intervene.isPending, error };
}

function ActionFrame({
  title,
  booking,
  busy,
  error,
  submitLabel,
  variant = 'primary',
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  booking: Booking;
  busy: boolean;
  error: string | null;
  submitLabel: string;
  variant?: 'primary' | 'danger';
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent
        title={title}
        description={`Booking ${booking.number}: ${booking.service.name} with ${booking.specialist.display_name}, ${formatBookingTime(booking.start, booking.end, booking.specialist.time_zone)}`}
        closeDisabled={busy}
      >
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogBody className="space-y-4">
            {error ? <Callout tone="error">{error}</Callout> : null}
            {children}
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              Back
            </Button>
            <Button type="submit" variant={variant} loading={busy}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function ReasonField({
  value,
  onChange,
  error,
  hint,
}: {
  value: string;
  onChange: (v: string) => void;
  error: string | null;
  hint?: string;
}) {
  return (
    <TextareaField
      label="Reason"
      rows={3}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      maxLength={500}
      hint={hint}
      error={error ?? undefined}
    />
  );
}

function RefundDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const left = refundableCents(booking);
  const { run, busy, error } = useRun(booking, onClose);
  const [amount, setAmount] = useState(centsToDollars(left));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  // One key per logical refund: a resend of the same amount and reason keeps it (the server
  // replays it), a change makes it another refund.
  const [key, setKey] = useState(newIdempotencyKey);
  const edit = (f: () => void) => {
    f();
    setKey(newIdempotencyKey());
    setErrors({});
  };
  const submit = () => {
    const parsed = dollarsToCents(amount, left, 'an amount');
    const next: typeof errors = {};
    if (!parsed.ok) next.amount = parsed.error;
    else if (parsed.value <= 0) next.amount = 'Refund more than $0.00';
    if (!reason.trim()) next.reason = REASON_REQUIRED;
    setErrors(next);
    if (!parsed.ok || next.amount || next.reason) return;
    run({ kind: 'refund', amount_cents: parsed.value, reason: reason.trim(), key }, 'Refunded');
  };
  return (
    <ActionFrame
      title={`Refund booking ${booking.number}`}
      booking={booking}
      busy={busy}
      error={error}
      submitLabel="Refund"
      variant="danger"
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="text-sm text-slate-700">
        Charged {formatCents(booking.payment.charged_cents)}, refunded{' '}
        {formatCents(booking.payment.refunded_cents)}: at most {formatCents(left)} can go back to the member's
        card.
      </p>
      <Field
        label="Amount (USD)"
        inputMode="decimal"
        value={amount}
        onChange={(e) => edit(() => setAmount(e.target.value))}
        error={errors.amount}
        hint={`Up to ${formatCents(left)}`}
      />
      <ReasonField
        value={reason}
        onChange={(v) => edit(() => setReason(v))}
        error={errors.reason ?? null}
        hint="The member is told about the refund."
      />
    </ActionFrame>
  );
}

function ReassignDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const { run, busy, error } = useRun(booking, onClose);
  const [specialistId, setSpecialistId] = useState('');
  const [serviceId, setServiceId] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ specialist?: string; service?: string; reason?: string }>({});
  const services = useSpecialistServices(specialistId || null);
  const fitting = (services.data ?? []).filter(
    (s) => s.active && s.duration_minutes === booking.service.duration_minutes,
  );
  const submit = () => {
    const next: typeof errors = {};
    if (!specialistId) next.specialist = 'Choose the new specialist';
    else if (!serviceId) next.service = 'Pick a service';
    if (!reason.trim()) next.reason = REASON_REQUIRED;
    setErrors(next);
    if (Object.keys(next).length) return;
    run(
      { kind: 'reassign', specialist_id: specialistId, service_id: serviceId, reason: reason.trim() },
      'Booking reassigned',
    );
  };
  return (
    <ActionFrame
      title={`Reassign booking ${booking.number}`}
      booking={booking}
      busy={busy}
      error={error}
      submitLabel="Reassign"
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="text-sm text-slate-700">
        Same time, same price ({formatCents(booking.price_cents)}). The new specialist must be approved, free
        then, and offer a {booking.service.duration_minutes}-minute service.
      </p>
      <SpecialistPicker
        label="New specialist"
        value={specialistId}
        onChange={(id) => {
          setSpecialistId(id);
          setServiceId('');
          setErrors({});
        }}
        approvedOnly
        placeholder="Pick a specialist"
        error={errors.specialist ?? null}
      />
      {specialistId ? (
        <NativeSelect
          label="Service"
          labelSize="sm"
          value={serviceId}
          onChange={(v) => {
            setServiceId(v);
            setErrors({});
          }}
          placeholder={
            services.isPending
              ? 'Loading…'
              : fitting.length
                ? 'Pick a service'
                : `No ${booking.service.duration_minutes}-minute service`
          }
          options={fitting.map((s) => ({
            value: s.id,
            label: `${s.name} (${s.duration_minutes} min)`,
          }))}
          error={errors.service ?? null}
        />
      ) : null}
      <ReasonField
        value={reason}
        onChange={(v) => {
          setReason(v);
          setErrors({});
        }}
        error={errors.reason ?? null}
        hint="The member and both specialists are told."
      />
    </ActionFrame>
  );
}

function CancelDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const { run, busy, error } = useRun(booking, onClose);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const left = refundableCents(booking);
  const submit = () => {
    if (!reason.trim()) {
      setReasonError(REASON_REQUIRED);
      return;
    }
    run({ kind: 'cancel', reason: reason.trim() }, 'Booking cancelled');
  };
  return (
    <ActionFrame
      title={`Cancel booking ${booking.number}`}
      booking={booking}
      busy={busy}
      error={error}
      submitLabel="Cancel booking"
      variant="danger"
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="text-sm text-slate-700">
        {left > 0
          ? `Staff cancellations refund what is left of the charge in full: ${formatCents(left)}.`
          : 'Nothing was charged: the card is released.'}
      </p>
      <ReasonField
        value={reason}
        onChange={(v) => {
          setReason(v);
          setReasonError(null);
        }}
        error={reasonError}
        hint="Both parties see it."
      />
    </ActionFrame>
  );
}
