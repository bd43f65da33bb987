import { formatCents } from '@fundpath/contracts/ecommerce-core';
import type { TravelBooking } from '@fundpath/contracts/travel';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { RadioCards } from '@/components/ui/radio-cards';
import { TextareaField } from '@/components/ui/textarea';
import { errorMessage, isApiError, refusalMessage } from '@/lib/api-client';
import { apiFieldErrors } from '@/lib/form-errors';
import { type AdminCancelBody, useCancelBooking } from '../../api/bookings';

type Refund = NonNullable<AdminCancelBody['refund']>;

/**
 * Cancel a booking: refund what the package's policy gives today (the server's
 * `refund_if_cancelled_cents`), everything paid, or nothing; the reason goes in the timeline.
 */
export function CancelBookingDialog({ booking, onClose }: { booking: TravelBooking; onClose: () => void }) {
  const cancel = useCancelBooking(booking.id);
  const [refund, setRefund] = useState<Refund>('policy');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const refundable = Math.max(0, booking.paid_cents - booking.refunded_cents);
  const policyCents = booking.refund_if_cancelled_cents ?? 0;
  const busy = cancel.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    cancel.mutate(
      { refund, reason: reason.trim() },
      {
        onSuccess: (r) => {
          toast.success(r.message || `${booking.booking_number} cancelled`);
          onClose();
        },
        onError: (err) => {
          setFieldErrors(apiFieldErrors(err));
          const message = refusalMessage(err) ?? errorMessage(err, 'The booking could not be cancelled');
          setError(
            isApiError(err) && err.status === 409
              ? `${message}. The booking has been refreshed: check its state.`
              : message,
          );
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent
        size="md"
        title={`Cancel ${booking.booking_number}?`}
        description={`${booking.lead.full_name} · ${booking.travellers.length} traveller${booking.travellers.length === 1 ? '' : 's'}. The seats go back on sale.`}
        closeDisabled={busy}
      >
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogBody className="space-y-4">
            {error ? <Callout tone="error">{error}</Callout> : null}
            <p className="text-sm text-slate-700">
              Paid so far: <strong>{formatCents(booking.paid_cents)}</strong>
              {booking.refunded_cents > 0 ? `, of which ${formatCents(booking.refunded_cents)} refunded` : ''}
              .
            </p>
            <RadioCards<Refund>
              legend="Refund"
              name="refund"
              value={refund}
              onChange={setRefund}
              options={[
                {
                  value: 'policy',
                  label: `Per the policy: ${formatCents(policyCents)}`,
                  description: 'What the package’s cancellation policy refunds today.',
                },
                {
                  value: 'full',
                  label: `Full refund: ${formatCents(refundable)}`,
                  description: 'Everything paid and not yet refunded.',
                },
                { value: 'none', label: 'No refund', description: 'Keep what was paid.' },
              ]}
              error={fieldErrors.refund}
            />
            <TextareaField
              label="Reason"
              rows={3}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={500}
              showCount
              hint="Kept in the booking's timeline."
              error={fieldErrors.reason}
            />
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              Back
            </Button>
            <Button type="submit" variant="danger" loading={busy}>
              Cancel booking
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
