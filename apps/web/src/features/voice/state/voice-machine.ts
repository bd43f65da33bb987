/**
 * The voice coaching state machine (spec §4 Voice coaching, §9 Voice). Pure: events in, state out.
 * Both engines (LiveKit and the browser's speech APIs) drive the same machine, so the button and
 * the status read one shape whichever engine runs the call.
 */

export type VoiceState = 'idle' | 'listening' | 'thinking' | 'speaking' | 'connecting' | 'error';
export type ConnectionState = 'disconnected' | 'connecting' | 'connected' | 'reconnecting';

/** Spec §9 Voice. */
export const VOICE_TIMING = {
  /** Agent audio is checked this often to tell speaking from listening. */
  STATE_POLL_MS: 200,
  /** The connection state is compared with the room's this often. */
  RECONCILE_MS: 4000,
  /** This many mismatches in a row recreate the engine and disconnect the room. */
  MAX_MISMATCHES: 3,
  /** Resuming audio playback (autoplay policy) is awaited at most this long. */
  AUDIO_RESUME_WAIT_MS: 200,
} as const;

/** Spec §5 and §8: the start preconditions and failures, word for word. */
export const VOICE_MESSAGES = {
  notAuthenticated: 'User not authenticated',
  noStep: 'No active coaching step',
  microphone: 'Failed to enable microphone. Please grant microphone permissions.',
  tokenFailed: (serverText: string) => `Failed to start voice session: ${serverText}`,
  connectFailed: 'Failed to connect to voice session',
  connectionLost: 'Voice connection was lost. Please start the call again.',
  unsupported: 'Voice coaching needs a browser with speech recognition, such as Chrome or Edge.',
} as const;

/** Spec §4 button labels. */
export const VOICE_LABELS = {
  start: 'START VOICE COACHING',
  connecting: 'CONNECTING...',
  active: 'CALL ACTIVE',
  end: 'END COACHING CALL',
} as const;

export interface VoiceSnapshot {
  voice: VoiceState;
  connection: ConnectionState;
  /** Shown as `Error: {message}` in the red box. */
  error: string | null;
  /** Consecutive reconcile checks that found the room in another state. */
  mismatches: number;
}

export type VoiceEvent =
  | { type: 'start' }
  | { type: 'connected' }
  | { type: 'reconnecting' }
  | { type: 'reconnected' }
  /** The 200 ms poll: is the agent's audio track subscribed and unmuted? */
  | { type: 'agent-audio'; subscribed: boolean; muted: boolean; agentState?: string | null }
  /** The person finished a sentence; the coach is working on a reply. */
  | { type: 'thinking' }
  | { type: 'speaking' }
  | { type: 'listening' }
  /** The 4000 ms check of what the room says its connection is. */
  | { type: 'reconcile'; actual: ConnectionState }
  | { type: 'failed'; message: string }
  | { type: 'ended' };

export const initialVoiceSnapshot: VoiceSnapshot = {
  voice: 'idle',
  connection: 'disconnected',
  error: null,
  mismatches: 0,
};

/** Spec §4: every 200 ms, agent audio subscribed and unmuted means speaking, otherwise listening. */
export function agentVoiceState(subscribed: boolean, muted: boolean, agentState?: string | null): VoiceState {
  if (subscribed && !muted) return 'speaking';
  // LiveKit agents publish `lk.agent.state`; while it says thinking, show that rather than listening.
  if (agentState === 'thinking') return 'thinking';
  return 'listening';
}

const isLive = (s: VoiceSnapshot) => s.connection === 'connected' || s.connection === 'reconnecting';

export function voiceReducer(state: VoiceSnapshot, event: VoiceEvent): VoiceSnapshot {
  switch (event.type) {
    case 'start':
      if (state.connection !== 'disconnected') return state;
      return { voice: 'connecting', connection: 'connecting', error: null, mismatches: 0 };
    case 'connected':
      if (state.connection === 'disconnected') return state;
      return { ...state, connection: 'connected', voice: 'listening', mismatches: 0 };
    case 'reconnecting':
      if (!isLive(state)) return state;
      return { ...state, connection: 'reconnecting', voice: 'connecting' };
    case 'reconnected':
      if (!isLive(state)) return state;
      return { ...state, connection: 'connected', voice: 'listening', mismatches: 0 };
    case 'agent-audio': {
      if (state.connection !== 'connected') return state;
      const voice = agentVoiceState(event.subscribed, event.muted, event.agentState);
      return voice === state.voice ? state : { ...state, voice };
    }
    case 'thinking':
    case 'speaking':
    case 'listening':
      if (state.connection !== 'connected' || state.voice === event.type) return state;
      return { ...state, voice: event.type };
    case 'reconcile': {
      if (state.connection === 'disconnected') return state;
      if (event.actual === state.connection)
        return state.mismatches === 0 ? state : { ...state, mismatches: 0 };
      return { ...state, mismatches: state.mismatches + 1 };
    }
    case 'failed':
      return { voice: 'error', connection: 'disconnected', error: event.message, mismatches: 0 };
    case 'ended':
      return initialVoiceSnapshot;
  }
}

/** Three reconcile mismatches in a row: the engine is out of step with its room. */
export const needsRecreate = (s: VoiceSnapshot) => s.mismatches >= VOICE_TIMING.MAX_MISMATCHES;

export const isCallActive = (s: VoiceSnapshot) =>
  s.connection === 'connected' || s.connection === 'reconnecting';
export const isConnecting = (s: VoiceSnapshot) => s.connection === 'connecting';

/** The main button's label for a state. */
export function voiceButtonLabel(s: VoiceSnapshot): string {
  if (isConnecting(s)) return VOICE_LABELS.connecting;
  if (isCallActive(s)) return VOICE_LABELS.end;
  return VOICE_LABELS.start;
}

/** What the status line says while a call runs. */
export const VOICE_STATE_TEXT: Record<VoiceState, string> = {
  idle: 'Ready',
  connecting: 'Connecting…',
  listening: 'Listening…',
  thinking: 'Thinking…',
  speaking: 'Coach is speaking',
  error: 'Voice unavailable',
};

/** LiveKit's room states (`signalReconnecting` included) mapped onto ours. */
export function toConnectionState(roomState: string): ConnectionState {
  switch (roomState) {
    case 'connected':
      return 'connected';
    case 'connecting':
      return 'connecting';
    case 'reconnecting':
    case 'signalReconnecting':
      return 'reconnecting';
    default:
      return 'disconnected';
  }
}
