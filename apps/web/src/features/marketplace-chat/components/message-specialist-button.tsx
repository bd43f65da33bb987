import { MessageCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { href } from '@/lib/href';
import { useOpenChatRoom } from '../api/rooms';

/** On a specialist's profile: opens (or finds) the member's room with them and goes there. Members only. */
export function MessageSpecialistButton({ specialistId, name }: { specialistId: string; name?: string }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const open = useOpenChatRoom();
  if (user?.role !== 'member') return null;
  return (
    <div className="flex flex-col gap-1">
      <Button
        variant="secondary"
        disabled={open.isPending}
        onClick={() =>
          open.mutate(
            { specialist_id: specialistId },
            { onSuccess: (room) => navigate(href('/manila/chat/:roomId', { roomId: room.id })) },
          )
        }
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        {name ? `Message ${name}` : 'Message'}
      </Button>
      {open.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(open.error, 'The chat could not be opened')}
        </p>
      ) : null}
    </div>
  );
}
