/**
 * The staff calendar (issue 7/8): `/calendar` (staff: day/week/month appointments, working
 * hours, booking links, the iCalendar feed; clients: their sessions, "Book a session", task due
 * dates) and the public page of a staff booking link at `/book/{code}` (codes `CAL…`).
 */
export { CalendarScreen } from './components/calendar-screen';
/** Hours and booking links on their own: coaches keep theirs under /coach/booking (issue 17). */
export { HoursEditor } from './components/hours-editor';
export { LinksPanel } from './components/links-panel';
export { StaffBookingPage } from './components/public-booking-page';
