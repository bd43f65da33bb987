import { Room, RoomEvent, type RpcInvocationData } from 'livekit-client';
import { toConnectionState, VOICE_MESSAGES, VOICE_TIMING } from '../state/voice-machine';
import { envelopeHandler, invokeRpc, RPC_ENVELOPE_METHOD, type RpcHandlers } from './rpc';
import type { VoiceEngine, VoiceSink } from './types';

interface PublicationLike {
  readonly isSubscribed: boolean;
  readonly isMuted: boolean;
}

interface ParticipantLike {
  readonly isAgent?: boolean;
  readonly attributes?: Readonly<Record<string, string>>;
  readonly audioTrackPublications: Map<string, PublicationLike>;
}

/** The parts of a LiveKit `Room` the engine uses; tests pass a fake. */
export interface RoomLike {
  readonly state: string;
  readonly remoteParticipants: Map<string, ParticipantLike>;
  readonly localParticipant: { setMicrophoneEnabled: (enabled: boolean) => Promise<unknown> };
  connect: (url: string, token: string) => Promise<void>;
  disconnect: () => Promise<void>;
  startAudio: () => Promise<void>;
  registerRpcMethod: (method: string, handler: (data: RpcInvocationData) => Promise<string>) => void;
  unregisterRpcMethod: (method: string) => void;
  // biome-ignore lint/suspicious/noExplicitAny: LiveKit's typed emitter has per-event signatures
  on: (event: any, listener: (...args: any[]) => void) => unknown;
  // biome-ignore lint/suspicious/noExplicitAny: as above
  off: (event: any, listener: (...args: any[]) => void) => unknown;
}

export interface LiveKitEngineOptions {
  url: string;
  token: string;
  sink: VoiceSink;
  rpcHandlers?: RpcHandlers;
  createRoom?: () => RoomLike;
  /** Three reconcile mismatches in a row: the session replaces this engine. */
  onRecreate?: () => void;
}

const defaultRoom = (): RoomLike => new Room({ adaptiveStream: true, dynacast: true }) as unknown as RoomLike;

/** The agent's audio: the agent participant's if one is marked, else any remote participant's. */
export function readAgentAudio(room: Pick<RoomLike, 'remoteParticipants'>) {
  const participants = [...room.remoteParticipants.values()];
  const agents = participants.filter((p) => p.isAgent);
  const pool = agents.length > 0 ? agents : participants;
  let subscribed = false;
  let muted = true;
  let agentState: string | null = null;
  for (const p of pool) {
    agentState ??= p.attributes?.['lk.agent.state'] ?? null;
    for (const pub of p.audioTrackPublications.values()) {
      if (pub.isSubscribed) {
        subscribed = true;
        if (!pub.isMuted) muted = false;
      }
    }
  }
  return { subscribed, muted, agentState };
}

/**
 * Voice over LiveKit (spec §4, §9): connect with the server's url and token, resume audio
 * (waiting at most 200 ms, autoplay rules permitting), publish the microphone, then poll the
 * agent's audio every 200 ms and reconcile the connection every 4000 ms. Three mismatches in a
 * row disconnect the room and ask the session to recreate the engine. Any failure disconnects
 * and clears the room.
 */
export class LiveKitVoiceEngine implements VoiceEngine {
  readonly kind = 'livekit' as const;
  private room: RoomLike | null = null;
  private poll: ReturnType<typeof setInterval> | null = null;
  private reconcile: ReturnType<typeof setInterval> | null = null;
  private stopping = false;
  private readonly methods: string[] = [];

  constructor(private readonly options: LiveKitEngineOptions) {}

  private readonly onReconnecting = () => this.options.sink.dispatch({ type: 'reconnecting' });
  private readonly onReconnected = () => this.options.sink.dispatch({ type: 'reconnected' });
  private readonly onDisconnected = () => {
    if (this.stopping) return;
    this.teardown();
    this.options.sink.dispatch({ type: 'ended' });
  };

