import type { ChatRoom } from '@fundpath/contracts/marketplace-chat';
import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { useChatRooms } from '../api/rooms';
import { useLiveRoomList } from '../hooks/use-live-chat';
import { otherOf } from './chat-room';

const when = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** What a room's row says about its last message. */
export function previewOf(room: ChatRoom, meId: string | undefined): string {
  const last = room.last_message;
  if (!last) return 'No messages yet';
  const text = last.body || (last.attachment ? `Sent ${last.attachment.file_name}` : '');
  return last.sender_id === meId ? `You: ${text}` : text;
}

export interface ChatInboxProps {
  title: string;
  description: string;
  /** Where one room opens (`/specialist/chat/:roomId` or `/manila/chat/:roomId`). */
  roomHref: (roomId: string) => string;
  /** Shown when there is no room yet. */
  emptyText: string;
}

/** `/specialist/messages` and `/manila/messages`: my rooms, newest conversation first, unread badges live. */
export function ChatInbox({ title, description, roomHref, emptyText }: ChatInboxProps) {
  const { user } = useAuth();
  const rooms = useChatRooms();
  useLiveRoomList();
  return (
    <>
      <PageHeader eyebrow="Chat" title={title} description={description} />
      {rooms.isPending ? (
        <Spinner message="Loading your messages" />
      ) : rooms.isError ? (
        <LoadError title="Your messages could not be loaded" error={rooms.error} onRetry={rooms.refetch} />
      ) : rooms.data.length === 0 ? (
        <EmptyState icon={MessagesSquare} title="No conversations yet" description={emptyText} />
      ) : (
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
          {rooms.data.map((room) => {
            const other = otherOf(room, user?.id);
            const unread = room.unread_count;
            return (
              <li key={room.id}>
                <Link
                  to={roomHref(room.id)}
                  className="flex items-start gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50"
                >
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center gap-2">
                      <span
                        className={unread ? 'font-semibold text-slate-900' : 'font-medium text-slate-900'}
                      >
                        {other.name}
                      </span>
                      {unread ? <Badge tone="brand">{unread} unread</Badge> : null}
                    </span>
                    <span className="block truncate text-sm text-slate-600">{previewOf(room, user?.id)}</span>
                  </span>
                  {room.last_message_at ? (
                    <time dateTime={room.last_message_at} className="shrink-0 text-xs text-slate-600">
                      {when.format(new Date(room.last_message_at))}
                    </time>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
