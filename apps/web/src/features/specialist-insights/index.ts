/**
 * The specialist's own numbers (issue 6/8): `/specialist/dashboard` (today, requests waiting,
 * earnings this month, booking link), `/specialist/analytics` (charts over 7/30/90 days) and
 * `/specialist/qr-marketing` (the booking link as a QR code, scans counted); who liked them
 * (`/specialist/likes`).
 */

export { specialistInsightsKeys } from './api/keys';
export { LikersSection } from './components/likers-section';
export { QrMarketing } from './components/qr-marketing';
export { SpecialistAnalyticsView } from './components/specialist-analytics';
export { SpecialistDashboardView } from './components/specialist-dashboard';
