import { VOICE_MESSAGES } from '../state/voice-machine';
import { createSentenceChunker } from '../utils/sentences';
import type { AskCoach, VoiceEngine, VoiceSink } from './types';

/** The slice of the Web Speech API the engine uses (Chrome ships it prefixed). */
export interface RecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  start: () => void;
  stop: () => void;
  abort: () => void;
  onresult: ((event: never) => void) | null;
  onerror: ((event: never) => void) | null;
  onend: ((event: never) => void) | null;
}
export type RecognitionConstructor = new () => RecognitionLike;

export interface UtteranceLike {
  voice: unknown;
  lang: string;
  rate: number;
  onstart: (() => void) | null;
  onend: (() => void) | null;
  onerror: (() => void) | null;
}

export interface SynthesisLike {
  speak: (utterance: never) => void;
  cancel: () => void;
  getVoices: () => Array<{ name: string; lang: string; voiceURI: string }>;
}

interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
}

export interface BrowserEngineOptions {
  sink: VoiceSink;
  ask: AskCoach;
  /** Defaults: `window.SpeechRecognition ?? window.webkitSpeechRecognition`, `window.speechSynthesis`. */
  Recognition?: RecognitionConstructor | null;
  synthesis?: SynthesisLike | null;
  Utterance?: new (text: string) => UtteranceLike;
  /** BCP 47 language, e.g. `en-US`. */
  lang?: string;
  /** A `voiceURI` or name from `speechSynthesis.getVoices()`. */
  voice?: string | null;
  rate?: number;
}

/** The browser's own speech recognition constructor, if it has one. */
export function browserRecognition(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export const hasBrowserVoice = () =>
  browserRecognition() !== null && typeof window !== 'undefined' && 'speechSynthesis' in window;

/**
 * Voice without a media server: the browser's speech recognition hears the person, the words go
 * to the same chat endpoint as typed messages (so the conversation is one), and the streamed reply
 * is spoken sentence by sentence as it arrives. The microphone is closed while the coach thinks
 * and speaks, so it never hears itself.
 */
export class BrowserVoiceEngine implements VoiceEngine {
  readonly kind = 'browser' as const;
  private recognition: RecognitionLike | null = null;
  private active = false;
  private busy = false;
  private pending = 0;
  private streamDone = true;
  private turn = 0;

  constructor(private readonly options: BrowserEngineOptions) {}

  private get synthesis(): SynthesisLike | null {
    if (this.options.synthesis !== undefined) return this.options.synthesis;
    return typeof window !== 'undefined' && 'speechSynthesis' in window
      ? (window.speechSynthesis as unknown as SynthesisLike)
      : null;
  }

  async start(): Promise<void> {
    const Recognition =
      this.options.Recognition === undefined ? browserRecognition() : this.options.Recognition;
    if (!Recognition || !this.synthesis) {
      this.options.sink.dispatch({ type: 'failed', message: VOICE_MESSAGES.unsupported });
      throw new Error(VOICE_MESSAGES.unsupported);
    }
    const recognition = new Recognition();
    recognition.lang = this.options.lang ?? 'en-US';
    recognition.continuous = false;
    recognition.interimResults = false;
    recognition.maxAlternatives = 1;
    recognition.onresult = ((event: RecognitionResultEvent) => this.heard(event)) as never;
    recognition.onerror = ((event: { error: string }) => this.recognitionError(event.error)) as never;
    recognition.onend = (() => this.recognitionEnded()) as never;
    this.recognition = recognition;
    this.active = true;
    this.options.sink.dispatch({ type: 'connected' });
    this.listen();
  }

  async stop(): Promise<void> {
    this.shutdown();
    this.options.sink.dispatch({ type: 'ended' });
  }

  private shutdown() {
    this.active = false;
    this.turn += 1;
    const recognition = this.recognition;
    this.recognition = null;
    if (recognition) {
      recognition.onend = null;
      recognition.onresult = null;
      recognition.onerror = null;
      try {
        recognition.abort();
      } catch {
        // Already stopped.
      }
    }
    this.synthesis?.cancel();
    this.pending = 0;
    this.busy = false;
  }

  private listen() {
    if (!this.active || this.busy || !this.recognition) return;
    try {
      this.recognition.start();
    } catch {
      // Already listening (start called twice): nothing to do.
    }
    this.options.sink.dispatch({ type: 'listening' });
  }

  private heard(event: RecognitionResultEvent) {
    let text = '';
    for (let i = event.resultIndex; i < event.results.length; i += 1) {
      const result = event.results[i];
      if (result?.isFinal) text += result[0]?.transcript ?? '';
    }
    text = text.trim();
    if (!text || this.busy || !this.active) return;
    void this.respond(text);
  }

  private async respond(text: string) {
    this.busy = true;
    const turn = ++this.turn;
    try {
      this.recognition?.stop();
    } catch {
      // Not running.
    }
    this.options.sink.dispatch({ type: 'thinking' });
    const chunker = createSentenceChunker();
    this.streamDone = false;
    let reply: string | null = null;
    try {
      reply = await this.options.ask(text, (chunk) => {
        if (turn !== this.turn) return;
        for (const sentence of chunker.push(chunk)) this.say(sentence, turn);
      });
    } catch {
      reply = null;
    }
    if (turn !== this.turn) return;
    for (const sentence of chunker.flush()) this.say(sentence, turn);
    if (reply === null && this.pending === 0)
      this.say('Sorry, I could not answer that. Please try again.', turn);
    this.streamDone = true;
    this.maybeListen(turn);
  }

  private say(sentence: string, turn: number) {
    const synthesis = this.synthesis;
    const Utterance =
      this.options.Utterance ??
      (globalThis as unknown as { SpeechSynthesisUtterance: new (t: string) => UtteranceLike })
        .SpeechSynthesisUtterance;
    if (!synthesis || !Utterance) return;
    const utterance = new Utterance(sentence);
    utterance.lang = this.options.lang ?? 'en-US';
    utterance.rate = this.options.rate ?? 1;
    const wanted = this.options.voice;
    if (wanted)
      utterance.voice = synthesis.getVoices().find((v) => v.voiceURI === wanted || v.name === wanted) ?? null;
    const finished = () => {
      this.pending = Math.max(0, this.pending - 1);
      this.maybeListen(turn);
    };
    utterance.onstart = () => {
      if (turn === this.turn) this.options.sink.dispatch({ type: 'speaking' });
    };
    utterance.onend = finished;
    utterance.onerror = finished;
    this.pending += 1;
    synthesis.speak(utterance as never);
  }

  /** The reply has been fully streamed and spoken: open the microphone again. */
  private maybeListen(turn: number) {
    if (turn !== this.turn || !this.streamDone || this.pending > 0) return;
    this.busy = false;
    this.listen();
  }

  private recognitionError(error: string) {
    if (error === 'no-speech' || error === 'aborted') return; // onend restarts listening
    if (error === 'not-allowed' || error === 'service-not-allowed' || error === 'audio-capture') {
      this.shutdown();
      this.options.sink.dispatch({ type: 'failed', message: VOICE_MESSAGES.microphone });
      return;
    }
    this.shutdown();
    this.options.sink.dispatch({ type: 'failed', message: `Speech recognition failed (${error})` });
  }

  /** Browsers end recognition after a silence; keep listening while the call is on. */
  private recognitionEnded() {
    if (this.active && !this.busy) this.listen();
  }
}
