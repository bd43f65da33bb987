import type { ScreenProps } from '@/config/routes';
import { ChatInbox } from '@/features/marketplace-chat';
import { href } from '@/lib/href';

/** `/manila/messages`: the member's chats with specialists (issue 6/8). */
export default function MemberMessagesRoute({ route }: ScreenProps) {
  return (
    <ChatInbox
      title={route.title}
      description="Conversations with your specialists, newest first."
      roomHref={(roomId) => href('/manila/chat/:roomId', { roomId })}
      emptyText="Message a specialist from their profile, or chat about a booking; your conversations show here."
    />
  );
}
