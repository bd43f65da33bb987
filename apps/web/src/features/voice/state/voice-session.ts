import type { VoiceTicket, VoiceTokenRequest } from '../api/voice-token';
import type { VoiceEngine, VoiceSink } from '../engines/types';
import { VOICE_MESSAGES, type VoiceSnapshot } from './voice-machine';
import { VoiceStore } from './voice-store';

export interface VoiceSessionDeps {
  /** Resolves once the microphone may be used (and releases the test stream); rejects when refused. */
  requestMicrophone: () => Promise<void>;
  fetchToken: (body: VoiceTokenRequest) => Promise<VoiceTicket>;
  createLiveKit: (options: {
    url: string;
    token: string;
    sink: VoiceSink;
    onRecreate: () => void;
  }) => VoiceEngine;
  createBrowser: (sink: VoiceSink) => VoiceEngine;
}

export interface StartOptions {
  userId: string | null | undefined;
  stepNumber: number | null | undefined;
  isResume?: boolean;
  isReset?: boolean;
}

/**
 * One person's voice coaching: checks the spec §5 preconditions in order (user, step,
 * microphone), asks the server for a voice ticket, and runs the engine it names. Every failure
 * lands in the store as `error` with the message the red box shows.
 */
export class VoiceSession {
  readonly store = new VoiceStore();
  private engine: VoiceEngine | null = null;
  private attempt = 0;

  constructor(private readonly deps: VoiceSessionDeps) {}

  get snapshot(): VoiceSnapshot {
    return this.store.getSnapshot();
  }

  get engineKind(): VoiceEngine['kind'] | null {
    return this.engine?.kind ?? null;
  }

  async start({ userId, stepNumber, isResume = false, isReset }: StartOptions): Promise<boolean> {
    if (this.snapshot.connection !== 'disconnected') return false;
    const attempt = ++this.attempt;
    this.store.dispatch({ type: 'start' });
    const fail = (message: string) => {
      if (attempt === this.attempt) this.store.dispatch({ type: 'failed', message });
      return false;
    };
    if (!userId) return fail(VOICE_MESSAGES.notAuthenticated);
    if (!stepNumber) return fail(VOICE_MESSAGES.noStep);
    try {
      await this.deps.requestMicrophone();
    } catch {
      return fail(VOICE_MESSAGES.microphone);
    }
    if (attempt !== this.attempt) return false;

    let ticket: VoiceTicket;
    try {
      ticket = await this.deps.fetchToken({
        coaching_step: stepNumber,
        user_id: userId,
        is_resume: isResume,
        ...(isReset === undefined ? {} : { is_reset: isReset }),
      });
    } catch (error) {
      return fail(error instanceof Error && error.message ? error.message : VOICE_MESSAGES.connectFailed);
    }
    if (attempt !== this.attempt) return false;

    const engine =
      ticket.mode === 'livekit'
        ? this.deps.createLiveKit({
            url: ticket.url,
            token: ticket.token,
            sink: this.store,
            onRecreate: () => {
              // Spec §9: the engine is replaced; the next start builds a fresh one and a fresh room.
              if (this.engine === engine) this.engine = null;
            },
          })
        : this.deps.createBrowser(this.store);
    this.engine = engine;
    try {
      await engine.start();
    } catch (error) {
      if (this.engine === engine) this.engine = null;
      // Engines report their own failure; make sure the box shows something either way.
      if (this.snapshot.voice !== 'error')
        return fail(error instanceof Error && error.message ? error.message : VOICE_MESSAGES.connectFailed);
      return false;
    }
    return attempt === this.attempt;
  }

  async stop(): Promise<void> {
    this.attempt += 1;
    const engine = this.engine;
    this.engine = null;
    if (engine) await engine.stop();
    else this.store.dispatch({ type: 'ended' });
  }
}

/** Asks for the microphone once, then lets go of it (the engine opens its own stream). */
export async function requestMicrophone(): Promise<void> {
  if (!navigator.mediaDevices?.getUserMedia) throw new Error('No microphone API');
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  for (const track of stream.getTracks()) track.stop();
}
