import { describe, expect, it } from 'vitest';
import {
  agentVoiceState,
  initialVoiceSnapshot,
  needsRecreate,
  toConnectionState,
  type VoiceEvent,
  type VoiceSnapshot,
  voiceButtonLabel,
  voiceReducer,
} from './voice-machine';

const run = (...events: VoiceEvent[]): VoiceSnapshot => events.reduce(voiceReducer, initialVoiceSnapshot);

describe('voiceReducer', () => {
  it('starts idle and disconnected with the start label', () => {
    expect(initialVoiceSnapshot).toMatchObject({ voice: 'idle', connection: 'disconnected' });
    expect(voiceButtonLabel(initialVoiceSnapshot)).toBe('START VOICE COACHING');
  });

  it('goes connecting, then listening once connected', () => {
    const connecting = run({ type: 'start' });
    expect(connecting).toMatchObject({ voice: 'connecting', connection: 'connecting' });
    expect(voiceButtonLabel(connecting)).toBe('CONNECTING...');
    const connected = voiceReducer(connecting, { type: 'connected' });
    expect(connected).toMatchObject({ voice: 'listening', connection: 'connected' });
    expect(voiceButtonLabel(connected)).toBe('END COACHING CALL');
  });

  it('speaks when the agent audio is subscribed and unmuted, else listens', () => {
    const live = run({ type: 'start' }, { type: 'connected' });
    expect(voiceReducer(live, { type: 'agent-audio', subscribed: true, muted: false }).voice).toBe(
      'speaking',
    );
    expect(voiceReducer(live, { type: 'agent-audio', subscribed: true, muted: true }).voice).toBe(
      'listening',
    );
    expect(voiceReducer(live, { type: 'agent-audio', subscribed: false, muted: false }).voice).toBe(
      'listening',
    );
  });

  it('ignores the audio poll unless connected', () => {
    const connecting = run({ type: 'start' });
    expect(voiceReducer(connecting, { type: 'agent-audio', subscribed: true, muted: false })).toBe(
      connecting,
    );
  });

  it('moves through thinking and speaking turns (browser engine)', () => {
    const s = run({ type: 'start' }, { type: 'connected' }, { type: 'thinking' });
    expect(s.voice).toBe('thinking');
    expect(voiceReducer(s, { type: 'speaking' }).voice).toBe('speaking');
  });

  it('tracks reconnecting and back', () => {
    const s = run({ type: 'start' }, { type: 'connected' }, { type: 'reconnecting' });
    expect(s).toMatchObject({ connection: 'reconnecting', voice: 'connecting' });
    expect(voiceButtonLabel(s)).toBe('END COACHING CALL');
    expect(voiceReducer(s, { type: 'reconnected' })).toMatchObject({
      connection: 'connected',
      voice: 'listening',
    });
  });

  it('counts consecutive reconcile mismatches and resets on a match', () => {
    let s = run({ type: 'start' }, { type: 'connected' });
    s = voiceReducer(s, { type: 'reconcile', actual: 'disconnected' });
    s = voiceReducer(s, { type: 'reconcile', actual: 'disconnected' });
    expect(s.mismatches).toBe(2);
    expect(needsRecreate(s)).toBe(false);
    expect(voiceReducer(s, { type: 'reconcile', actual: 'connected' }).mismatches).toBe(0);
    s = voiceReducer(s, { type: 'reconcile', actual: 'disconnected' });
    expect(needsRecreate(s)).toBe(true);
  });

  it('fails to error and disconnected, keeping the message; ending clears it', () => {
    const failed = run({ type: 'start' }, { type: 'failed', message: 'User not authenticated' });
    expect(failed).toEqual({
      voice: 'error',
      connection: 'disconnected',
      error: 'User not authenticated',
      mismatches: 0,
    });
    expect(voiceButtonLabel(failed)).toBe('START VOICE COACHING');
    expect(voiceReducer(failed, { type: 'start' })).toMatchObject({ voice: 'connecting', error: null });
    expect(voiceReducer(failed, { type: 'ended' })).toEqual(initialVoiceSnapshot);
  });

  it('does not start twice', () => {
    const connecting = run({ type: 'start' });
    expect(voiceReducer(connecting, { type: 'start' })).toBe(connecting);
  });
});

describe('helpers', () => {
  it('maps agent audio and agent state', () => {
    expect(agentVoiceState(true, false)).toBe('speaking');
    expect(agentVoiceState(false, false, 'thinking')).toBe('thinking');
    expect(agentVoiceState(true, true, 'listening')).toBe('listening');
  });

  it('maps LiveKit room states', () => {
    expect(toConnectionState('signalReconnecting')).toBe('reconnecting');
    expect(toConnectionState('connected')).toBe('connected');
    expect(toConnectionState('whatever')).toBe('disconnected');
  });
});
