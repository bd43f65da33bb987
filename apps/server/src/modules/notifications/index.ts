/**
 * Notifications (ADR 007, the top layer: a listener above every feature). Features emit platform
 * events and never import this module; its plugin subscribes to them, stores and pushes in-app
 * notifications, and sends e-mail from the `notifications.email` job. Nothing imports this file
 * but modules/index.ts (and tests).
 */
import type { FastifyPluginAsync } from 'fastify';
import { organizerOf } from '../bookings';
import { CALENDAR_EMAIL_JOB, sendCalendarEmail, subscribeCalendarNotifications } from './calendar';
import { subscribeClientNotifications } from './clients';
import { ORDER_EMAIL_JOB, sendOrderEmail, subscribeCommerceNotifications } from './commerce';
import { subscribeDocumentNotifications } from './documents';
import { subscribeNotifications } from './listeners';
import {
  bookingEmailAttachments,
  subscribeBookingNotifications,
  subscribeChatNotifications,
  subscribeMarketplaceNotifications,
} from './marketplace';
import { notificationRoutes } from './routes';
import {
  ANNOUNCEMENT_JOB,
  deliverAnnouncement,
  EMAIL_JOB,
  ensureScheduledDeliveries,
  type NotificationsDeps,
  sendEmail,
} from './service';
import { subscribeSiteNotifications } from './sites';
import { subscribeStaffTaskNotifications } from './staff-tasks';
import { subscribeTeamChatNotifications } from './team-chat';
import { sendTravelEmail, subscribeTravelNotifications, TRAVEL_EMAIL_JOB } from './travel';

export { ORDER_EMAIL_JOB, renderOrderEmail } from './commerce';
export { LINKS } from './listeners';
export {
  ANNOUNCEMENT_JOB,
  deliverAnnouncement,
  EMAIL_JOB,
  type NotificationContent,
  type NotificationsDeps,
  notify,
  renderEmail,
  sendEmail,
} from './service';
export { renderTravelEmail, TRAVEL_EMAIL_JOB } from './travel';

export const notificationsPlugin: FastifyPluginAsync = async (app) => {
  const deps: NotificationsDeps = {
    db: app.deps.db,
    realtime: app.realtime,
    jobs: app.deps.jobs,
    mailer: app.deps.mailer,
    publicUrl: app.deps.config.publicUrl,
    log: app.log,
  };
  deps.attachmentsFor = bookingEmailAttachments(deps, organizerOf(app.deps.config.mailFrom));
  const unsubscribe = subscribeNotifications(app.deps.events, deps);
  const unsubscribeCommerce = subscribeCommerceNotifications(app.deps.events, deps); // store orders (4/8)
  const unsubscribeTravel = subscribeTravelNotifications(app.deps.events, deps); // travel bookings (5/8)
  const unsubscribeMarketplace = subscribeMarketplaceNotifications(app.deps.events, deps); // specialist reviews (6/8)
  const unsubscribeBookings = subscribeBookingNotifications(app.deps.events, deps); // marketplace bookings (6/8)
  const unsubscribeChat = subscribeChatNotifications(app.deps.events, deps); // marketplace chat messages (6/8)
  const unsubscribeClients = subscribeClientNotifications(app.deps.events, deps); // mentions in client notes (7/8)
  const unsubscribeTeamChat = subscribeTeamChatNotifications(app.deps.events, deps); // team messaging mentions and DMs (7/8)
  const unsubscribeStaffTasks = subscribeStaffTaskNotifications(app.deps.events, deps); // staff task assignments and due reminders (7/8)
  const unsubscribeDocuments = subscribeDocumentNotifications(app.deps.events, deps); // documents shared with a client (7/8)
  const unsubscribeCalendar = subscribeCalendarNotifications(app.deps.events, deps); // staff calendar bookings and reminders (7/8)
  const unsubscribeSites = subscribeSiteNotifications(app.deps.events, deps); // coach website contact forms (8/8)
  app.addHook('onClose', async () => {
    unsubscribe();
    unsubscribeCommerce();
    unsubscribeTravel();
    unsubscribeMarketplace();
    unsubscribeBookings();
    unsubscribeChat();
    unsubscribeClients();
    unsubscribeTeamChat();
    unsubscribeStaffTasks();
    unsubscribeDocuments();
    unsubscribeCalendar();
    unsubscribeSites();
  });
  app.deps.jobs.work(EMAIL_JOB, async (job) => sendEmail(deps, job.data.notificationId));
  app.deps.jobs.work(ORDER_EMAIL_JOB, async (job) => sendOrderEmail(deps, job.data));
  app.deps.jobs.work(TRAVEL_EMAIL_JOB, async (job) => sendTravelEmail(deps, job.data));
  app.deps.jobs.work(CALENDAR_EMAIL_JOB, async (job) => sendCalendarEmail(deps, job.data));
  app.deps.jobs.work(ANNOUNCEMENT_JOB, async (job) => {
    await deliverAnnouncement(deps, job.data.announcementId);
  });
  app.addHook('onReady', async () => {
    try {
      await ensureScheduledDeliveries(deps);
    } catch (err) {
      app.log.error({ err }, 'notifications: could not ensure scheduled announcement jobs');
    }
  });
  await app.register(notificationRoutes, { deps });
};
