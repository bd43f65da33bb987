import { RoomEvent } from 'livekit-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VoiceStore } from '../state/voice-store';
import { FakeRoom } from '../testing/fakes';
import { LiveKitVoiceEngine } from './livekit-engine';
import { RPC_ENVELOPE_METHOD } from './rpc';

function setup(room = new FakeRoom()) {
  const store = new VoiceStore();
  store.dispatch({ type: 'start' });
  const onRecreate = vi.fn();
  const engine = new LiveKitVoiceEngine({
    url: 'wss://lk.test',
    token: 't0k',
    sink: store,
    createRoom: () => room,
    onRecreate,
    rpcHandlers: { get_coaching_context: () => ({ step_number: 4 }) },
  });
  return { store, room, engine, onRecreate };
}

/** Starts the engine, letting the 200 ms audio-resume wait elapse on fake time. */
async function start(engine: LiveKitVoiceEngine) {
  const started = engine.start();
  await vi.advanceTimersByTimeAsync(200);
  await started;
}

describe('LiveKitVoiceEngine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('connects with the url and token, waits at most 200 ms for audio, and listens', async () => {
    const { engine, room, store } = setup();
    const started = engine.start();
    await vi.advanceTimersByTimeAsync(199);
    expect(store.getSnapshot().connection).toBe('connecting');
    await vi.advanceTimersByTimeAsync(1);
    await started;
    expect(room.connectCalls).toEqual([['wss://lk.test', 't0k']]);
    expect(room.audioStarted).toBe(true);
    expect(store.getSnapshot()).toMatchObject({ connection: 'connected', voice: 'listening' });
    await engine.stop();
  });

  it('polls agent audio every 200 ms: subscribed and unmuted speaks, else listens', async () => {
    const { engine, room, store } = setup();
    await start(engine);
    room.setAgentAudio(true, false);
    await vi.advanceTimersByTimeAsync(199);
    expect(store.getSnapshot().voice).toBe('listening');
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getSnapshot().voice).toBe('speaking');
    room.setAgentAudio(true, true);
    await vi.advanceTimersByTimeAsync(200);
    expect(store.getSnapshot().voice).toBe('listening');
    await engine.stop();
  });

  it('reconciles every 4000 ms; three mismatches in a row disconnect and recreate', async () => {
    const { engine, room, store, onRecreate } = setup();
    await start(engine);
    room.state = 'disconnected'; // the room dropped without telling us
    await vi.advanceTimersByTimeAsync(4000);
    expect(store.getSnapshot().mismatches).toBe(1);
    await vi.advanceTimersByTimeAsync(4000);
    expect(store.getSnapshot().mismatches).toBe(2);
    expect(onRecreate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(4000);
    expect(onRecreate).toHaveBeenCalledTimes(1);
    expect(room.disconnects).toBe(1);
    expect(engine.hasRoom).toBe(false);
    expect(store.getSnapshot()).toMatchObject({ connection: 'disconnected', voice: 'error' });
  });

  it('a matching reconcile resets the mismatch count', async () => {
    const { engine, room, store } = setup();
    await start(engine);
    room.state = 'reconnecting';
    await vi.advanceTimersByTimeAsync(8000);
    expect(store.getSnapshot().mismatches).toBe(2);
    room.state = 'connected';
    await vi.advanceTimersByTimeAsync(4000);
    expect(store.getSnapshot().mismatches).toBe(0);
    await engine.stop();
  });

  it('follows room reconnect events', async () => {
    const { engine, room, store } = setup();
    await start(engine);
    room.emit(RoomEvent.Reconnecting);
    expect(store.getSnapshot().connection).toBe('reconnecting');
    room.emit(RoomEvent.Reconnected);
    expect(store.getSnapshot().connection).toBe('connected');
    await engine.stop();
  });

  it('a connect failure disconnects and clears the room', async () => {
    const room = new FakeRoom();
    room.failConnect = true;
    const { engine, store } = setup(room);
    await expect(engine.start()).rejects.toThrow('Failed to connect to voice session');
    expect(room.disconnects).toBe(1);
    expect(engine.hasRoom).toBe(false);
    expect(store.getSnapshot()).toMatchObject({
      voice: 'error',
      error: 'Failed to connect to voice session',
    });
  });

  it('a refused microphone fails with the spec message', async () => {
    const room = new FakeRoom();
    room.failMic = true;
    const { engine, store } = setup(room);
    const started = engine.start().catch((e: Error) => e.message);
    await vi.advanceTimersByTimeAsync(200);
    expect(await started).toBe('Failed to enable microphone. Please grant microphone permissions.');
    expect(store.getSnapshot().error).toBe(
      'Failed to enable microphone. Please grant microphone permissions.',
    );
    expect(room.disconnects).toBe(1);
  });

  it('registers RPC handlers and removes them on stop', async () => {
    const { engine, room } = setup();
    await start(engine);
    expect([...room.rpc.keys()].sort()).toEqual([RPC_ENVELOPE_METHOD, 'get_coaching_context'].sort());
    const reply = await room.rpc.get('get_coaching_context')?.({
      requestId: '1',
      callerIdentity: 'agent',
      payload: '{"version":1}',
      responseTimeout: 8000,
    });
    expect(JSON.parse(reply ?? '{}')).toEqual({ version: 1, result: { step_number: 4 } });
    await engine.stop();
    expect(room.rpc.size).toBe(0);
  });

  it('stop disconnects, stops polling and ends idle', async () => {
    const { engine, room, store } = setup();
    await start(engine);
    await engine.stop();
    expect(room.disconnects).toBe(1);
    expect(store.getSnapshot()).toMatchObject({ voice: 'idle', connection: 'disconnected' });
    room.setAgentAudio(true, false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.getSnapshot().voice).toBe('idle');
  });
});
