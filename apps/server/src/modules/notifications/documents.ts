/** Documents (issue 7/8): a client hears when staff share a library document with them. */
import type { EventBus } from '../../platform/events';
import { findUser } from '../auth';
import { type NotificationsDeps, notify } from './service';

export function subscribeDocumentNotifications(events: EventBus, deps: NotificationsDeps): () => void {
  return events.on('document.shared', async ({ document_id, user_id, shared_by, title }) => {
    const sharer = await findUser(deps.db, shared_by);
    await notify(
      deps,
      user_id,
      'document.shared',
      {
        title: `${sharer?.display_name ?? 'Our team'} shared "${title}" with you`,
        link: `/documents?document=${document_id}`,
        data: { document_id },
      },
      { except: shared_by },
    );
  });
}
