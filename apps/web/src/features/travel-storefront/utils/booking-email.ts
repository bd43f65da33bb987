/**
 * The lead traveller's e-mail that opened a booking, kept for this tab only (sessionStorage,
 * never localStorage or a cookie): the booking page asks the API with it, so a guest who just
 * booked, or typed it once, is not asked again on reload.
 */
const key = (bookingNumber: string) => `fundpath.travel.booking.${bookingNumber.toUpperCase()}`;

export function rememberBookingEmail(bookingNumber: string, email: string): void {
  try {
    sessionStorage.setItem(key(bookingNumber), email);
  } catch {
    // Storage may be unavailable (private mode): the page keeps it in memory instead.
  }
}

export function recallBookingEmail(bookingNumber: string): string | null {
  try {
    return sessionStorage.getItem(key(bookingNumber));
  } catch {
    return null;
  }
}
