import { useParams } from 'react-router';
import type { ScreenProps } from '@/config/routes';
import { ChatRoomScreen } from '@/features/marketplace-chat';

/** `/specialist/chat/:roomId`: one chat with a member (a new id remounts it). */
export default function SpecialistChatRoute({ route }: ScreenProps) {
  const { roomId = '' } = useParams();
  return <ChatRoomScreen key={roomId} roomId={roomId} title={route.title} backHref="/specialist/messages" />;
}
