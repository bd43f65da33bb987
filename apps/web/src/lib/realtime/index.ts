/**
 * The platform's live channel (`GET /api/realtime`, WebSocket) for any feature: subscribe to a
 * topic, get its events, refetch on resync. Topics and events are listed in the server's
 * `platform/realtime.ts` and each module's README.
 */
export {
  REALTIME_DEFAULTS,
  RealtimeClient,
  type RealtimeClientOptions,
  type RealtimeEvent,
  type RealtimeListener,
  type RealtimeStatus,
  type SocketFactory,
  type SocketLike,
} from './realtime-client';
export {
  getRealtimeClient,
  RealtimeProvider,
  useRealtimeClient,
  useRealtimeStatus,
  useRealtimeTopic,
} from './use-realtime';
