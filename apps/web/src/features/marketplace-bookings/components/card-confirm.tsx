import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { type BookingRow, useConfirmBookingCard } from '../api/bookings';
import type { BookingCard } from './card-slot';

/**
 * A request whose card still waits for the bank's check (`card_pending`): the member finishes it
 * here. Stripe: the bank's check runs in Stripe's card field when the booking carries a client
 * secret, then the server asks Stripe again; the test provider plays the bank's page.
 */
export function CardConfirmPanel({ booking, card }: { booking: BookingRow; card: BookingCard }) {
  const confirm = useConfirmBookingCard(booking.id);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const busy = confirm.isPending || checking;

  const send = async (outcome?: 'succeeded' | 'failed') => {
    setError(null);
    if (card.provider === 'stripe' && booking.payment.client_secret) {
      setChecking(true);
      const done = await card.confirmCardAction(booking.payment.client_secret);
      setChecking(false);
      if (!done.ok) {
        setError(done.error);
        return;
      }
    }
    confirm.mutate(outcome ? { outcome } : {}, {
      onSuccess: (r) => {
        if (r.booking.payment.status === 'card_pending')
          setError('Your bank has not confirmed the card yet. Try again in a moment.');
        else toast.success(r.message || 'Card confirmed');
      },
      onError: (err) => setError(refusalMessage(err) ?? errorMessage(err, 'The card could not be confirmed')),
    });
  };

  return (
    <Callout tone="warning" title="Confirm your card">
      <p>
        Your bank asked to confirm the card before the request reaches {booking.specialist.display_name}.
        Nothing is charged until the booking is accepted.
      </p>
      {card.provider === 'stripe' && booking.payment.client_secret ? (
        <div className="mt-3">{card.fields}</div>
      ) : null}
      {error ? (
        <p role="alert" className="mt-2 font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {card.provider === 'test' ? (
          <>
            <Button size="sm" loading={busy} onClick={() => void send('succeeded')}>
              Complete the bank check
            </Button>
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => void send('failed')}>
              Fail the bank check (test)
            </Button>
          </>
        ) : (
          <Button size="sm" loading={busy} disabled={card.provider === null} onClick={() => void send()}>
            Retry card confirmation
          </Button>
        )}
      </div>
    </Callout>
  );
}
