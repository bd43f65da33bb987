import type { ScreenProps } from '@/config/routes';
import { ChatInbox } from '@/features/marketplace-chat';
import { href } from '@/lib/href';

/** `/specialist/messages`: the specialist's chats with members (issue 6/8). */
export default function SpecialistMessagesRoute({ route }: ScreenProps) {
  return (
    <ChatInbox
      title={route.title}
      description="Conversations with your members, newest first."
      roomHref={(roomId) => href('/specialist/chat/:roomId', { roomId })}
      emptyText="When a member writes to you, or you write to a member who booked you, the chat shows here."
    />
  );
}
