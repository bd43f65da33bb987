import type { SpecialistDashboard } from '../api/dashboard';

type BookingLink = SpecialistDashboard['booking_link'];

/**
 * The booking link and the QR code's link, absolute (the server sends paths when PUBLIC_URL is
 * unset, and a phone scanning a path has nothing to open). The QR link always carries `?src=qr`,
 * which is how the booking page tells a scan from a click.
 */
export function absoluteBookingLinks(link: BookingLink, origin = window.location.origin) {
  const qr = new URL(link.qr_url, origin);
  qr.searchParams.set('src', 'qr');
  return { url: new URL(link.url, origin).href, qrUrl: qr.href };
}
