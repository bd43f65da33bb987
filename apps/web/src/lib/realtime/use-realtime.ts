import {
  createContext,
  createElement,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useSyncExternalStore,
} from 'react';
import { RealtimeClient, type RealtimeEvent, type RealtimeStatus } from './realtime-client';

let sharedClient: RealtimeClient | undefined;

/** The app's one realtime connection, created on first use. */
export function getRealtimeClient(): RealtimeClient {
  sharedClient ??= new RealtimeClient();
  return sharedClient;
}

const RealtimeContext = createContext<RealtimeClient | null>(null);

/** Optional: hands a specific client to the hooks below (tests, storybooks); else the shared one. */
export function RealtimeProvider({ client, children }: { client: RealtimeClient; children: ReactNode }) {
  return createElement(RealtimeContext.Provider, { value: client }, children);
}

export function useRealtimeClient(): RealtimeClient {
  return useContext(RealtimeContext) ?? getRealtimeClient();
}

/**
 * Calls `onEvent` for every event on `topic` while the component is mounted (no topic: nothing).
 * The latest callbacks are used without resubscribing. `onResync` runs after a reconnect or a
 * server `resync`, when events may have been missed: refetch what is on screen.
 *
 * @example
 * useRealtimeTopic(`ticket:${id}`, () => queryClient.invalidateQueries({ queryKey: ticketKey(id) }));
 */
export function useRealtimeTopic(
  topic: string | null | undefined,
  onEvent: (event: RealtimeEvent) => void,
  options: { onResync?: () => void } = {},
): void {
  const client = useRealtimeClient();
  const onEventRef = useRef(onEvent);
  const onResyncRef = useRef(options.onResync);
  onEventRef.current = onEvent;
  onResyncRef.current = options.onResync;

  useEffect(() => {
    if (!topic) return;
    const stopEvents = client.subscribe(topic, (event) => onEventRef.current(event));
    const stopResync = client.onResync(() => onResyncRef.current?.());
    return () => {
      stopEvents();
      stopResync();
    };
  }, [client, topic]);
}

/** The connection's state, e.g. for a "Live" indicator. */
export function useRealtimeStatus(): RealtimeStatus {
  const client = useRealtimeClient();
  return useSyncExternalStore(client.onStatusChange, client.getStatus, client.getStatus);
}
