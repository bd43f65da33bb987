import { initialVoiceSnapshot, type VoiceEvent, type VoiceSnapshot, voiceReducer } from './voice-machine';

/** Holds one call's machine state; engines dispatch into it and React subscribes to it. */
export class VoiceStore {
  private snapshot: VoiceSnapshot = initialVoiceSnapshot;
  private readonly listeners = new Set<() => void>();

  getSnapshot = (): VoiceSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  dispatch = (event: VoiceEvent): VoiceSnapshot => {
    const next = voiceReducer(this.snapshot, event);
    if (next !== this.snapshot) {
      this.snapshot = next;
      for (const listener of this.listeners) listener();
    }
    return next;
  };
}
