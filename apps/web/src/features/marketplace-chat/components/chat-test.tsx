import { CHAT_EVENTS, chatRoomTopic } from '@fundpath/contracts/marketplace-chat';
import { CheckCircle2, CircleDashed, CircleX, Loader2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { type RealtimeStatus, useRealtimeClient, useRealtimeStatus } from '@/lib/realtime';
import { sendTyping } from '../api/messages';
import { useChatRooms } from '../api/rooms';

type Check = { state: 'idle' | 'running' | 'ok' | 'failed'; detail: string };
const IDLE: Check = { state: 'idle', detail: 'Not run yet' };
/** How long the round trip may take before it counts as failed. */
export const ROUND_TRIP_TIMEOUT_MS = 6_000;

const STATUS_WORDS: Record<RealtimeStatus, string> = {
  idle: 'Not connected yet',
  connecting: 'Connecting…',
  open: 'Connected',
  reconnecting: 'Reconnecting…',
};

/**
 * `/manila/chat-test`: a self-test of the chat channel, for "messages don't arrive" support
 * calls: the API answers, the live socket is open, and an event sent through the server comes
 * back (a typing signal on the member's first room, which the other person sees as "typing").
 */
export function ChatTest() {
  const { user } = useAuth();
  const client = useRealtimeClient();
  const status = useRealtimeStatus();
  const rooms = useChatRooms();
  const [api, setApi] = useState<Check>(IDLE);
  const [trip, setTrip] = useState<Check>(IDLE);
  const stop = useRef<(() => void) | null>(null);

  // Holding a subscription opens the socket while the page is shown.
  useEffect(() => (user ? client.subscribe(`user:${user.id}`, () => undefined) : undefined), [client, user]);
  useEffect(() => () => stop.current?.(), []);

  const room = rooms.data?.[0];
  const run = async () => {
    setApi({ state: 'running', detail: 'Asking the server…' });
    const t0 = performance.now();
    const fresh = await rooms.refetch();
    if (fresh.isError) {
      setApi({ state: 'failed', detail: errorMessage(fresh.error, 'The server did not answer') });
      setTrip({ state: 'failed', detail: 'Skipped: the server did not answer' });
      return;
    }
    setApi({ state: 'ok', detail: `Answered in ${Math.round(performance.now() - t0)} ms` });
    const first = fresh.data?.[0];
    if (!first || !user) {
      setTrip({
        state: 'failed',
        detail: 'Needs a conversation: message a specialist first, then run the test.',
      });
      return;
    }
    setTrip({ state: 'running', detail: 'Sending a signal through the server…' });
    stop.current?.();
    const sent = performance.now();
    const timer = window.setTimeout(() => {
      stop.current?.();
      setTrip({
        state: 'failed',
        detail: 'Nothing came back. A firewall or proxy may block live connections (WebSocket).',
      });
    }, ROUND_TRIP_TIMEOUT_MS);
    const unsubscribe = client.subscribe(chatRoomTopic(first.id), (event) => {
      if (event.event !== CHAT_EVENTS.typing || event.data.user_id !== user.id) return;
      window.clearTimeout(timer);
      unsubscribe();
      setTrip({ state: 'ok', detail: `Came back in ${Math.round(performance.now() - sent)} ms` });
    });
    stop.current = () => {
      window.clearTimeout(timer);
      unsubscribe();
    };
    try {
      await sendTyping(first.id);
    } catch (err) {
      stop.current();
      setTrip({ state: 'failed', detail: errorMessage(err, 'The signal could not be sent') });
    }
  };

  const busy = api.state === 'running' || trip.state === 'running';
  return (
    <Card className="space-y-5 p-5">
      <ul className="space-y-4" aria-label="Checks" aria-live="polite">
        <Row title="The server answers" check={api} />
        <Row
          title="Live connection"
          check={{
            state: status === 'open' ? 'ok' : status === 'idle' ? 'idle' : 'running',
            detail: STATUS_WORDS[status],
          }}
        />
        <Row
          title="A message travels through the server and back"
          check={trip}
          hint={
            room
              ? `Uses your conversation with ${room.member.id === user?.id ? room.specialist.name : room.member.name}.`
              : undefined
          }
        />
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void run()} loading={busy}>
          {api.state === 'idle' ? 'Run the test' : 'Run again'}
        </Button>
        <p className="text-sm text-slate-600">
          No message is sent or stored; the other person may briefly see “typing…”.
        </p>
      </div>
    </Card>
  );
}

function Row({ title, check, hint }: { title: string; check: Check; hint?: ReactNode }) {
  const icon =
    check.state === 'ok' ? (
      <CheckCircle2 className="size-5 text-emerald-600" aria-hidden="true" />
    ) : check.state === 'failed' ? (
      <CircleX className="size-5 text-red-600" aria-hidden="true" />
    ) : check.state === 'running' ? (
      <Loader2 className="size-5 animate-spin text-slate-500" aria-hidden="true" />
    ) : (
      <CircleDashed className="size-5 text-slate-400" aria-hidden="true" />
    );
  const word = { ok: 'Passed', failed: 'Failed', running: 'In progress', idle: 'Not run' }[check.state];
  return (
    <li className="flex items-start gap-3">
      {icon}
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-900">
          {title} <span className="sr-only">: {word}</span>
        </p>
        <p className={check.state === 'failed' ? 'text-sm text-red-700' : 'text-sm text-slate-600'}>
          {check.detail}
        </p>
        {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
      </div>
    </li>
  );
}
