import { MessagingScreen } from '@/features/team-chat';

/** `/messaging` (staff): channels and direct messages between colleagues. */
export default function MessagingRoute() {
  return <MessagingScreen />;
}
