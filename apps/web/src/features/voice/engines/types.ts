import type { VoiceEvent, VoiceSnapshot } from '../state/voice-machine';

/** What an engine reports into: the call's state machine. */
export interface VoiceSink {
  dispatch: (event: VoiceEvent) => VoiceSnapshot;
  getSnapshot: () => VoiceSnapshot;
}

/**
 * One voice call. `start` resolves once the call is live (connected and listening) and rejects
 * with a person-readable message; `stop` ends it and releases the microphone. Both engines
 * (LiveKit, browser speech) implement this, so the session doesn't care which one runs.
 */
export interface VoiceEngine {
  readonly kind: 'livekit' | 'browser';
  start: () => Promise<void>;
  stop: () => Promise<void>;
}

/** Asks the coach through the chat endpoint; `onDelta` gets each streamed chunk. Resolves with the full reply. */
export type AskCoach = (text: string, onDelta: (chunk: string) => void) => Promise<string | null>;
