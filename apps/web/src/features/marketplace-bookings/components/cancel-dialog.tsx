import { formatCents } from '@fundpath/contracts/ecommerce-core';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import {
  formatBookingTime,
  memberRefundPreview,
  type RefundPreview,
} from '@/components/marketplace/booking-status';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/textarea';
import { errorMessage, isApiError, refusalMessage } from '@/lib/api-client';
import { apiFieldErrors } from '@/lib/form-errors';
import { type BookingRow, type BookingViewer, useCancelBooking } from '../api/bookings';

/**
 * Either side cancels a request or a confirmed session; the dialog says what the policy refunds
 * (the member's refund depends on the notice; a specialist cancelling always refunds in full).
 */
export function CancelBookingDialog({
  booking,
  onClose,
  viewer = 'member',
}: {
  booking: BookingRow;
  onClose: () => void;
  viewer?: BookingViewer;
}) {
  const cancel = useCancelBooking(booking.id);
  const asSpecialist = viewer === 'specialist';
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const preview = asSpecialist ? specialistRefundPreview(booking) : memberRefundPreview(booking);
  const busy = cancel.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    cancel.mutate(
      { reason: reason.trim() },
      {
        onSuccess: (r) => {
          toast.success(r.message || `${booking.number} cancelled`);
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
        title={
          booking.status === 'requested' && !asSpecialist ? 'Withdraw this request?' : 'Cancel this booking?'
        }
        description={
          asSpecialist
            ? `${booking.service.name} with ${booking.member.display_name}, ${formatBookingTime(booking.start, booking.end, booking.specialist.time_zone)}`
            : `${booking.service.name} with ${booking.specialist.display_name}, ${formatBookingTime(booking.start, booking.end, booking.member_time_zone)}`
        }
        closeDisabled={busy}
      >
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogBody className="space-y-4">
            {error ? <Callout tone="error">{error}</Callout> : null}
            <Callout tone="info" title="Refund policy">
              <p>{preview.policy}</p>
              {booking.status === 'confirmed' ? (
                <p className="mt-1">
                  Refund: <strong>{formatCents(preview.refund_cents, booking.currency)}</strong> of{' '}
                  {formatCents(booking.payment.charged_cents, booking.currency)} paid.
                </p>
              ) : null}
            </Callout>
            <TextareaField
              label="Reason (optional)"
              rows={3}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={500}
              showCount
              hint={asSpecialist ? 'The member sees it.' : 'The specialist sees it.'}
              error={fieldErrors.reason}
            />
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              Keep booking
            </Button>
            <Button type="submit" variant="danger" loading={busy}>
              {booking.status === 'requested' && !asSpecialist ? 'Withdraw request' : 'Cancel booking'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The server's rule when the specialist cancels: whatever was paid goes back. */
function specialistRefundPreview(b: BookingRow): RefundPreview {
  if (b.status !== 'confirmed')
    return { refund_cents: 0, policy: 'Nothing has been charged: the member’s saved card is released.' };
  return {
    refund_cents: Math.max(0, b.payment.charged_cents - b.payment.refunded_cents),
    policy: 'When you cancel, the member gets everything back.',
  };
}
