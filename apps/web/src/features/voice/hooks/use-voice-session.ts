import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { fetchVoiceToken } from '../api/voice-token';
import { BrowserVoiceEngine } from '../engines/browser-engine';
import type { LiveKitEngineOptions } from '../engines/livekit-engine';
import type { RpcHandlers } from '../engines/rpc';
import type { AskCoach, VoiceEngine } from '../engines/types';
import type { VoiceSnapshot } from '../state/voice-machine';
import { requestMicrophone, VoiceSession, type VoiceSessionDeps } from '../state/voice-session';

/**
 * The LiveKit engine behind a dynamic import: livekit-client (~120 KB gzip) loads when a voice call
 * starts, not with the page that shows the voice button.
 */
export function lazyLiveKitEngine(options: LiveKitEngineOptions): VoiceEngine {
  let engine: VoiceEngine | null = null;
  let stopped = false;
  return {
    kind: 'livekit',
    async start() {
      const { LiveKitVoiceEngine } = await import('../engines/livekit-engine');
      if (stopped) return;
      engine = new LiveKitVoiceEngine(options);
      await engine.start();
    },
    async stop() {
      stopped = true;
      await engine?.stop();
    },
  };
}

export interface UseVoiceSessionOptions {
  userId: string | null;
  stepNumber: number | null;
  /** Sends the person's words through the chat (browser engine). */
  ask: AskCoach;
  /** Browser engine speech settings (from the AI preferences). */
  lang?: string;
  voice?: string | null;
  /** Methods the LiveKit voice agent may call on this page. */
  rpcHandlers?: RpcHandlers;
  /** A call ended (the conversation may have new turns to load). */
  onCallEnded?: () => void;
  /** Tests replace the engines and browser calls. */
  deps?: Partial<VoiceSessionDeps>;
}

export interface VoiceController {
  snapshot: VoiceSnapshot;
  engine: 'livekit' | 'browser' | null;
  start: (options?: { isResume?: boolean; isReset?: boolean }) => Promise<void>;
  stop: () => Promise<void>;
}

/** Voice coaching for the current step; the call ends when the step or user changes, or on unmount. */
export function useVoiceSession(options: UseVoiceSessionOptions): VoiceController {
  const latest = useRef(options);
  latest.current = options;

  const [session] = useState(
    () =>
      new VoiceSession({
        requestMicrophone,
        fetchToken: fetchVoiceToken,
        createLiveKit: ({ url, token, sink, onRecreate }) =>
          lazyLiveKitEngine({ url, token, sink, onRecreate, rpcHandlers: latest.current.rpcHandlers }),
        createBrowser: (sink) =>
          new BrowserVoiceEngine({
            sink,
            ask: (text, onDelta) => latest.current.ask(text, onDelta),
            lang: latest.current.lang,
            voice: latest.current.voice,
          }),
        ...options.deps,
      }),
  );
  const snapshot = useSyncExternalStore(session.store.subscribe, session.store.getSnapshot);

  const wasActive = useRef(false);
  useEffect(() => {
    const active = snapshot.connection !== 'disconnected';
    if (wasActive.current && !active) latest.current.onCallEnded?.();
    wasActive.current = active;
  }, [snapshot.connection]);

  const { userId, stepNumber } = options;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new step or user ends the call
  useEffect(() => {
    return () => {
      if (session.snapshot.connection !== 'disconnected') void session.stop();
    };
  }, [session, userId, stepNumber]);

  const start = useCallback(
    async (opts: { isResume?: boolean; isReset?: boolean } = {}) => {
      await session.start({ userId: latest.current.userId, stepNumber: latest.current.stepNumber, ...opts });
    },
    [session],
  );
  const stop = useCallback(() => session.stop(), [session]);

  return { snapshot, engine: session.engineKind, start, stop };
}
