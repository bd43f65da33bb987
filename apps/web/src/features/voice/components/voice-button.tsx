import { Mic, PhoneOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { VoiceController } from '../hooks/use-voice-session';
import {
  isCallActive,
  isConnecting,
  VOICE_LABELS,
  VOICE_STATE_TEXT,
  type VoiceState,
  voiceButtonLabel,
} from '../state/voice-machine';

/** Five bars that move with the voice state: still when listening, lively when the coach speaks. */
function VoiceBars({ state }: { state: VoiceState }) {
  const speaking = state === 'speaking';
  const thinking = state === 'thinking';
  return (
    <span className="flex h-4 items-center gap-0.5" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((i) => (
        <span
          key={i}
          className={cn(
            'w-0.5 rounded-full transition-all',
            speaking
              ? 'bg-brand motion-safe:animate-pulse'
              : thinking
                ? 'bg-amber-400 motion-safe:animate-pulse'
                : 'bg-slate-400',
          )}
          style={{
            height: speaking ? `${[8, 14, 16, 12, 7][i]}px` : thinking ? '6px' : `${[4, 6, 8, 6, 4][i]}px`,
            animationDelay: `${i * 120}ms`,
          }}
        />
      ))}
    </span>
  );
}

/**
 * Spec §2/§4 voice button: START VOICE COACHING → CONNECTING... → CALL ACTIVE with
 * END COACHING CALL; failures in a red box as `Error: {message}`.
 */
export function VoiceButton({ voice, className }: { voice: VoiceController; className?: string }) {
  const { snapshot } = voice;
  const active = isCallActive(snapshot);
  const connecting = isConnecting(snapshot);
  const label = voiceButtonLabel(snapshot);

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Button
          variant={active ? 'danger' : 'dark'}
          size="sm"
          className="h-9 tracking-wide"
          loading={connecting}
          onClick={() => void (active ? voice.stop() : voice.start())}
          leftIcon={
            active ? (
              <PhoneOff className="size-4" aria-hidden="true" />
            ) : (
              <Mic className="size-4" aria-hidden="true" />
            )
          }
        >
          {label}
        </Button>
        {active ? (
          <span className="inline-flex items-center gap-2 text-xs font-semibold tracking-wide text-emerald-700">
            <span className="relative flex size-2">
              <span className="absolute inline-flex size-full rounded-full bg-emerald-400 opacity-75 motion-safe:animate-ping" />
              <span className="relative inline-flex size-2 rounded-full bg-emerald-500" />
            </span>
            {VOICE_LABELS.active}
          </span>
        ) : null}
        {active ? (
          <span className="inline-flex items-center gap-2 text-xs text-slate-600">
            <VoiceBars state={snapshot.voice} />
            <span>{VOICE_STATE_TEXT[snapshot.voice]}</span>
            {voice.engine === 'browser' ? <span className="text-slate-500">· browser voice</span> : null}
          </span>
        ) : null}
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {active
          ? `${VOICE_LABELS.active}. ${VOICE_STATE_TEXT[snapshot.voice]}`
          : connecting
            ? 'Connecting'
            : ''}
      </p>
      {snapshot.error ? (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
        >
          Error: {snapshot.error}
        </div>
      ) : null}
    </div>
  );
}
