/**
 * Every module, registered in one place and in layer order (ADR 003): identity and content first,
 * then the work built on them, then progress, then the coach and support, then notifications
 * (which only listens to the others' events). A module's routes and
 * event subscriptions live in its own index.ts; this file only orders them.
 */
import type { FastifyInstance } from 'fastify';
import { affiliatesPlugin } from './affiliates';
import { aiPlugin } from './ai';
import { analyticsRoutes } from './analytics';
import { applicationRoutes } from './application';
import { authRoutes } from './auth';
import { automationsPlugin } from './automations';
import { bookingsBusy, bookingsPlugin } from './bookings';
import { brandRoutes } from './brand';
import { calendarPlugin } from './calendar';
import { campaignsPlugin } from './campaigns';
import { cartPlugin } from './cart';
import { catalogPlugin } from './catalog';
import { chatPlugin } from './chat';
import { clientsPlugin } from './clients';
import { coachingPlugin } from './coaching';
import { commissionsPlugin } from './commissions';
import { complianceRoutes } from './compliance';
import { configRoutes } from './config';
import { contractRoutes } from './contracts';
import { creditRoutes, fundingRoutes } from './credit';
import { documentRoutes } from './documents';
import { filesPlugin } from './files';
import { healthRoutes } from './health';
import { jobsAdminRoutes } from './jobs';
import { journeyRoutes } from './journey';
import { leadsPlugin } from './leads';
import { marketingPlugin } from './marketing';
import { marketplacePlugin } from './marketplace';
import { notificationsPlugin } from './notifications';
import { ordersPlugin } from './orders';
import { peopleRoutes } from './people';
import { permissionRoutes } from './permissions';
import { sitesPlugin } from './sites';
import { specialistInsightsRoutes } from './specialist-insights';
import { staffTasksPlugin } from './staff-tasks';
import { subscriptionRoutes } from './subscriptions';
import { supportRoutes } from './support';
import { syncPlugin } from './sync';
import { taskRoutes } from './tasks';
import { teamChatPlugin } from './team-chat';
import { travelPlugin } from './travel';
import { wikiRoutes } from './wiki';
import { workspaceAnalyticsRoutes } from './workspace-analytics';

export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(jobsAdminRoutes); // background jobs for admins (the runner is platform/jobs.ts)
  await app.register(authRoutes);
  await app.register(permissionRoutes); // role matrix, overrides, audit log (3/8)
  await app.register(configRoutes); // run-time settings (3/8)
  await app.register(filesPlugin); // admin file library, resumable uploads (3/8)
  await app.register(brandRoutes);
  await app.register(wikiRoutes); // project docs: the staff wiki (3/8)
  await app.register(subscriptionRoutes); // client plans, no charging yet (3/8)
  await app.register(journeyRoutes);
  await app.register(contractRoutes); // contract templates, signature requests, signed records (3/8)
  await app.register(catalogPlugin); // stores and products (4/8)
  await app.register(affiliatesPlugin); // affiliate codes, /register, attribution (5/8)
  await app.register(applicationRoutes);
  await app.register(ordersPlugin); // orders, customers, owner and admin views (4/8)
  await app.register(travelPlugin); // travel packages, bookings, affiliates' travel sites (5/8)
  await app.register(marketplacePlugin, { busy: bookingsBusy }); // specialists, services, hours, slots, discovery, likes (6/8)
  await app.register(taskRoutes);
  await app.register(staffTasksPlugin); // the team's follow-up tasks; turns step submissions into review tasks (7/8)
  await app.register(cartPlugin); // cart, checkout, payment webhooks (4/8)
  await app.register(bookingsPlugin); // marketplace bookings: requests, saved cards, charges on acceptance (6/8)
  await app.register(chatPlugin); // marketplace chat: rooms per member–specialist pair, on app.realtime (6/8)
  await app.register(creditRoutes);
  await app.register(fundingRoutes); // banks and qualification messages (3/8 admin console)
  await app.register(coachingPlugin);
  await app.register(supportRoutes); // needs app.realtime (platform/realtime, registered before)
  await app.register(aiPlugin); // AI coach: chat, feedback, learning queue, voice
  await app.register(notificationsPlugin); // listens to every feature's events (ADR 007)
  await app.register(peopleRoutes); // user admin, invites, staff directory (reads support's workload)
  await app.register(complianceRoutes); // consents, data exports (a job), anonymisation (3/8)
  await app.register(analyticsRoutes); // platform analytics (reads aggregates of auth, coaching, credit, support)
  await app.register(commissionsPlugin); // the one commission ledger: listens to sales (5/8)
  await app.register(specialistInsightsRoutes); // the specialist's dashboard and analytics: bookings, traffic, ledger (6/8)
  await app.register(clientsPlugin); // the staff client list and record: a read model over the journey, credit, support, tasks (7/8)
  await app.register(documentRoutes); // each user's documents, versions, task and ticket files, the staff template library (7/8)
  await app.register(teamChatPlugin); // team messaging: staff channels and DMs on app.realtime (7/8)
  await app.register(leadsPlugin); // the lead pipeline: stages, board, capture from public forms, convert through people's invites (7/8)
  await app.register(workspaceAnalyticsRoutes); // the staff /analytics numbers: clients' read model, credit, support, leads (7/8)
  await app.register(calendarPlugin); // the staff calendar: hours, booking links on /book/{code}, appointments, feeds (7/8)
  await app.register(campaignsPlugin); // e-mail campaigns: segments, send job and log, suppression, tracking; the coach's e-mail to their contacts (8/8)
  await app.register(sitesPlugin); // coach websites: pages as sections, publish/versions, custom domains, /site/{slug} (8/8)
  await app.register(automationsPlugin); // workflows on platform events, durable on the job runner; after clients, so runs see the refreshed read model (8/8)
  await app.register(marketingPlugin); // the coach's marketing kit: tracked short links /go/{code}, QR, click counts (8/8)
  await app.register(syncPlugin); // /admin/sync: re-runs of the platform's syncs as background jobs
}
