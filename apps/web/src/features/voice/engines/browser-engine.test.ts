import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VoiceStore } from '../state/voice-store';
import { FakeRecognition, FakeSynthesis, FakeUtterance } from '../testing/fakes';
import { BrowserVoiceEngine } from './browser-engine';
import type { AskCoach } from './types';

/** A coach reply the test streams chunk by chunk. */
function controllableAsk() {
  const calls: string[] = [];
  let onDelta: (c: string) => void = () => undefined;
  let finish: (reply: string | null) => void = () => undefined;
  const ask: AskCoach = (text, delta) => {
    calls.push(text);
    onDelta = delta;
    return new Promise((resolve) => {
      finish = resolve;
    });
  };
  return { ask, calls, delta: (c: string) => onDelta(c), finish: (r: string | null) => finish(r) };
}

function setup(ask: AskCoach) {
  const store = new VoiceStore();
  store.dispatch({ type: 'start' });
  const synthesis = new FakeSynthesis();
  const engine = new BrowserVoiceEngine({
    sink: store,
    ask,
    Recognition: FakeRecognition,
    synthesis,
    Utterance: FakeUtterance,
    voice: 'test-voice',
  });
  return { store, synthesis, engine };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('BrowserVoiceEngine', () => {
  beforeEach(() => {
    FakeRecognition.instances = [];
  });

  it('connects and listens', async () => {
    const { engine, store } = setup(controllableAsk().ask);
    await engine.start();
    const rec = FakeRecognition.instances[0]!;
    expect(rec.running).toBe(true);
    expect(store.getSnapshot()).toMatchObject({ connection: 'connected', voice: 'listening' });
    await engine.stop();
  });

  it('sends what it hears to the coach, thinks, then speaks the reply sentence by sentence', async () => {
    const coach = controllableAsk();
    const { engine, store, synthesis } = setup(coach.ask);
    await engine.start();
    const rec = FakeRecognition.instances[0]!;
    rec.hear('what do I do next');
    expect(coach.calls).toEqual(['what do I do next']);
    expect(rec.running).toBe(false); // the microphone closes while the coach answers
    expect(store.getSnapshot().voice).toBe('thinking');

    coach.delta('Upload your ID. Then');
    expect(synthesis.spoken).toEqual(['Upload your ID.']);
    expect(store.getSnapshot().voice).toBe('speaking');
    coach.delta(' sign the form.');
    coach.finish('Upload your ID. Then sign the form.');
    await flush();
    expect(synthesis.spoken).toEqual(['Upload your ID.', 'Then sign the form.']);
    expect(synthesis.spoken[0]).toBe('Upload your ID.');

    synthesis.finishOne();
    expect(rec.running).toBe(false); // still one sentence to go
    synthesis.finishOne();
    expect(rec.running).toBe(true);
    expect(store.getSnapshot().voice).toBe('listening');
    await engine.stop();
  });

  it('apologises aloud when the coach call fails, then listens again', async () => {
    const coach = controllableAsk();
    const { engine, synthesis } = setup(coach.ask);
    await engine.start();
    FakeRecognition.instances[0]!.hear('hello');
    coach.finish(null);
    await flush();
    expect(synthesis.spoken).toEqual(['Sorry, I could not answer that. Please try again.']);
    synthesis.finishAll();
    expect(FakeRecognition.instances[0]!.running).toBe(true);
    await engine.stop();
  });

  it('keeps listening after the browser ends recognition on silence', async () => {
    const { engine } = setup(controllableAsk().ask);
    await engine.start();
    const rec = FakeRecognition.instances[0]!;
    rec.endOnItsOwn();
    expect(rec.running).toBe(true);
    expect(rec.starts).toBe(2);
    await engine.stop();
  });

  it('a refused microphone fails with the spec message', async () => {
    const { engine, store } = setup(controllableAsk().ask);
    await engine.start();
    FakeRecognition.instances[0]!.fail('not-allowed');
    expect(store.getSnapshot()).toMatchObject({
      voice: 'error',
      connection: 'disconnected',
      error: 'Failed to enable microphone. Please grant microphone permissions.',
    });
  });

  it('fails clearly when the browser has no speech recognition', async () => {
    const store = new VoiceStore();
    store.dispatch({ type: 'start' });
    const engine = new BrowserVoiceEngine({
      sink: store,
      ask: vi.fn(),
      Recognition: null,
      synthesis: new FakeSynthesis(),
    });
    await expect(engine.start()).rejects.toThrow(/speech recognition/);
    expect(store.getSnapshot().voice).toBe('error');
  });

  it('stop cancels speech, stops the microphone and ignores a late reply', async () => {
    const coach = controllableAsk();
    const { engine, store, synthesis } = setup(coach.ask);
    await engine.start();
    const rec = FakeRecognition.instances[0]!;
    rec.hear('hi');
    await engine.stop();
    expect(synthesis.cancels).toBe(1);
    coach.delta('Late words. ');
    coach.finish('Late words.');
    await flush();
    expect(synthesis.spoken).toEqual([]);
    expect(rec.running).toBe(false);
    expect(store.getSnapshot()).toMatchObject({ voice: 'idle', connection: 'disconnected' });
  });
});
