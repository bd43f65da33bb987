/** Team messaging (issue 7/8): colleagues mentioned with @, and the recipient of a direct message, hear of it. */
import type { EventBus } from '../../platform/events';
import { type NotificationsDeps, notify } from './service';

export function subscribeTeamChatNotifications(events: EventBus, deps: NotificationsDeps): () => void {
  const offMention = events.on(
    'team_chat.mentioned',
    async ({ channel_id, channel_name, message_id, author_id, author_name, preview, mentioned_ids }) => {
      await notify(
        deps,
        mentioned_ids,
        'team_chat.mention',
        {
          title: `${author_name} mentioned you in ${channel_name}`,
          body: preview,
          link: `/messaging?channel=${channel_id}`,
          data: { channel_id, message_id },
        },
        { except: author_id },
      );
    },
  );
  const offDirect = events.on(
    'team_chat.direct_message',
    async ({ channel_id, message_id, author_id, author_name, preview, recipient_id }) => {
      await notify(
        deps,
        recipient_id,
        'team_chat.direct',
        {
          title: `New message from ${author_name}`,
          body: preview,
          link: `/messaging?channel=${channel_id}`,
          data: { channel_id, message_id },
        },
        { except: author_id },
      );
    },
  );
  return () => {
    offMention();
    offDirect();
  };
}
