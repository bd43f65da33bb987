/**
 * The one seed loader. Content every deployment needs (the 18-step journey, the coach's starting
 * knowledge) is always ensured; demo data (brands, one account per role, tickets, coach
 * conversations, notifications and announcements) only when asked. Every seed is idempotent and never overwrites what exists.
 * The content files sit beside this one, one per domain.
 */
import type { Storage } from '../adapters/storage';
import type { Db } from '../platform/db';
import { seedAccountDemo } from './account-demo';
import { seedAiDemo } from './ai-demo';
import { seedAiKnowledge } from './ai-knowledge';
import { seedAnalyticsDemo } from './analytics-demo';
import { seedAutomationsDemo } from './automations-demo';
import { seedBookingsDemo } from './bookings-demo';
import { seedBrandDemo } from './brand-demo';
import { seedCalendarDemo } from './calendar-demo';
import { seedCampaignsDemo } from './campaigns-demo';
import { seedChatDemo } from './chat-demo';
import { seedClientsDemo } from './clients-demo';
import { seedCommerceDemo } from './commerce-demo';
import { seedCommerceOrdersDemo } from './commerce-orders-demo';
import { seedCommissionsDemo } from './commissions-demo';
import { seedContractsDemo } from './contracts-demo';
import { seedDemoUsers } from './demo-users';
import { seedDocumentsDemo } from './documents-demo';
import { seedFundingDemo } from './funding-demo';
import { ensureJourneyContent } from './journey';
import { seedLeadsDemo } from './leads-demo';
import { seedMarketingDemo } from './marketing-demo';
import { seedMarketplaceDemo } from './marketplace-demo';
import { seedNotificationsDemo } from './notifications-demo';
import { seedPeopleDemo } from './people-demo';
import { seedPermissionsDemo } from './permissions-demo';
import { seedProjectDocsDemo } from './project-docs-demo';
import { seedReferralsDemo } from './referrals-demo';
import { seedSitesDemo } from './sites-demo';
import { seedStaffTasksDemo } from './staff-tasks-demo';
import { seedSubscriptionsDemo } from './subscriptions-demo';
import { seedSupportDemo } from './support-demo';
import { seedTeamChatDemo } from './team-chat-demo';
import { seedTravelDemo } from './travel-demo';
import { seedWorkspaceAnalyticsDemo } from './workspace-analytics-demo';

export { seedAccountDemo } from './account-demo';
export { seedAiDemo } from './ai-demo';
export { seedAiKnowledge } from './ai-knowledge';
export { ANALYTICS_DEMO_CLIENTS, seedAnalyticsDemo } from './analytics-demo';
export { seedBookingsDemo } from './bookings-demo';
export { seedBrandDemo } from './brand-demo';
export { DEMO_STAFF_LINK_CODE, seedCalendarDemo } from './calendar-demo';
export { DEMO_POSTAL_ADDRESS, seedCampaignsDemo } from './campaigns-demo';
export { seedChatDemo } from './chat-demo';
export { seedClientsDemo } from './clients-demo';
export { seedCommerceDemo } from './commerce-demo';
export { seedCommerceOrdersDemo } from './commerce-orders-demo';
export { seedCommissionsDemo } from './commissions-demo';
export { seedContractsDemo } from './contracts-demo';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoUsers } from './demo-users';
export { seedFundingDemo } from './funding-demo';
export { ensureJourneyContent, JOURNEY } from './journey';
export { seedLeadsDemo } from './leads-demo';
export { seedMarketingDemo } from './marketing-demo';
export { MARKETPLACE_DEMO_USERS, seedMarketplaceDemo } from './marketplace-demo';
export { seedNotificationsDemo } from './notifications-demo';
export { seedPeopleDemo } from './people-demo';
export { seedPermissionsDemo } from './permissions-demo';
export { seedProjectDocsDemo } from './project-docs-demo';
export { seedReferralsDemo } from './referrals-demo';
export { DEMO_COACH_LINK_CODE, DEMO_SITE_SLUG, seedSitesDemo } from './sites-demo';
export { seedStaffTasksDemo } from './staff-tasks-demo';
export { seedSubscriptionsDemo } from './subscriptions-demo';
export { seedSupportDemo } from './support-demo';
export { seedTeamChatDemo } from './team-chat-demo';
export { seedTravelDemo } from './travel-demo';

export type DemoUsersResult = Awaited<ReturnType<typeof seedDemoUsers>>;

