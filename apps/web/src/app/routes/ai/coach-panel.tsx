import { RPC_METHODS } from '@fundpath/contracts/ai';
import type { CoachingScript, StepProgress } from '@fundpath/contracts/coaching';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { paths } from '@/config/paths';
import { aiKeys, ChatPanel, useAiPreferencesOrDefault, useCoachChat } from '@/features/ai';
import type { RpcHandlers } from '@/features/voice';
import { useVoiceSession, VoiceButton } from '@/features/voice';
import { useAuth } from '@/lib/auth';
import { useBrand } from '@/lib/brand';

const LANGUAGE_TAGS: Record<string, string> = { en: 'en-US', es: 'es-US' };

/**
 * The coaching dashboard's coach area: the step's chat and the voice button. Voice turns go
 * through the same chat (browser engine) or the LiveKit agent, and the conversation reloads when
 * a call ends so spoken turns show up as text too.
 */
export function CoachPanel({ step, script }: { step: StepProgress; script?: CoachingScript }) {
  const { user } = useAuth();
  const { productSlug } = useBrand();
  const qc = useQueryClient();
  const userId = user?.id ?? null;
  const stepNumber = step.step_number;
  const chat = useCoachChat({ userId, stepNumber });
  const prefs = useAiPreferencesOrDefault(Boolean(userId));

  // Completing or resetting the step resets the conversation on the server: reload it.
  const status = useRef(step.status);
  useEffect(() => {
    if (status.current !== step.status && userId)
      void qc.invalidateQueries({ queryKey: aiKeys.history(userId, stepNumber) });
    status.current = step.status;
  }, [qc, step.status, stepNumber, userId]);

  const rpcHandlers = useMemo<RpcHandlers>(
    () => ({
      [RPC_METHODS.showCreditReport]: () => {
        if (userId) void qc.invalidateQueries({ queryKey: aiKeys.history(userId, stepNumber) });
        return { shown: true };
      },
      [RPC_METHODS.replyMeta]: () => ({ received: true }),
    }),
    [qc, stepNumber, userId],
  );

  const voice = useVoiceSession({
    userId,
    stepNumber,
    ask: async (text, onDelta) => (await chat.send(text, { onDelta, source: 'voice' }))?.content ?? null,
    lang: LANGUAGE_TAGS[prefs.language] ?? 'en-US',
    voice: prefs.voice === 'default' ? null : prefs.voice,
    rpcHandlers,
    onCallEnded: chat.reloadHistory,
  });

  return (
    <ChatPanel
      bare
      chat={chat}
      greeting={script?.greeting_message || null}
      fullReportHref={paths.fundingReport(productSlug)}
      banner={
        <div className="border-b border-slate-100 bg-slate-50/60 px-4 py-2.5">
          <VoiceButton voice={voice} />
        </div>
      }
    />
  );
}