  async start(): Promise<void> {
    const { url, token, sink } = this.options;
    const room = (this.options.createRoom ?? defaultRoom)();
    this.room = room;
    this.stopping = false;
    room.on(RoomEvent.Reconnecting, this.onReconnecting);
    room.on(RoomEvent.SignalReconnecting, this.onReconnecting);
    room.on(RoomEvent.Reconnected, this.onReconnected);
    room.on(RoomEvent.Disconnected, this.onDisconnected);
    this.registerRpc(room);

    try {
      await room.connect(url, token);
    } catch {
      await this.fail(VOICE_MESSAGES.connectFailed);
      throw new Error(VOICE_MESSAGES.connectFailed);
    }
    await this.resumeAudio(room);
    try {
      await room.localParticipant.setMicrophoneEnabled(true);
    } catch {
      await this.fail(VOICE_MESSAGES.microphone);
      throw new Error(VOICE_MESSAGES.microphone);
    }
    if (this.room !== room) return;
    sink.dispatch({ type: 'connected' });

    this.poll = setInterval(() => {
      sink.dispatch({ type: 'agent-audio', ...readAgentAudio(room) });
    }, VOICE_TIMING.STATE_POLL_MS);
    this.reconcile = setInterval(() => {
      const next = sink.dispatch({ type: 'reconcile', actual: toConnectionState(room.state) });
      if (next.mismatches >= VOICE_TIMING.MAX_MISMATCHES) void this.recreate();
    }, VOICE_TIMING.RECONCILE_MS);
  }

  async stop(): Promise<void> {
    this.stopping = true;
    const room = this.room;
    this.teardown();
    if (room) await room.disconnect().catch(() => undefined);
    this.options.sink.dispatch({ type: 'ended' });
  }

  /** Autoplay policies may block playback until a gesture; don't hold the call up for it. */
  private async resumeAudio(room: RoomLike) {
    await Promise.race([
      room.startAudio().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, VOICE_TIMING.AUDIO_RESUME_WAIT_MS)),
    ]);
  }

  private registerRpc(room: RoomLike) {
    const handlers = this.options.rpcHandlers ?? {};
    for (const method of Object.keys(handlers)) {
      room.registerRpcMethod(method, (data) => invokeRpc(handlers, method, data));
      this.methods.push(method);
    }
    room.registerRpcMethod(RPC_ENVELOPE_METHOD, envelopeHandler(handlers));
    this.methods.push(RPC_ENVELOPE_METHOD);
  }

  private async recreate() {
    this.stopping = true;
    const room = this.room;
    this.teardown();
    if (room) await room.disconnect().catch(() => undefined);
    this.options.sink.dispatch({ type: 'failed', message: VOICE_MESSAGES.connectionLost });
    this.options.onRecreate?.();
  }

  /** Spec §4: a voice failure disconnects and clears the room. */
  private async fail(message: string) {
    this.stopping = true;
    const room = this.room;
    this.teardown();
    if (room) await room.disconnect().catch(() => undefined);
    this.options.sink.dispatch({ type: 'failed', message });
  }

  private teardown() {
    if (this.poll) clearInterval(this.poll);
    if (this.reconcile) clearInterval(this.reconcile);
    this.poll = null;
    this.reconcile = null;
    const room = this.room;
    this.room = null;
    if (!room) return;
    room.off(RoomEvent.Reconnecting, this.onReconnecting);
    room.off(RoomEvent.SignalReconnecting, this.onReconnecting);
    room.off(RoomEvent.Reconnected, this.onReconnected);
    room.off(RoomEvent.Disconnected, this.onDisconnected);
    for (const method of this.methods.splice(0)) room.unregisterRpcMethod(method);
  }

  /** For tests and diagnostics: whether a room is held. */
  get hasRoom(): boolean {
    return this.room !== null;
  }
}
