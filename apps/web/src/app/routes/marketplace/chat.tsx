import { useParams } from 'react-router';
import type { ScreenProps } from '@/config/routes';
import { ChatRoomScreen } from '@/features/marketplace-chat';

/** `/manila/chat/:roomId`: one chat with a specialist (a new id remounts it). */
export default function MemberChatRoute({ route }: ScreenProps) {
  const { roomId = '' } = useParams();
  return <ChatRoomScreen key={roomId} roomId={roomId} title={route.title} backHref="/manila/messages" />;
}
