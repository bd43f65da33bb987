/**
 * The staff calendar (issue 7/8): `/calendar` (staff: day/week/month appointments, working
 * hours, booking links, the iCalendar feed; clients: their sessions, "Book a session", task due
 * dates) and the public page of a staff booking link at `/book/{code}` (codes `CAL…`).
 */
export { CalendarScreen } from './components/calendar-screen';
export { StaffBookingPage } from './components/public-booking-page';
