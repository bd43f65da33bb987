import type { TicketAttachment, TicketDetail, TicketMessage } from '@fundpath/contracts/support';
import { Download, FileText, Lock } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatBytes, initials, timeAgo } from '@/lib/format';
import { PENDING_ID_PREFIX } from '../api/add-message';
import { attachmentUrl } from '../api/upload-attachment';

/**
 * The conversation: the ticket's description first, then every message the server sent and every
 * file attached on its own (not to a message), oldest first. Nothing is filtered here: visibility
 * (internal notes and files are staff-only) is the server's decision, and whatever it sends
 * marked `is_internal` is shown as internal.
 */
export function MessageThread({
  ticket,
  currentUserId,
  now,
}: {
  ticket: TicketDetail;
  currentUserId: string | undefined;
  now: number;
}) {
  type Entry = { at: number; message: TicketMessage } | { at: number; file: TicketAttachment };
  const entries: Entry[] = [
    ...ticket.messages.map((message) => ({ at: Date.parse(message.created_at), message })),
    ...ticket.attachments
      .filter((a) => a.message_id === null)
      .map((file) => ({ at: Date.parse(file.created_at), file })),
  ].sort((a, b) => a.at - b.at);
  return (
    <ol className="space-y-4" aria-label="Messages">
      <li>
        <ThreadItem
          author={ticket.user_name ?? 'Requester'}
          isYou={ticket.user_id === currentUserId}
          isTeam={false}
          createdAt={ticket.created_at}
          now={now}
          text={ticket.description}
          tag="Opened the ticket"
        />
      </li>
      {entries.map((e) =>
        'message' in e ? (
          <li key={e.message.id}>
            <MessageItem
              ticketId={ticket.id}
              message={e.message}
              isYou={e.message.user_id === currentUserId}
              isTeam={e.message.user_id !== ticket.user_id}
              now={now}
            />
          </li>
        ) : (
          <li key={e.file.id}>
            <ThreadItem
              kind="File"
              author={e.file.user_name ?? (e.file.user_id === ticket.user_id ? 'Requester' : 'Support team')}
              isYou={e.file.user_id === currentUserId}
              isTeam={e.file.user_id !== ticket.user_id}
              internal={e.file.is_internal}
              createdAt={e.file.created_at}
              now={now}
              text=""
              tag="Attached a file"
              attachments={[{ ...e.file, href: attachmentUrl(ticket.id, e.file.id) }]}
            />
          </li>
        ),
      )}
    </ol>
  );
}

function MessageItem({
  ticketId,
  message,
  isYou,
  isTeam,
  now,
}: {
  ticketId: string;
  message: TicketMessage;
  isYou: boolean;
  isTeam: boolean;
  now: number;
}) {
  const pending = message.id.startsWith(PENDING_ID_PREFIX);
  return (
    <ThreadItem
      author={message.user_name ?? (isTeam ? 'Support team' : 'Requester')}
      isYou={isYou}
      isTeam={isTeam}
      internal={message.is_internal}
      pending={pending}
      createdAt={message.created_at}
      now={now}
      text={message.message}
      attachments={message.attachments.map((a) => ({ ...a, href: attachmentUrl(ticketId, a.id) }))}
    />
  );
}

function ThreadItem({
  kind = 'Message',
  author,
  isYou,
  isTeam,
  internal = false,
  pending = false,
  createdAt,
  now,
  text,
  tag,
  attachments = [],
}: {
  kind?: 'Message' | 'File';
  author: string;
  isYou: boolean;
  isTeam: boolean;
  internal?: boolean;
  pending?: boolean;
  createdAt: string;
  now: number;
  text: string;
  tag?: string;
  attachments?: Array<TicketAttachment & { href: string }>;
}) {
  return (
    <article
      aria-label={
        kind === 'File'
          ? `${internal ? 'Internal file' : 'File'} from ${author}`
          : internal
            ? `Internal note from ${author}`
            : `Message from ${author}`
      }
      data-internal={internal || undefined}
      className={cn('flex gap-3', pending && 'opacity-60')}
    >
      <span
        aria-hidden="true"
        className={cn(
          'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
          internal
            ? 'bg-amber-100 text-amber-800'
            : isTeam
              ? 'bg-brand text-brand-foreground'
              : 'bg-slate-200 text-slate-700',
        )}
      >
        {internal ? <Lock className="size-3.5" /> : initials(author)}
      </span>
      <div
        className={cn(
          'min-w-0 flex-1 rounded-xl px-4 py-3 ring-1 ring-inset',
          internal
            ? 'border-l-4 border-amber-400 bg-amber-50 ring-amber-200'
            : isTeam
              ? 'bg-white ring-slate-200'
              : 'bg-slate-50 ring-slate-200',
        )}
      >
        <header className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs">
          <span className="font-semibold text-slate-900">{author}</span>
          {isYou ? <span className="text-slate-500">(you)</span> : null}
          {internal ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-200/70 px-1.5 py-0.5 font-semibold text-amber-900">
              <Lock className="size-3" aria-hidden="true" />
              {kind === 'File' ? 'Internal' : 'Internal note'}
            </span>
          ) : isTeam ? (
            <span className="rounded-full bg-brand/10 px-1.5 py-0.5 font-medium text-brand">
              Support team
            </span>
          ) : null}
          {tag ? <span className="text-slate-500">{tag}</span> : null}
          <time
            dateTime={createdAt}
            title={new Date(createdAt).toLocaleString()}
            className="ml-auto text-slate-500"
          >
            {pending ? 'Sending…' : timeAgo(createdAt, now)}
          </time>
        </header>
        {text ? (
          <p className="mt-1.5 text-sm leading-6 break-words whitespace-pre-wrap text-slate-800">{text}</p>
        ) : null}
        {attachments.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Attachments">
            {attachments.map((a) => (
              <li key={a.id}>
                <AttachmentChip attachment={a} href={a.href} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

export function AttachmentChip({ attachment, href }: { attachment: TicketAttachment; href: string }) {
  return (
    <a
      href={href}
      download={attachment.file_name}
      className={cn(
        'group inline-flex max-w-full items-center gap-2 rounded-lg bg-white px-2.5 py-1.5 text-xs ring-1 ring-inset transition hover:bg-slate-50',
        attachment.is_internal ? 'ring-amber-300' : 'ring-slate-200',
      )}
    >
      <FileText className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
      <span className="min-w-0 truncate font-medium text-slate-800">{attachment.file_name}</span>
      <span className="shrink-0 text-slate-500">{formatBytes(attachment.size)}</span>
      {attachment.is_internal ? (
        <Lock className="size-3 shrink-0 text-amber-700" aria-label="Internal" />
      ) : null}
      <Download className="size-3.5 shrink-0 text-slate-500 group-hover:text-brand" aria-hidden="true" />
      <span className="sr-only">Download</span>
    </a>
  );
}
