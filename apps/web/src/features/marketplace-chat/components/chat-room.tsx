import {
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_MESSAGE_MAX_CHARS,
  type ChatAttachment,
  type ChatRoom,
} from '@fundpath/contracts/marketplace-chat';
import { ArrowLeft, Paperclip, Send, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AttachFileButton } from '@/components/messaging/attach-file-button';
import { LoadEarlier } from '@/components/messaging/load-earlier';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import {
  attachmentUrl,
  messagesOf,
  sendTyping,
  uploadAttachment,
  useChatMessages,
  useMarkRead,
  useSendMessage,
} from '../api/messages';
import { useChatRoom } from '../api/rooms';
import { useLiveRoom } from '../hooks/use-live-chat';
import { formatSize, MessageList } from './message-list';

/** Typing events go out at most this often while the person types. */
const TYPING_EVERY_MS = 3_000;

/** The other person of a room, seen from `meId`. */
export function otherOf(room: ChatRoom, meId: string | undefined) {
  return room.member.id === meId ? room.specialist : room.member;
}

export interface ChatRoomScreenProps {
  roomId: string;
  /** The screen's title while the room loads (then the other person's name). */
  title: string;
  /** The room list this screen came from. */
  backHref: string;
}

/**
 * `/specialist/chat/:roomId` and `/manila/chat/:roomId`: the history (newest page, "Load earlier"
 * for older ones), live messages, "Seen" receipts, the other person's typing, and the composer
 * (Enter sends, Shift+Enter starts a new line, one attachment per message).
 */
export function ChatRoomScreen({ roomId, title, backHref }: ChatRoomScreenProps) {
  const { user } = useAuth();
  const room = useChatRoom(roomId);
  const back = (
    <Link to={backHref} className="inline-flex items-center gap-1 text-sm text-brand hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      All messages
    </Link>
  );
  if (room.isPending)
    return (
      <>
        <PageHeader title={title} actions={back} />
        <Spinner message="Loading the chat" />
      </>
    );
  if (room.isError)
    return (
      <>
        <PageHeader title={title} actions={back} />
        {isApiError(room.error) && room.error.code === 'NOT_FOUND' ? (
          <Callout tone="warning" title="Chat not found">
            This chat does not exist or is not yours.
          </Callout>
        ) : (
          <LoadError title="The chat could not be loaded" error={room.error} onRetry={room.refetch} />
        )}
      </>
    );
  const other = otherOf(room.data, user?.id);
  return (
    <>
      <PageHeader
        eyebrow={title}
        title={other.name}
        description={room.data.booking_id ? 'About your booking' : undefined}
        actions={back}
      />
      <Conversation room={room.data} meId={user?.id ?? null} />
    </>
  );
}

function Conversation({ room, meId }: { room: ChatRoom; meId: string | null }) {
  const messages = useChatMessages(room.id);
  const { otherTyping } = useLiveRoom(room.id);
  const markRead = useMarkRead(room.id);
  const list = messagesOf(messages.data);
  const newest = list.at(-1);
  const other = otherOf(room, meId ?? undefined);
  const bottom = useRef<HTMLDivElement>(null);

  // Reading the room marks the newest message read (once per new message from the other side).
  const { mutate } = markRead;
  useEffect(() => {
    if (!newest || newest.sender_id === meId || newest.id === room.my_last_read_message_id) return;
    mutate(newest.id);
  }, [newest, meId, room.my_last_read_message_id, mutate]);

  useEffect(() => {
    if (newest) bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);

  const nameOf = (id: string | null) =>
    id === room.member.id
      ? room.member.name
      : id === room.specialist.id
        ? room.specialist.name
        : 'Former user';

  return (
    <section aria-label={`Conversation with ${other.name}`} className="flex flex-col gap-4">
      <div className="rounded-2xl border border-slate-200 bg-white p-4">
        {messages.isPending ? (
          <Spinner message="Loading messages" />
        ) : messages.isError ? (
          <LoadError
            title="The messages could not be loaded"
            error={messages.error}
            onRetry={messages.refetch}
          />
        ) : (
          <>
            <LoadEarlier
              hasMore={messages.hasNextPage}
              loading={messages.isFetchingNextPage}
              onLoad={() => void messages.fetchNextPage()}
            />
            {list.length === 0 ? (
              <p className="py-6 text-center text-sm text-slate-600">No messages yet. Say hello!</p>
            ) : (
              <MessageList
                messages={list}
                meId={meId}
                seenUpTo={room.other_last_read_message_id}
                nameOf={nameOf}
                attachmentHref={(id) => attachmentUrl(room.id, id)}
              />
            )}
            <div ref={bottom} />
          </>
        )}
        <p role="status" className="mt-2 min-h-5 text-xs text-slate-600">
          {otherTyping ? `${other.name} is typing…` : ''}
        </p>
      </div>
      <Composer roomId={room.id} />
    </section>
  );
}

function Composer({ roomId }: { roomId: string }) {
  const send = useSendMessage(roomId);
  const [body, setBody] = useState('');
  const [file, setFile] = useState<ChatAttachment | null>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const lastTyping = useRef(0);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const text = body.trim();
    if ((!text && !file) || send.isPending || uploading) return;
    setProblem(null);
    send.mutate(
      { body: text, ...(file ? { file_id: file.id } : {}) },
      {
        onSuccess: () => {
          setBody('');
          setFile(null);
        },
        onError: (error) => setProblem(errorMessage(error, 'The message could not be sent')),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const onChange = (value: string) => {
    setBody(value);
    const now = Date.now();
    if (value.trim() && now - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = now;
      sendTyping(roomId).catch(() => {});
    }
  };

  const onFile = async (picked: File) => {
    setProblem(null);
    if (picked.size > CHAT_ATTACHMENT_MAX_BYTES) {
      setProblem('Files can be at most 10 MB');
      return;
    }
    setUploading(true);
    try {
      setFile(await uploadAttachment(roomId, picked));
    } catch (error) {
      setProblem(errorMessage(error, 'The file could not be uploaded'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" aria-label="Send a message">
      {problem ? (
        <Callout tone="error" title="Not sent">
          {problem}
        </Callout>
      ) : null}
      {file ? (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Paperclip aria-hidden="true" className="size-4" />
          {file.file_name} ({formatSize(file.size)})
          <Button type="button" variant="ghost" size="sm" onClick={() => setFile(null)}>
            <X aria-hidden="true" className="size-4" />
            Remove {file.file_name}
          </Button>
        </p>
      ) : null}
      <label htmlFor={`chat-body-${roomId}`} className="text-sm font-medium text-slate-800">
        Message
      </label>
      <Textarea
        id={`chat-body-${roomId}`}
        rows={3}
        value={body}
        maxLength={CHAT_MESSAGE_MAX_CHARS}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Write a message. Enter sends, Shift+Enter adds a line."
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <AttachFileButton onFile={onFile} uploading={uploading} />
        <Button type="submit" disabled={send.isPending || uploading || (!body.trim() && !file)}>
          <Send aria-hidden="true" className="size-4" />
          {send.isPending ? 'Sending…' : 'Send'}
        </Button>
      </div>
    </form>
  );
}
