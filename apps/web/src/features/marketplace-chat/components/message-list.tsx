import type { ChatMessage } from '@fundpath/contracts/marketplace-chat';
import { Paperclip } from 'lucide-react';
import { cn } from '@/lib/cn';

const time = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** `12.3 KB` */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The index of my newest message the other person has read (their mark is at or after it), or
 * -1. Only that one carries "Seen", like most messengers.
 */
export function seenIndex(messages: readonly ChatMessage[], meId: string | null, seenUpTo: string | null) {
  if (!meId || !seenUpTo) return -1;
  const mark = messages.findIndex((m) => m.id === seenUpTo);
  if (mark === -1) return -1;
  for (let i = mark; i >= 0; i--) if (messages[i]!.sender_id === meId) return i;
  return -1;
}

export interface MessageListProps {
  messages: readonly ChatMessage[];
  /** Whose messages sit on the right (null: the admin's view, everyone on the left). */
  meId: string | null;
  /** The other person's last read message (read receipts). */
  seenUpTo?: string | null;
  nameOf: (senderId: string | null) => string;
  attachmentHref: (attachmentId: string) => string;
}

/** A room's messages, oldest first, with attachments as download links and "Seen" on my last read one. */
export function MessageList({ messages, meId, seenUpTo = null, nameOf, attachmentHref }: MessageListProps) {
  const seen = seenIndex(messages, meId, seenUpTo);
  return (
    <ol className="flex flex-col gap-3" aria-label="Messages">
      {messages.map((m, i) => {
        const mine = meId !== null && m.sender_id === meId;
        return (
          <li key={m.id} className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
            <div
              className={cn(
                'max-w-[85%] rounded-2xl px-4 py-2 text-sm sm:max-w-[70%]',
                mine ? 'bg-brand text-brand-foreground' : 'bg-slate-100 text-slate-900',
              )}
            >
              <p className={cn('text-xs font-semibold', mine ? 'text-brand-foreground' : 'text-slate-700')}>
                {mine ? 'You' : nameOf(m.sender_id)}
              </p>
              {m.body ? <p className="break-words whitespace-pre-wrap">{m.body}</p> : null}
              {m.attachment ? (
                <a
                  className={cn(
                    'mt-1 inline-flex items-center gap-1 underline underline-offset-2',
                    mine ? 'text-brand-foreground' : 'text-slate-900',
                  )}
                  href={attachmentHref(m.attachment.id)}
                  download={m.attachment.file_name}
                >
                  <Paperclip aria-hidden="true" className="size-4" />
                  {m.attachment.file_name} ({formatSize(m.attachment.size)})
                </a>
              ) : null}
            </div>
            <p className="mt-0.5 text-xs text-slate-600">
              <time dateTime={m.created_at}>{time.format(new Date(m.created_at))}</time>
              {i === seen ? <span> · Seen</span> : null}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
