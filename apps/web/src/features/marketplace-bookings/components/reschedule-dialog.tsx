import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import {
  formatBookingClock,
  formatBookingDay,
  formatBookingTime,
} from '@/components/marketplace/booking-status';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { TextareaField } from '@/components/ui/textarea';
import { errorMessage, isApiError, refusalMessage } from '@/lib/api-client';
import {
  type BookingRow,
  type BookingViewer,
  useRescheduleBooking,
  useRescheduleSlots,
} from '../api/bookings';

/**
 * Move a booking to another free slot of the same service, shown in the viewer's zone (the
 * member's, or the specialist's own on the appointments screen).
 */
export function RescheduleDialog({
  booking,
  onClose,
  viewer = 'member',
}: {
  booking: BookingRow;
  onClose: () => void;
  viewer?: BookingViewer;
}) {
  const asSpecialist = viewer === 'specialist';
  const tz = asSpecialist ? booking.specialist.time_zone : booking.member_time_zone;
  const other = asSpecialist ? booking.member.display_name : booking.specialist.display_name;
  const slots = useRescheduleSlots(booking.specialist.id, booking.service.id, tz);
  const move = useRescheduleBooking(booking.id);
  const [start, setStart] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const busy = move.isPending;
  const days = (slots.data?.days ?? []).filter((d) => d.slots.some((s) => s.start !== booking.start));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!start) {
      setError('Pick a new time');
      return;
    }
    setError(null);
    move.mutate(
      { start, reason: reason.trim() },
      {
        onSuccess: (r) => {
          toast.success(r.message || 'Booking moved');
          onClose();
        },
        onError: (err) => {
          const message = refusalMessage(err) ?? errorMessage(err, 'The booking could not be moved');
          setError(isApiError(err) && err.status === 409 ? `${message}. Pick another time.` : message);
          if (isApiError(err) && err.status === 409) void slots.refetch();
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent
        size="lg"
        title="Reschedule"
        description={`${booking.service.name} with ${other}, now ${formatBookingTime(booking.start, booking.end, tz)}`}
        closeDisabled={busy}
      >
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogBody className="space-y-4">
            {error ? <Callout tone="error">{error}</Callout> : null}
            {!booking.service.id ? (
              <Callout tone="warning">This service is no longer offered; cancel instead.</Callout>
            ) : slots.isPending ? (
              <Spinner message="Loading free times" />
            ) : slots.isError ? (
              <LoadError
                title="The free times could not be loaded"
                error={slots.error}
                onRetry={slots.refetch}
              />
            ) : days.length === 0 ? (
              <p className="text-sm text-slate-600">No other free times in the next two weeks.</p>
            ) : (
              <fieldset>
                <legend className="mb-2 text-sm font-medium text-slate-900">
                  New time ({tz.replace(/_/g, ' ')})
                </legend>
                <div className="max-h-72 space-y-3 overflow-y-auto pr-1">
                  {days.map((day) => (
                    <div key={day.date}>
                      <p className="mb-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                        {formatBookingDay(day.slots[0]!.start, tz)}
                      </p>
                      <div className="flex flex-wrap gap-2">
                        {day.slots
                          .filter((s) => s.start !== booking.start)
                          .map((s) => (
                            <label
                              key={s.start}
                              className="inline-flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm ring-1 ring-slate-300 ring-inset has-checked:bg-brand/10 has-checked:ring-brand has-focus-visible:outline-2 has-focus-visible:outline-brand"
                            >
                              <input
                                type="radio"
                                name="start"
                                value={s.start}
                                checked={start === s.start}
                                onChange={() => setStart(s.start)}
                                className="accent-brand"
                                aria-label={formatBookingTime(s.start, s.end, tz)}
                              />
                              {formatBookingClock(s.start, tz)}
                            </label>
                          ))}
                      </div>
                    </div>
                  ))}
                </div>
              </fieldset>
            )}
            <TextareaField
              label={asSpecialist ? 'Note to the member (optional)' : 'Note to the specialist (optional)'}
              rows={2}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={500}
            />
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              Back
            </Button>
            <Button type="submit" loading={busy} disabled={!booking.service.id}>
              Move booking
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
