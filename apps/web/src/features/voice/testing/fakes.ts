import type { RpcInvocationData } from 'livekit-client';
import type { RoomLike } from '../engines/livekit-engine';

/** A LiveKit room stand-in: the test sets its state and the agent's audio publication. */
export class FakeRoom implements RoomLike {
  state = 'disconnected';
  remoteParticipants = new Map<
    string,
    {
      isAgent?: boolean;
      attributes?: Record<string, string>;
      audioTrackPublications: Map<string, { isSubscribed: boolean; isMuted: boolean }>;
    }
  >();
  rpc = new Map<string, (data: RpcInvocationData) => Promise<string>>();
  listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  connectCalls: Array<[string, string]> = [];
  disconnects = 0;
  failConnect = false;
  failMic = false;
  audioStarted = false;
  /** startAudio never settles unless set: the engine must not wait for it. */
  startAudioHangs = true;
  localParticipant = {
    setMicrophoneEnabled: async (enabled: boolean) => {
      if (this.failMic) throw new Error('NotAllowedError');
      return enabled;
    },
  };

  async connect(url: string, token: string) {
    this.connectCalls.push([url, token]);
    if (this.failConnect) throw new Error('could not establish signal connection');
    this.state = 'connected';
  }
  async disconnect() {
    this.disconnects += 1;
    this.state = 'disconnected';
  }
  startAudio() {
    this.audioStarted = true;
    return this.startAudioHangs ? new Promise<void>(() => undefined) : Promise.resolve();
  }
  registerRpcMethod(method: string, handler: (data: RpcInvocationData) => Promise<string>) {
    this.rpc.set(method, handler);
  }
  unregisterRpcMethod(method: string) {
    this.rpc.delete(method);
  }
  on(event: string, listener: (...args: unknown[]) => void) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)?.add(listener);
    return this;
  }
  off(event: string, listener: (...args: unknown[]) => void) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    for (const l of this.listeners.get(event) ?? []) l(...args);
  }
  /** Puts an agent with one audio publication in the room. */
  setAgentAudio(subscribed: boolean, muted: boolean) {
    this.remoteParticipants.set('agent', {
      isAgent: true,
      audioTrackPublications: new Map([['a', { isSubscribed: subscribed, isMuted: muted }]]),
    });
  }
}

type Handler = ((ev: never) => void) | null;

/** A `SpeechRecognition` stand-in: the test says what was heard. */
export class FakeRecognition {
  static instances: FakeRecognition[] = [];
  lang = '';
  continuous = false;
  interimResults = false;
  maxAlternatives = 1;
  running = false;
  starts = 0;
  onresult: Handler = null;
  onerror: Handler = null;
  onend: Handler = null;
  onstart: Handler = null;
  constructor() {
    FakeRecognition.instances.push(this);
  }
  start() {
    if (this.running) throw new Error('InvalidStateError: already started');
    this.running = true;
    this.starts += 1;
  }
  stop() {
    if (!this.running) return;
    this.running = false;
    (this.onend as ((e: unknown) => void) | null)?.({});
  }
  abort() {
    this.stop();
  }
  /** The person said `text` (a final result). */
  hear(text: string) {
    const result = Object.assign([{ transcript: text, confidence: 0.9 }], { isFinal: true });
    (this.onresult as ((e: unknown) => void) | null)?.({ resultIndex: 0, results: [result] });
  }
  fail(error: string) {
    (this.onerror as ((e: unknown) => void) | null)?.({ error });
    this.running = false;
    (this.onend as ((e: unknown) => void) | null)?.({});
  }
  /** The browser ended recognition on its own (silence). */
  endOnItsOwn() {
    this.running = false;
    (this.onend as ((e: unknown) => void) | null)?.({});
  }
}

export class FakeUtterance {
  voice: unknown = null;
  lang = '';
  rate = 1;
  onstart: (() => void) | null = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly text: string) {}
}

/** `speechSynthesis` stand-in: utterances queue until the test finishes them. */
export class FakeSynthesis {
  queue: FakeUtterance[] = [];
  spoken: string[] = [];
  cancels = 0;
  speak(u: FakeUtterance) {
    this.queue.push(u);
    this.spoken.push(u.text);
    if (this.queue.length === 1) u.onstart?.();
  }
  cancel() {
    this.cancels += 1;
    this.queue = [];
  }
  getVoices() {
    return [{ name: 'Test Voice', lang: 'en-US', voiceURI: 'test-voice', default: true }];
  }
  /** The current utterance finished playing. */
  finishOne() {
    const u = this.queue.shift();
    u?.onend?.();
    this.queue[0]?.onstart?.();
  }
  finishAll() {
    while (this.queue.length) this.finishOne();
  }
}