/** Product content: the journey (steps, fields, default tasks) and the coach's knowledge base. */
export async function seedContent(db: Db): Promise<void> {
  await ensureJourneyContent(db);
  await seedAiKnowledge(db);
}

/** Demo data on top of the content; `created` is false when the demo accounts already existed. */
export async function seedDemo(db: Db, opts: { storage?: Storage } = {}): Promise<DemoUsersResult> {
  const users = await seedDemoUsers(db);
  await seedSupportDemo(db);
  await seedAiDemo(db);
  await seedNotificationsDemo(db);
  await seedPermissionsDemo(db);
  await seedPeopleDemo(db); // staff directory, a deactivated former employee, an open invite (3/8)
  await seedBrandDemo(db); // support e-mail, published landing and login pages (3/8)
  await seedFundingDemo(db); // banks and credit-repair desk (3/8)
  await seedProjectDocsDemo(db); // staff wiki pages with their revision history (3/8)
  await seedSubscriptionsDemo(db); // three plans and the demo clients on them, no charging (3/8)
  await seedContractsDemo(db); // contract templates, requests in every status, signed records, consents (3/8)
  await seedAnalyticsDemo(db); // three months of sign-ups, journeys, reports and tickets for /admin/analytics (3/8)
  await seedCommerceDemo(db, opts.storage); // Jordan's Funding Shop with pictured products, two more stores (4/8)
  await seedCommerceOrdersDemo(db); // two months of orders, refunds and carts in Jordan's shop (4/8)
  await seedCommissionsDemo(db); // affiliate codes, referred orders and coach referrals in the ledger, a paid payout (5/8)
  await seedTravelDemo(db); // travel packages, departures, bookings in every status, Alex's travel site (5/8)
  await seedMarketplaceDemo(db); // categories, default hours, six approved specialists and one in review, likes (6/8)
  await seedBookingsDemo(db); // Riley's requests waiting, sessions this week, a past with refunds and no-shows (6/8)
  await seedChatDemo(db); // Morgan and Riley's chat on Morgan's booking, one message unread for Riley (6/8)
  await seedReferralsDemo(db); // Alex's referred members and specialists, Jamie's sessions in Alex's ledger (6/8)
  await seedAccountDemo(db); // Morgan's and Riley's other signed-in devices for /manila/shared/security (6/8)
  await seedStaffTasksDemo(db); // /tasks: the team's follow-ups across statuses and due dates, one on Jordan with comments (7/8)
  await seedLeadsDemo(db); // /lead-pipeline: twelve prospects across the stages, owned by Finley and Avery (7/8)
  await seedTeamChatDemo(db); // /messaging: #general, private #funding-desk, Finley and Casey's DM, a mention of Finley (7/8)
  // Keep last: it rebuilds the client list's read model from everything seeded above.
  await seedClientsDemo(db); // tags, Finley as assignee, notes and timeline on the client record (7/8)
  await seedWorkspaceAnalyticsDemo(db); // /analytics: three clients waiting for a step approval (3 hours, 2 days, 5 days) (7/8)
  await seedCalendarDemo(db); // /calendar: Finley's hours, the "Funding strategy call" link (/book/CALDEMOFUND1), this week's appointments, one with Jordan (7/8)
  await seedDocumentsDemo(db, opts.storage); // /documents: the demo client's folders, a PDF, a PNG in two versions, the library's two templates (7/8)
  await seedSitesDemo(db); // /coach/setup: Jordan's published site (/site/jordan-coaching), own booking link /book/CALDEMOJORD1, website leads (8/8)
  // After every destination is seeded (store, booking link, website): short links and their visits.
  await seedMarketingDemo(db); // /marketing: two months of visits on Jordan's short links, a fifth of them QR scans (8/8)
  await seedCampaignsDemo(db); // /email-campaigns: segments, a sent campaign with five days of opens and clicks, a scheduled one, a draft, suppressions; Jordan's e-mail to his customers (8/8)
  await seedAutomationsDemo(db); // /automations: the three templates as workflows (off), past runs with logs, one waiting (8/8)
  return users;
}

/** Everything a start needs: content always, demo data when `demo` is on. */
export async function seedAll(
  db: Db,
  opts: { demo: boolean; storage?: Storage },
): Promise<{ demo: DemoUsersResult | null }> {
  await seedContent(db);
  return { demo: opts.demo ? await seedDemo(db, { storage: opts.storage }) : null };
}
