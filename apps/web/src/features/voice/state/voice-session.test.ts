import { describe, expect, it, vi } from 'vitest';
import type { VoiceEngine, VoiceSink } from '../engines/types';
import { VoiceSession, type VoiceSessionDeps } from './voice-session';

function fakeEngine(kind: VoiceEngine['kind'], sink: VoiceSink, fail?: string): VoiceEngine {
  return {
    kind,
    start: vi.fn(async () => {
      if (fail) {
        sink.dispatch({ type: 'failed', message: fail });
        throw new Error(fail);
      }
      sink.dispatch({ type: 'connected' });
    }),
    stop: vi.fn(async () => {
      sink.dispatch({ type: 'ended' });
    }),
  };
}

function deps(over: Partial<VoiceSessionDeps> = {}): VoiceSessionDeps {
  return {
    requestMicrophone: vi.fn(async () => undefined),
    fetchToken: vi.fn(async () => ({ mode: 'livekit' as const, url: 'wss://x', token: 't' })),
    createLiveKit: vi.fn(({ sink }) => fakeEngine('livekit', sink)),
    createBrowser: vi.fn((sink) => fakeEngine('browser', sink)),
    ...over,
  };
}

describe('VoiceSession preconditions', () => {
  it('needs a user', async () => {
    const s = new VoiceSession(deps());
    expect(await s.start({ userId: null, stepNumber: 2 })).toBe(false);
    expect(s.snapshot).toMatchObject({ voice: 'error', error: 'User not authenticated' });
  });

  it('needs a step', async () => {
    const s = new VoiceSession(deps());
    await s.start({ userId: 'u1', stepNumber: null });
    expect(s.snapshot.error).toBe('No active coaching step');
  });

  it('needs the microphone, before asking for a token', async () => {
    const d = deps({ requestMicrophone: vi.fn(async () => Promise.reject(new Error('NotAllowedError'))) });
    const s = new VoiceSession(d);
    await s.start({ userId: 'u1', stepNumber: 2 });
    expect(s.snapshot.error).toBe('Failed to enable microphone. Please grant microphone permissions.');
    expect(d.fetchToken).not.toHaveBeenCalled();
  });
});

describe('VoiceSession start', () => {
  it('asks for a token with the spec body and runs LiveKit when it gets url and token', async () => {
    const d = deps();
    const s = new VoiceSession(d);
    expect(await s.start({ userId: 'u1', stepNumber: 5 })).toBe(true);
    expect(d.fetchToken).toHaveBeenCalledWith({ coaching_step: 5, user_id: 'u1', is_resume: false });
    expect(s.engineKind).toBe('livekit');
    expect(s.snapshot).toMatchObject({ connection: 'connected', voice: 'listening' });
    await s.stop();
    expect(s.snapshot).toMatchObject({ connection: 'disconnected', voice: 'idle' });
  });

  it('runs the browser engine when the server says mode browser', async () => {
    const d = deps({ fetchToken: vi.fn(async () => ({ mode: 'browser' as const })) });
    const s = new VoiceSession(d);
    await s.start({ userId: 'u1', stepNumber: 1 });
    expect(s.engineKind).toBe('browser');
    expect(d.createLiveKit).not.toHaveBeenCalled();
  });

  it('shows the token failure text', async () => {
    const s = new VoiceSession(
      deps({
        fetchToken: vi.fn(async () => Promise.reject(new Error('Failed to start voice session: Room full'))),
      }),
    );
    await s.start({ userId: 'u1', stepNumber: 1 });
    expect(s.snapshot).toMatchObject({ voice: 'error', connection: 'disconnected' });
    expect(s.snapshot.error).toBe('Failed to start voice session: Room full');
  });

  it('keeps an engine failure message and drops the engine', async () => {
    const s = new VoiceSession(
      deps({
        createLiveKit: vi.fn(({ sink }) => fakeEngine('livekit', sink, 'Failed to connect to voice session')),
      }),
    );
    await s.start({ userId: 'u1', stepNumber: 1 });
    expect(s.snapshot.error).toBe('Failed to connect to voice session');
    expect(s.engineKind).toBeNull();
  });

  it('ignores a second start while one is under way', async () => {
    const d = deps();
    const s = new VoiceSession(d);
    const first = s.start({ userId: 'u1', stepNumber: 1 });
    expect(await s.start({ userId: 'u1', stepNumber: 1 })).toBe(false);
    await first;
    expect(d.fetchToken).toHaveBeenCalledTimes(1);
  });
});
