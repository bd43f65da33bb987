import type { TravelBooking, TravelBookingStatus, TravelPackageStatus } from '@fundpath/contracts/travel';
import { Plane } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';

const packageTones: Record<TravelPackageStatus, [BadgeTone, string]> = {
  draft: ['neutral', 'Draft'],
  published: ['success', 'Published'],
  archived: ['warning', 'Archived'],
};
export const packageStatusLabel = (s: TravelPackageStatus) => packageTones[s][1];
export function PackageStatusBadge({ status }: { status: TravelPackageStatus }) {
  const [tone, label] = packageTones[status];
  return <Badge tone={tone}>{label}</Badge>;
}

const bookingTones: Record<TravelBookingStatus, [BadgeTone, string]> = {
  pending_payment: ['warning', 'Awaiting payment'],
  confirmed: ['success', 'Confirmed'],
  completed: ['brand', 'Completed'],
  cancelled: ['neutral', 'Cancelled'],
};
export const bookingStatusLabel = (s: TravelBookingStatus) => bookingTones[s][1];
export function BookingStatusBadge({ status }: { status: TravelBookingStatus }) {
  const [tone, label] = bookingTones[status];
  return <Badge tone={tone}>{label}</Badge>;
}

type PaymentStatus = TravelBooking['payment']['status'];
const paymentTones: Record<PaymentStatus, [BadgeTone, string]> = {
  pending: ['warning', 'Payment pending'],
  requires_action: ['warning', 'Awaiting card check'],
  paid: ['success', 'Paid'],
  failed: ['danger', 'Payment failed'],
  refunded: ['neutral', 'Refunded'],
  partially_refunded: ['warning', 'Partly refunded'],
};
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const [tone, label] = paymentTones[status];
  return <Badge tone={tone}>{label}</Badge>;
}

/** Shown to staff without travel.manage (the server refuses them too). */
export function NeedsTravelManage() {
  return (
    <EmptyState
      icon={Plane}
      title="You can't manage travel"
      description="Ask an administrator for the “Manage travel” permission."
    />
  );
}

/**
 * A calendar day `2027-03-14` as the spec writes dates (M/D/YYYY, doc 2 §9), read from the string:
 * `formatDate` of lib/format parses an instant, which shifts a bare day by the time zone.
 */
export function formatDay(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${Number(m[2])}/${Number(m[3])}/${m[1]}` : iso;
}
