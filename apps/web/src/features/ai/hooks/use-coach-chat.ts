import type { ChatMessage, ConversationHistoryResponse } from '@fundpath/contracts/ai';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { type ChatResult, streamChat } from '../api/chat';
import { useConversationHistory } from '../api/conversation-history';
import { aiKeys } from '../api/keys';
import { resetConversation } from '../api/reset-conversation';

/** What ordering and numbering need of a message: stored ones have every field, local ones only these. */
type TurnMessage = Pick<ChatMessage, 'role' | 'content'> &
  Partial<Omit<ChatMessage, 'role' | 'content' | 'session_id' | 'turn_number'>> & {
    session_id?: string | null;
    turn_number?: number | null;
  };

/**
 * A message as the panel shows it: a stored `ChatMessage`, or the client's message and the reply
 * while the turn is in flight; a stable key, and the session/turn its feedback refers to.
 */
export type DisplayMessage = TurnMessage & {
  key: string;
  /** The reply is still arriving. */
  streaming?: boolean;
};

export interface SendObserver {
  /** Each streamed chunk of the reply (voice speaks these). */
  onDelta?: (text: string) => void;
  /** Where the message came from, for feedback context. */
  source?: 'text' | 'voice';
}

interface LiveTurn {
  id: number;
  text: string;
  user: DisplayMessage;
  reply: string;
  phase: 'waiting' | 'streaming' | 'failed';
  error: string | null;
}

export interface CoachChat {
  userId: string | null;
  stepNumber: number | null;
  /** Visible messages, oldest first (system messages are never shown). */
  messages: DisplayMessage[];
  sessionId: string | null;
  isLoading: boolean;
  loadError: string | null;
  reloadHistory: () => void;
  /** A turn is in flight (send stays disabled). */
  isSending: boolean;
  /** Sent, and no reply text has arrived yet: the typing indicator shows. */
  isWaiting: boolean;
  sendError: string | null;
  /** Sends a message; resolves with the stored reply, or null when blank, busy, failed or cancelled. */
  send: (text: string, observer?: SendObserver) => Promise<ChatMessage | null>;
  retry: () => void;
  /** Stops waiting for the current reply. */
  cancel: () => void;
  /** Throws `Failed to reset conversation: {status text}`. */
  reset: () => Promise<void>;
}

let localIds = 0;

const roleRank: Record<ChatMessage['role'], number> = { system: 0, user: 1, assistant: 2 };

/**
 * Conversation order: by turn, the client's message before the coach's reply. Messages stored in
 * the same millisecond can come back swapped, so when every message has a turn this re-sorts.
 */
export function inTurnOrder<M extends TurnMessage>(messages: M[]): M[] {
  if (!messages.every((m) => typeof m.turn_number === 'number')) return messages;
  return messages
    .map((m, i) => ({ m, i }))
    .sort(
      (a, b) =>
        (a.m.turn_number ?? 0) - (b.m.turn_number ?? 0) ||
        roleRank[a.m.role] - roleRank[b.m.role] ||
        a.i - b.i,
    )
    .map(({ m }) => m);
}

/** Turn numbers for feedback: the server's when present, else the count of user turns so far. */
export function withTurnNumbers(messages: TurnMessage[], sessionId: string | null): DisplayMessage[] {
  let userTurns = 0;
  return inTurnOrder(messages).map((m, i) => {
    if (m.role === 'user') userTurns += 1;
    return {
      ...m,
      key: m.id ? `m-${m.id}` : `h-${i}`,
      session_id: m.session_id ?? sessionId,
      turn_number: m.turn_number ?? (m.role === 'assistant' ? Math.max(1, userTurns) : userTurns),
    };
  });
}

