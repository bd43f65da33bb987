import { ArrowDown, ArrowUp, RefreshCw, RotateCcw, Sparkles } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useDialogs } from '@/components/ui/dialogs';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import type { CoachChat } from '../hooks/use-coach-chat';
import { useStickToBottom } from '../hooks/use-stick-to-bottom';
import { newMessagesLabel } from '../utils/scroll';
import { ChatMessageView } from './chat-message';
import { CoachAvatar, TypingIndicator } from './typing-indicator';

export const CHAT_SUGGESTIONS = ['What do I do next?', 'Explain this step', 'Pull my credit report'] as const;

export interface ChatPanelProps {
  chat: CoachChat;
  /** Where the credit report card's "View full report" and connect buttons lead. */
  fullReportHref?: string;
  /** Extra controls in the header (the coaching dashboard puts the voice button here). */
  toolbar?: ReactNode;
  /** Shown above the message list (e.g. the voice call status). */
  banner?: ReactNode;
  /** The step's opening line (its coaching script greeting), shown while the chat is empty. */
  greeting?: string | null;
  /** No border or shadow of its own, for a host that frames it (the coaching dashboard). */
  bare?: boolean;
  className?: string;
}

/** Grows the composer with its text, up to about five lines. */
function useAutoGrow(ref: React.RefObject<HTMLTextAreaElement | null>, value: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: value is the trigger
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, 132)}px`;
  }, [ref, value]);
}

/**
 * The AI coach chat of one step (spec §2, §5, §9): streamed replies, history, new-message pill,
 * inline credit report card, feedback under replies, and reset.
 */
export function ChatPanel({
  chat,
  fullReportHref = '/client-center',
  toolbar,
  banner,
  greeting,
  bare = false,
  className,
}: ChatPanelProps) {
  const [draft, setDraft] = useState('');
  const [resetting, setResetting] = useState(false);
  const [resetError, setResetError] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const dialogs = useDialogs();
  useAutoGrow(inputRef, draft);

  const { messages } = chat;
  const last = messages.at(-1);
  const ownMessages = messages.filter((m) => m.role === 'user').length;
  const { unseen, onScroll, scrollToBottom } = useStickToBottom(logRef, {
    count: messages.length,
    growth: `${chat.isWaiting}:${last?.streaming ? last.content.length : 0}`,
    ownKey: ownMessages,
  });

  const canSend = draft.trim() !== '' && !chat.isSending && Boolean(chat.stepNumber) && Boolean(chat.userId);

  const submit = (text = draft) => {
    if (text.trim() === '' || chat.isSending) return;
    if (text === draft) setDraft('');
    void chat.send(text);
    inputRef.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      if (canSend) submit();
    }
  };

  const onReset = async () => {
    const ok = await dialogs.confirm({
      title: 'Reset this conversation?',
      message:
        'Your chat with the coach for this step will be cleared. Your tasks and progress stay as they are.',
      variant: 'danger',
      confirmLabel: 'Reset chat',
    });
    if (!ok) return;
    setResetting(true);
    setResetError(null);
    try {
      await chat.reset();
      toast.success('Conversation reset');
    } catch (error) {
      setResetError(errorMessage(error, 'Failed to reset conversation'));
    } finally {
      setResetting(false);
    }
  };

  const empty = !chat.isLoading && !chat.loadError && messages.length === 0 && !chat.isSending;

  return (
    <section
      aria-label="AI coach chat"
      className={cn(
        'flex min-w-0 flex-col overflow-hidden bg-white',
        !bare && 'rounded-2xl border border-slate-200/80 shadow-xs shadow-slate-900/5',
        className,
      )}
    >
      <header className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-b border-slate-100 px-4 py-3">
        <div className="flex min-w-0 items-center gap-2.5">
          <CoachAvatar />
          <div className="min-w-0">
            <h2 className="truncate text-sm font-semibold text-slate-900">Your AI coach</h2>
            <p className="truncate text-xs text-slate-500">
              {chat.stepNumber ? `Step ${chat.stepNumber} · replies in seconds` : 'No active coaching step'}
            </p>
          </div>
        </div>
        <div className="flex items-center gap-1.5">
          {toolbar}
          <Button
            variant="ghost"
            size="sm"
            onClick={onReset}
            loading={resetting}
            disabled={!chat.stepNumber || chat.isSending}
            leftIcon={<RotateCcw className="size-3.5" aria-hidden="true" />}
            aria-label="Reset chat"
          >
            <span className="hidden sm:inline">Reset chat</span>
          </Button>
        </div>
      </header>
      {banner}
      {resetError ? (
        <div
          role="alert"
          className="flex items-center justify-between gap-3 bg-red-50 px-4 py-2 text-xs text-red-800"
        >
          <span>{resetError}</span>
          <button
            type="button"
            onClick={() => setResetError(null)}
            className="shrink-0 font-medium underline-offset-2 hover:underline"
          >
            Dismiss
          </button>
        </div>
      ) : null}

      <div className="relative">
        <div
          ref={logRef}
          onScroll={onScroll}
          role="log"
          aria-live="polite"
          aria-relevant="additions"
          aria-busy={chat.isSending || undefined}
          aria-label="Conversation with your coach"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls, so keyboard users must reach it
          tabIndex={0}
          className="max-h-[230px] min-h-[160px] space-y-4 overflow-y-auto overscroll-contain px-4 py-4 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand sm:max-h-[280px] lg:max-h-[430px]"
        >
          {chat.isLoading ? (
            <div className="space-y-3" aria-hidden="true">
              <div className="h-10 w-3/4 animate-pulse rounded-2xl bg-slate-100" />
              <div className="ml-auto h-8 w-1/2 animate-pulse rounded-2xl bg-slate-100" />
              <div className="h-14 w-2/3 animate-pulse rounded-2xl bg-slate-100" />
            </div>
          ) : null}
          {chat.loadError ? (
            <div className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 px-3.5 py-3 text-sm text-red-800">
              <span className="min-w-0 flex-1">Could not load this conversation: {chat.loadError}</span>
              <Button size="sm" variant="secondary" onClick={chat.reloadHistory}>
                Try again
              </Button>
            </div>
          ) : null}
          {empty && greeting ? (
            <div className="flex items-start gap-2.5">
              <div className="mt-0.5">
                <CoachAvatar />
              </div>
              <div className="inline-block max-w-full rounded-2xl rounded-tl-md bg-slate-100 px-3.5 py-2 text-sm leading-relaxed text-slate-800">
                <span className="sr-only">Coach said: </span>
                {greeting}
              </div>
            </div>
          ) : null}
          {empty && !greeting ? (
            <div className="flex flex-col items-center px-2 py-4 text-center">
              <span className="flex size-10 items-center justify-center rounded-full bg-brand/10 text-brand">
                <Sparkles className="size-5" aria-hidden="true" />
              </span>
              <p className="mt-2 text-sm font-medium text-slate-900">
                Ask your coach anything about this step
              </p>
              <p className="mt-0.5 text-xs text-slate-500">
                It knows your tasks, your application and your credit.
              </p>
            </div>
          ) : null}
          {messages.map((m) => (
            <ChatMessageView
              key={m.key}
              message={m}
              userId={chat.userId}
              stepNumber={chat.stepNumber}
              fullReportHref={fullReportHref}
            />
          ))}
          {chat.isWaiting ? <TypingIndicator /> : null}
          {chat.sendError ? (
            <div className="flex flex-wrap items-center justify-end gap-2 text-xs text-red-700" role="alert">
              <span>{chat.sendError}</span>
              <Button
                size="sm"
                variant="ghost"
                className="h-7 px-2 text-xs text-red-700 hover:bg-red-50"
                onClick={chat.retry}
                leftIcon={<RefreshCw className="size-3.5" aria-hidden="true" />}
              >
                Retry
              </Button>
            </div>
          ) : null}
        </div>
        {unseen > 0 ? (
          <button
            type="button"
            onClick={scrollToBottom}
            className="absolute bottom-3 left-1/2 inline-flex -translate-x-1/2 animate-pop-in items-center gap-1.5 rounded-full bg-slate-900 px-3 py-1.5 text-xs font-medium text-white shadow-lg transition hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            <ArrowDown className="size-3.5" aria-hidden="true" />
            {newMessagesLabel(unseen)}
          </button>
        ) : null}
      </div>

      {empty && chat.stepNumber ? (
        <div className="flex gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:none]">
          {CHAT_SUGGESTIONS.map((s) => (
            <button
              key={s}
              type="button"
              onClick={() => submit(s)}
              disabled={chat.isSending}
              className="shrink-0 rounded-full border border-slate-200 bg-white px-3 py-1.5 text-xs font-medium text-slate-700 transition hover:border-brand/40 hover:bg-brand/5 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand"
            >
              {s}
            </button>
          ))}
        </div>
      ) : null}

      <form
        className="border-t border-slate-100 p-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (canSend) submit();
        }}
      >
        <div className="flex items-end gap-2 rounded-xl bg-slate-50 p-1.5 ring-1 ring-slate-200 ring-inset transition focus-within:bg-white focus-within:ring-2 focus-within:ring-brand">
          <label htmlFor={inputId} className="sr-only">
            Message your coach
          </label>
          <textarea
            ref={inputRef}
            id={inputId}
            rows={1}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
            aria-describedby={hintId}
            placeholder={chat.stepNumber ? `Ask about step ${chat.stepNumber}…` : 'Pick a step to chat'}
            disabled={!chat.stepNumber}
            maxLength={4000}
            className="max-h-[132px] min-h-9 flex-1 resize-none bg-transparent px-2 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:outline-none disabled:cursor-not-allowed"
          />
          <Button type="submit" size="icon" disabled={!canSend} aria-label="Send message" className="size-9">
            <ArrowUp className="size-4" aria-hidden="true" />
          </Button>
        </div>
        <p id={hintId} className="mt-1.5 hidden px-1 text-[11px] text-slate-500 sm:block">
          Enter to send · Shift+Enter for a new line
        </p>
      </form>
    </section>
  );
}
