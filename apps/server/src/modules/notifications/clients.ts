/** The staff client record (issue 7/8): colleagues mentioned in a client note hear of it. */
import type { EventBus } from '../../platform/events';
import { findUser } from '../auth';
import { type NotificationsDeps, notify } from './service';

export function subscribeClientNotifications(events: EventBus, deps: NotificationsDeps): () => void {
  return events.on('client.mentioned', async ({ client_id, note_id, author_id, mentioned_ids }) => {
    const [author, client] = [await findUser(deps.db, author_id), await findUser(deps.db, client_id)];
    if (!client) return;
    await notify(
      deps,
      mentioned_ids,
      'client.mentioned',
      {
        title: `${author?.display_name ?? 'A colleague'} mentioned you in a note on ${client.display_name}`,
        link: `/clients/${client_id}#notes`,
        data: { client_id, note_id },
      },
      { except: author_id },
    );
  });
}