/** The chat of one coaching step: history, streamed sending, retry and reset. */
export function useCoachChat({
  userId,
  stepNumber,
}: {
  userId: string | null;
  stepNumber: number | null;
}): CoachChat {
  const queryClient = useQueryClient();
  const history = useConversationHistory(userId, stepNumber);
  const [live, setLive] = useState<LiveTurn | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const busyRef = useRef(false);

  // A new step or user is a new conversation: stop whatever was streaming into the old one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on identity change only
  useEffect(() => {
    return () => {
      abortRef.current?.abort();
      abortRef.current = null;
      busyRef.current = false;
      setLive(null);
    };
  }, [userId, stepNumber]);

  const sessionId = history.data?.session_id ?? null;

  const runTurn = useCallback(
    async (text: string, observer: SendObserver = {}, reuse?: LiveTurn): Promise<ChatMessage | null> => {
      if (!userId || !stepNumber) return null;
      const key = aiKeys.history(userId, stepNumber);
      const id = ++localIds;
      const user: DisplayMessage = reuse?.user ?? {
        key: `local-${id}`,
        role: 'user',
        content: text,
        created_at: new Date().toISOString(),
      };
      const controller = new AbortController();
      abortRef.current = controller;
      busyRef.current = true;
      setLive({ id, text, user, reply: '', phase: 'waiting', error: null });
      let result: ChatResult;
      try {
        result = await streamChat(
          { message: text, step_number: stepNumber, user_id: userId },
          {
            signal: controller.signal,
            onDelta: (chunk) => {
              setLive((t) => (t && t.id === id ? { ...t, reply: t.reply + chunk, phase: 'streaming' } : t));
              observer.onDelta?.(chunk);
            },
          },
        );
      } catch (error) {
        if (abortRef.current === controller) {
          abortRef.current = null;
          busyRef.current = false;
        }
        if (controller.signal.aborted) {
          setLive((t) => (t && t.id === id ? null : t));
          return null;
        }
        const message = errorMessage(error, 'The coach could not answer. Please try again.');
        setLive((t) => (t && t.id === id ? { ...t, phase: 'failed', error: message } : t));
        return null;
      }
      if (abortRef.current === controller) abortRef.current = null;
      busyRef.current = false;
      // The `done` event carries both messages as stored: they join the cached history.
      queryClient.setQueryData<ConversationHistoryResponse>(key, (old) => ({
        status: 'success',
        step_number: old?.step_number ?? stepNumber,
        session_id: result.message.session_id,
        messages: [...(old?.messages ?? []), result.userMessage, result.message],
      }));
      setLive((t) => (t && t.id === id ? null : t));
      return result.message;
    },
    [queryClient, stepNumber, userId],
  );

  const send = useCallback(
    (text: string, observer?: SendObserver) => {
      const trimmed = text.trim();
      if (!trimmed || busyRef.current) return Promise.resolve(null);
      return runTurn(trimmed, observer);
    },
    [runTurn],
  );

  const retry = useCallback(() => {
    if (live?.phase !== 'failed' || busyRef.current) return;
    void runTurn(live.text, {}, live);
  }, [live, runTurn]);

  const cancel = useCallback(() => {
    abortRef.current?.abort();
  }, []);

  const reset = useCallback(async () => {
    if (!userId || !stepNumber) return;
    abortRef.current?.abort();
    await resetConversation(userId, stepNumber);
    setLive(null);
    queryClient.setQueryData<ConversationHistoryResponse>(aiKeys.history(userId, stepNumber), {
      status: 'success',
      step_number: stepNumber,
      session_id: null,
      messages: [],
    });
    void queryClient.invalidateQueries({ queryKey: aiKeys.history(userId, stepNumber) });
  }, [queryClient, stepNumber, userId]);

  const messages = useMemo(() => {
    const stored = withTurnNumbers(history.data?.messages ?? [], sessionId);
    const out = stored.filter((m) => m.role !== 'system');
    if (live) {
      out.push(live.user);
      if (live.reply)
        out.push({ key: `live-${live.id}`, role: 'assistant', content: live.reply, streaming: true });
    }
    return out;
  }, [history.data, live, sessionId]);

  return {
    userId,
    stepNumber,
    messages,
    sessionId,
    isLoading: history.isPending && history.fetchStatus !== 'idle',
    loadError: history.isError ? errorMessage(history.error, 'Could not load the conversation') : null,
    reloadHistory: () => void history.refetch(),
    isSending: live !== null && live.phase !== 'failed',
    isWaiting: live?.phase === 'waiting',
    sendError: live?.phase === 'failed' ? live.error : null,
    send,
    retry,
    cancel,
    reset,
  };
}
