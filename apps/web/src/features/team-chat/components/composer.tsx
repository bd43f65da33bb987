import {
  TEAM_ATTACHMENT_MAX_BYTES,
  TEAM_MESSAGE_MAX_CHARS,
  type TeamAttachment,
} from '@fundpath/contracts/team-chat';
import { Paperclip, Send, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { AttachFileButton } from '@/components/messaging/attach-file-button';
import { type Mentionable, useMentionPicker } from '@/components/messaging/mentions';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { textareaClasses } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatBytes } from '@/lib/format';
import { uploadTeamAttachment, useSendTeamMessage } from '../api/messages';

/**
 * The channel's composer: Enter sends, Shift+Enter adds a line, `@` suggests colleagues (the
 * ids of those still named go with the message), one attachment per message.
 */
export function Composer({
  channelId,
  channelLabel,
  people,
}: {
  channelId: string;
  channelLabel: string;
  people: readonly Mentionable[];
}) {
  const id = useId();
  const send = useSendTeamMessage(channelId);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [body, setBody] = useState('');
  const [file, setFile] = useState<TeamAttachment | null>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const picker = useMentionPicker({ people, textarea, body, setBody });

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const text = body.trim();
    if ((!text && !file) || send.isPending || uploading) return;
    setProblem(null);
    send.mutate(
      { body: text, mentions: picker.mentions(text), ...(file ? { file_id: file.id } : {}) },
      {
        onSuccess: () => {
          setBody('');
          setFile(null);
          picker.reset();
        },
        onError: (error) => setProblem(errorMessage(error, 'The message could not be sent')),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (picker.onKeyDown(event)) return;
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const onFile = async (picked: File) => {
    setProblem(null);
    if (picked.size > TEAM_ATTACHMENT_MAX_BYTES) {
      setProblem('Files can be at most 10 MB');
      return;
    }
    setUploading(true);
    try {
      setFile(await uploadTeamAttachment(channelId, picked));
    } catch (error) {
      setProblem(errorMessage(error, 'The file could not be uploaded'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-2 border-t border-slate-200 p-3"
      aria-label="Send a message"
    >
      {problem ? (
        <Callout tone="error" title="Not sent">
          {problem}
        </Callout>
      ) : null}
      {file ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <Paperclip aria-hidden="true" className="size-4" />
          {file.file_name} ({formatBytes(file.size)})
          <Button type="button" variant="ghost" size="sm" onClick={() => setFile(null)}>
            <X aria-hidden="true" className="size-4" />
            Remove {file.file_name}
          </Button>
        </p>
      ) : null}
      <label htmlFor={`${id}-body`} className="sr-only">
        Message {channelLabel}
      </label>
      <div className="relative">
        {picker.suggestions}
        <textarea
          ref={textarea}
          id={`${id}-body`}
          rows={2}
          value={body}
          maxLength={TEAM_MESSAGE_MAX_CHARS}
          onChange={(e) => {
            setBody(e.target.value);
            picker.track(e.target.value, e.target.selectionStart);
          }}
          onKeyDown={onKeyDown}
          onBlur={picker.close}
          placeholder={`Message ${channelLabel}. Type @ to mention someone.`}
          className={cn(textareaClasses, 'w-full')}
        />
      </div>
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
