/**
 * The member's side of marketplace bookings (issue 6/8): `/manila/member/bookings` (tabs,
 * detail with timeline, cancel with the refund policy, reschedule, card confirmation) and
 * `/manila/member/payments` (receipts). The status badges and the time formatter are shared
 * with the specialist's side: `/specialist/appointments` (requests and sessions as a list or a week
 * calendar; accept, decline, reschedule, cancel, completed / no-show) reuses the same dialogs.
 */

export {
  BookingStatusBadge,
  bookingStatusLabel,
  canMemberReschedule,
  formatBookingClock,
  formatBookingDay,
  formatBookingTime,
  memberRefundPreview,
  PaymentStatusBadge,
  paymentStatusLabel,
} from '@/components/marketplace/booking-status';
export {
  type BookingRow,
  memberBookingListPath,
  useMemberBooking,
  useMemberBookings,
} from './api/bookings';
export { memberBookingKeys } from './api/keys';
export type { BookingCard, WithBookingCard } from './components/card-slot';
export { MemberBookings, memberBookingFiltersOf } from './components/member-bookings';
export { MemberPayments, receiptsOf } from './components/member-payments';
export { appointmentFiltersOf, SpecialistAppointments } from './components/specialist-appointments';
