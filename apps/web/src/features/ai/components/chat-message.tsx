import { Info } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { DisplayMessage } from '../hooks/use-coach-chat';
import { summarizeCreditReport } from '../utils/credit-summary';
import { ConnectMonitoringCard, CreditReportCard, FetchCreditReportAction } from './credit-report-card';
import { FeedbackControl } from './feedback-control';
import { RichText } from './rich-text';
import { CoachAvatar } from './typing-indicator';

/** Below this the coach is guessing; the reply says a specialist may follow up. */
export const LOW_CONFIDENCE = 0.5;

export const isCreditReportMessage = (m: DisplayMessage) =>
  m.type === 'credit_report' || (m.credit_report !== undefined && m.credit_report !== null);

export function ChatMessageView({
  message,
  userId,
  stepNumber,
  fullReportHref,
}: {
  message: DisplayMessage;
  userId: string | null;
  stepNumber: number | null;
  fullReportHref: string;
}) {
  if (message.role === 'user') {
    return (
      <div className="flex justify-end">
        <div className="max-w-[85%] rounded-2xl rounded-br-md bg-brand px-3.5 py-2 text-sm leading-relaxed break-words text-brand-foreground shadow-sm shadow-brand/20">
          <span className="sr-only">You said: </span>
          <p className="whitespace-pre-wrap">{message.content}</p>
        </div>
      </div>
    );
  }

  const summary = isCreditReportMessage(message) ? summarizeCreditReport(message.credit_report) : null;
  const wantsReport = message.action === 'fetch_credit_report';
  const lowConfidence =
    !message.streaming && typeof message.confidence === 'number' && message.confidence < LOW_CONFIDENCE;

  return (
    <div className="flex items-start gap-2.5">
      <div className="mt-0.5">
        <CoachAvatar />
      </div>
      <div className="min-w-0 flex-1">
        <div
          className={cn(
            'inline-block max-w-full rounded-2xl rounded-tl-md bg-slate-100 px-3.5 py-2 text-sm leading-relaxed break-words text-slate-800 [&_ol]:my-1.5 [&_p+p]:mt-2 [&_ul]:my-1.5',
          )}
        >
          <span className="sr-only">Coach said: </span>
          <RichText text={message.content} />
          {message.streaming ? (
            <span
              aria-hidden="true"
              className="ml-0.5 inline-block h-3.5 w-1.5 translate-y-0.5 rounded-sm bg-slate-400 motion-safe:animate-pulse"
            />
          ) : null}
        </div>
        {summary ? <CreditReportCard summary={summary} fullReportHref={fullReportHref} /> : null}
        {!summary && isCreditReportMessage(message) ? <ConnectMonitoringCard href={fullReportHref} /> : null}
        {!summary && !isCreditReportMessage(message) && wantsReport && !message.streaming ? (
          <FetchCreditReportAction userId={userId} fullReportHref={fullReportHref} />
        ) : null}
        {lowConfidence ? (
          <p className="mt-1.5 flex items-center gap-1 text-xs text-slate-500">
            <Info className="size-3.5" aria-hidden="true" />
            Not fully sure about this one: a funding specialist will review it.
          </p>
        ) : null}
        {message.streaming ? null : (
          <div className="mt-1">
            <FeedbackControl
              target={{
                session_id: message.session_id,
                turn_number: message.turn_number,
                step_number: stepNumber,
                confidence: message.confidence,
                action: message.action,
              }}
            />
          </div>
        )}
      </div>
    </div>
  );
}
