/**
 * The coach's marketing kit (issue 8/8, `/marketing`, client-only): their own links (website,
 * store, booking links, travel site, referral link) as tracked short links with QR codes and
 * click counts, ready social posts and images in their brand, and an e-mail to their own
 * contacts through the campaigns engine.
 */
export { marketingKeys } from './api/keys';
export { MarketingKitView } from './components/marketing-kit';
