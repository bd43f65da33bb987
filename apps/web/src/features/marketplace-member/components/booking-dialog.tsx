import type { Service, Slot, SpecialistDetail } from '@fundpath/contracts/marketplace';
import type { MarketplaceBooking } from '@fundpath/contracts/marketplace-bookings';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { memberMarketKeys } from '../api/keys';
import { confirmBookingCard, requestBooking, useSlots } from '../api/market';
import type { MemberBookingCard, WithMemberCard } from './card-slot';
import { formatPrice, formatSlot, viewerTimeZone } from './format';

type BookingResult = Pick<MarketplaceBooking, 'id' | 'number' | 'status' | 'payment'>;

/** The first 40 free times, plus the chosen one when it lies further out (picked on /book/:code). */
function shownSlots(all: Slot[], start: string | null) {
  const first = all.slice(0, 40);
  const chosen =
    start && !first.some((s) => s.start === start) ? all.find((s) => s.start === start) : undefined;
  return chosen ? [...first, chosen] : first;
}

function BookingForm({
  specialist,
  services,
  initialServiceId,
  initialStart,
  card,
}: {
  specialist: SpecialistDetail;
  services: Service[];
  initialServiceId: string | null;
  initialStart: string | null;
  card: MemberBookingCard;
}) {
  const tz = viewerTimeZone();
  const qc = useQueryClient();
  const [serviceId, setServiceId] = useState<string | null>(initialServiceId ?? services[0]?.id ?? null);
  const [start, setStart] = useState<string | null>(initialStart);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ booking: BookingResult; message: string } | null>(null);
  const inFlight = useRef(false);
  const slots = useSlots(specialist.id, serviceId, tz);
  const service = services.find((s) => s.id === serviceId);

  const finishCard = async (booking: BookingResult, outcome?: 'succeeded') => {
    if (card.provider === 'stripe' && booking.payment.client_secret) {
      const checked = await card.confirmCardAction(booking.payment.client_secret);
      if (!checked.ok) throw new Error(checked.error);
    }
    return confirmBookingCard(booking.id, outcome ? { outcome } : {});
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (inFlight.current) return;
    if (!serviceId || !start) {
      setError('Pick a service and a time.');
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      const input = await card.getPaymentInput();
      if (!input.ok) return;
      let r = await requestBooking({
        service_id: serviceId,
        start,
        time_zone: tz,
        note,
        payment: input.payment,
      });
      if (r.booking.payment.status === 'card_pending' && card.provider === 'stripe') {
        r = await finishCard(r.booking);
      }
      card.clear();
      setDone({ booking: r.booking, message: r.message });
      void qc.invalidateQueries({ queryKey: memberMarketKeys.slots(specialist.id, serviceId, tz) });
    } catch (err) {
      if (isApiError(err) && err.status === 409) {
        setError(err.message || 'That time was just taken. Please pick another slot.');
        setStart(null);
        void slots.refetch();
      } else if (isApiError(err) && err.status === 402) {
        setError(err.message || 'Your card was declined.');
      } else {
        setError(err instanceof Error && err.message ? err.message : 'The booking could not be sent.');
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const bankCheck = async () => {
    if (!done) return;
    setBusy(true);
    setError(null);
    try {
      const r = await finishCard(done.booking, 'succeeded');
      setDone({ booking: r.booking, message: r.message });
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : 'The card could not be confirmed.');
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    const { booking } = done;
    return (
      <DialogBody>
        <div role="status" className="space-y-2">
          <p className="font-semibold text-slate-900">
            {booking.status === 'confirmed' ? 'Booking confirmed' : 'Booking requested'} · {booking.number}
          </p>
          <p className="text-sm text-slate-700">{done.message}</p>
          {booking.payment.status === 'card_pending' ? (
            <div className="space-y-2">
              <p className="text-sm text-amber-800">Your bank asked to confirm the card.</p>
              <Button size="sm" loading={busy} onClick={() => void bankCheck()}>
                Complete the bank check
              </Button>
            </div>
          ) : null}
          {error ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
          <Link to="/manila/member/bookings" className="inline-block font-medium text-teal-700 underline">
            See my bookings
          </Link>
        </div>
      </DialogBody>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
      <DialogBody className="space-y-5">
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-900">1. Service</legend>
          <div className="space-y-2">
            {services.map((s) => (
              <label
                key={s.id}
                className="flex items-start gap-2 rounded-md border border-slate-200 p-2 text-sm"
              >
                <input
                  type="radio"
                  name="service"
                  className="mt-1"
                  checked={serviceId === s.id}
                  onChange={() => {
                    setServiceId(s.id);
                    setStart(null);
                  }}
                />
                <span>
                  <span className="font-medium">{s.name}</span> · {s.duration_minutes} min ·{' '}
                  {formatPrice(s.price_cents, s.currency)}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-900">2. Time ({tz})</legend>
          {!serviceId ? null : slots.isPending ? (
            <Spinner />
          ) : slots.isError ? (
            <p className="text-sm text-red-700">Free times could not be loaded.</p>
          ) : slots.data.slots.length === 0 ? (
            <p className="text-sm text-slate-600">No free times in the next two weeks.</p>
          ) : (
            <div className="flex max-h-56 flex-wrap gap-2 overflow-y-auto">
              {shownSlots(slots.data.slots, start).map((slot) => (
                <label
                  key={slot.start}
                  className="flex cursor-pointer items-center gap-1 rounded-md border border-slate-300 px-2 py-1 text-sm has-[:checked]:border-teal-600 has-[:checked]:bg-teal-50"
                >
                  <input
                    type="radio"
                    name="slot"
                    checked={start === slot.start}
                    onChange={() => setStart(slot.start)}
                  />
                  {formatSlot(slot.start, tz)}
                </label>
              ))}
            </div>
          )}
        </fieldset>
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-900">
          3. Note for {specialist.display_name} (optional)
          <textarea
            className="rounded-md border border-slate-300 p-2 font-normal"
            rows={3}
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </label>
        <div>
          <p className="mb-2 text-sm font-semibold text-slate-900">4. Card</p>
          <p className="mb-2 text-sm text-slate-600">
            Your card is saved now and charged only when the booking is confirmed
            {service ? ` (${formatPrice(service.price_cents, service.currency)})` : ''}.
          </p>
          {card.fields}
        </div>
        {error ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </DialogBody>
      <DialogFooter>
        <Button type="submit" loading={busy} disabled={!card.ready}>
          Request booking
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * Book a session: pick service → slot → note → card. `start` preselects a free time (the public
 * booking page lets the visitor pick it before signing in).
 */
export function BookingDialog({
  open,
  onOpenChange,
  specialist,
  serviceId,
  start = null,
  WithCard,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  specialist: SpecialistDetail;
  serviceId: string | null;
  start?: string | null;
  WithCard: WithMemberCard;
}) {
  const services = specialist.services.filter((s) => s.active);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={`Book ${specialist.display_name}`} size="lg">
        {open ? (
          <WithCard>
            {(card) => (
              <BookingForm
                specialist={specialist}
                services={services}
                initialServiceId={serviceId}
                initialStart={start}
                card={card}
              />
            )}
          </WithCard>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
