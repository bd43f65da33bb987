/** Coach websites (issue 17): the coach hears of each contact-form message their site receives. */
import type { EventBus } from '../../platform/events';
import { type NotificationsDeps, notify } from './service';

export function subscribeSiteNotifications(events: EventBus, deps: NotificationsDeps): () => void {
  return events.on('site.contact_submitted', async ({ client_id, lead_id, created, visitor_name }) => {
    await notify(deps, client_id, 'site.lead', {
      title: created
        ? `${visitor_name} sent you a message through your website`
        : `${visitor_name} wrote again through your website`,
      link: '/coach/leads',
      data: { lead_id },
    });
  });
}
