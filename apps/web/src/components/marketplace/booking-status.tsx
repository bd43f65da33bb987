import {
  FREE_CANCEL_HOURS,
  type MarketplaceBooking,
  type MarketplaceBookingStatus,
  type MarketplacePaymentStatus,
} from '@fundpath/contracts/marketplace-bookings';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const statusLabels: Record<MarketplaceBookingStatus, { label: string; tone: BadgeTone }> = {
  requested: { label: 'Requested', tone: 'warning' },
  confirmed: { label: 'Confirmed', tone: 'success' },
  completed: { label: 'Completed', tone: 'info' },
  no_show: { label: 'No-show', tone: 'danger' },
  declined: { label: 'Declined', tone: 'neutral' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  expired: { label: 'Expired', tone: 'neutral' },
};

/** "Requested", "No-show"…: a booking status in words. */
export const bookingStatusLabel = (status: MarketplaceBookingStatus) => statusLabels[status].label;

/** A marketplace booking's status as a coloured badge (member and specialist screens alike). */
export function BookingStatusBadge({ status }: { status: MarketplaceBookingStatus }) {
  const { label, tone } = statusLabels[status];
  return <Badge tone={tone}>{label}</Badge>;
}

const paymentLabels: Record<MarketplacePaymentStatus, { label: string; tone: BadgeTone }> = {
  card_pending: { label: 'Card to confirm', tone: 'warning' },
  card_saved: { label: 'Card saved, not charged', tone: 'neutral' },
  charged: { label: 'Paid', tone: 'success' },
  charge_failed: { label: 'Charge failed', tone: 'danger' },
  refunded: { label: 'Refunded', tone: 'info' },
  partially_refunded: { label: 'Partly refunded', tone: 'info' },
  released: { label: 'Not charged', tone: 'neutral' },
};

export const paymentStatusLabel = (status: MarketplacePaymentStatus) => paymentLabels[status].label;

/** The booking's payment state as a badge. */
export function PaymentStatusBadge({ status }: { status: MarketplacePaymentStatus }) {
  const { label, tone } = paymentLabels[status];
  return <Badge tone={tone}>{label}</Badge>;
}

function safeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** "Mon 12/14/2026" in `timeZone` (dates are M/D/YYYY, spec §9). */
export function formatBookingDay(iso: string, timeZone: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: safeZone(timeZone),
    weekday: 'short',
    month: 'numeric',
    day: 'numeric',
    year: 'numeric',
  }).formatToParts(d);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('month')}/${part('day')}/${part('year')}`;
}

/** "10:00 AM" in `timeZone`. */
export function formatBookingClock(iso: string, timeZone: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleTimeString('en-US', { timeZone: safeZone(timeZone), hour: 'numeric', minute: '2-digit' });
}

/**
 * A booking's time in one zone: "Mon 12/14/2026, 10:00 AM – 10:50 AM (Asia/Manila)". Pass the
 * member's zone on member screens, the specialist's on theirs; `end` is optional.
 */
export function formatBookingTime(start: string, end: string | null, timeZone: string): string {
  const zone = safeZone(timeZone);
  const from = `${formatBookingDay(start, zone)}, ${formatBookingClock(start, zone)}`;
  return `${from}${end ? ` – ${formatBookingClock(end, zone)}` : ''} (${zone.replace(/_/g, ' ')})`;
}

/** What cancelling now gives back, in the server's words (`cancelRefundCents`, member side). */
export interface RefundPreview {
  refund_cents: number;
  /** A sentence for the cancel dialog. */
  policy: string;
}

type RefundInput = Pick<MarketplaceBooking, 'status' | 'start'> & {
  payment: Pick<MarketplaceBooking['payment'], 'charged_cents' | 'refunded_cents'>;
};

/**
 * The member's refund if they cancel at `now`: a request was never charged; a confirmed booking
 * cancelled at least FREE_CANCEL_HOURS before its start is refunded in full, later nothing.
 */
export function memberRefundPreview(b: RefundInput, now = Date.now()): RefundPreview {
  if (b.status !== 'confirmed')
    return { refund_cents: 0, policy: 'Nothing has been charged: your saved card is released.' };
  const left = Math.max(0, b.payment.charged_cents - b.payment.refunded_cents);
  const early = new Date(b.start).getTime() - now >= FREE_CANCEL_HOURS * 3_600_000;
  return early
    ? {
        refund_cents: left,
        policy: `You cancel at least ${FREE_CANCEL_HOURS} hours before the start, so you get everything back.`,
      }
    : {
        refund_cents: 0,
        policy: `Less than ${FREE_CANCEL_HOURS} hours before the start there is no refund.`,
      };
}

/** Members may move a confirmed booking only this long before its start (the server's rule). */
export const canMemberReschedule = (
  b: Pick<MarketplaceBooking, 'status' | 'start' | 'actions'>,
  now = Date.now(),
) =>
  b.actions.includes('reschedule') &&
  b.status === 'confirmed' &&
  new Date(b.start).getTime() - now >= FREE_CANCEL_HOURS * 3_600_000;
