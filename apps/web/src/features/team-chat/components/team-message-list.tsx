import { TEAM_DELETED_TEXT, TEAM_MESSAGE_MAX_CHARS, type TeamMessage } from '@fundpath/contracts/team-chat';
import { Paperclip, Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { type Mentionable, mentionsIn } from '@/components/messaging/mentions';
import { Button } from '@/components/ui/button';
import { useDialogs } from '@/components/ui/dialogs';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { formatBytes } from '@/lib/format';
import { teamAttachmentUrl, useDeleteTeamMessage, useEditTeamMessage } from '../api/messages';

const time = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A channel's messages, oldest first; the author edits or deletes their own. */
export function TeamMessageList({
  channelId,
  messages,
  meId,
  canWrite,
  people,
}: {
  channelId: string;
  messages: readonly TeamMessage[];
  meId: string | null;
  canWrite: boolean;
  /** Who can be mentioned here: an edit keeps mentioning everyone still named as `@Name`. */
  people: readonly Mentionable[];
}) {
  return (
    <ol className="flex flex-col gap-3" aria-label="Messages">
      {messages.map((m) => (
        <MessageItem
          key={m.id}
          channelId={channelId}
          message={m}
          mine={m.author?.id === meId}
          canWrite={canWrite}
          people={people}
        />
      ))}
    </ol>
  );
}

function MessageItem({
  channelId,
  message: m,
  mine,
  canWrite,
  people,
}: {
  channelId: string;
  message: TeamMessage;
  mine: boolean;
  canWrite: boolean;
  people: readonly Mentionable[];
}) {
  const [editing, setEditing] = useState(false);
  const edit = useEditTeamMessage(channelId);
  const remove = useDeleteTeamMessage(channelId);
  const dialogs = useDialogs();
  const author = m.author ? (mine ? 'You' : m.author.name) : 'Former colleague';

  const onDelete = async () => {
    const ok = await dialogs.confirm({
      title: 'Delete this message?',
      message: 'Everyone in the channel will see “message deleted” instead.',
      confirmLabel: 'Delete',
      variant: 'danger',
    });
    if (ok) remove.mutate(m.id);
  };

  return (
    <li className="group flex flex-col rounded-lg px-2 py-1 hover:bg-slate-50">
      <p className="text-xs text-slate-600">
        <span className="font-semibold text-slate-800">{author}</span>{' '}
        <time dateTime={m.created_at}>{time.format(new Date(m.created_at))}</time>
        {m.edited_at && !m.deleted ? <span> · edited</span> : null}
      </p>
      {m.deleted ? (
        <p className="text-sm italic text-slate-500">{TEAM_DELETED_TEXT}</p>
      ) : editing ? (
        <EditForm
          initial={m.body}
          pending={edit.isPending}
          onCancel={() => setEditing(false)}
          onSave={(body) =>
            edit.mutateAsync({ messageId: m.id, body, mentions: mentionsIn(body, people) }).then(
              () => {
                setEditing(false);
                return null;
              },
              (error: unknown) => errorMessage(error, 'The message could not be saved'),
            )
          }
        />
      ) : (
        <>
          {m.body ? <p className="break-words whitespace-pre-wrap text-sm text-slate-900">{m.body}</p> : null}
          {m.attachment ? (
            <a
              className="mt-1 inline-flex items-center gap-1 text-sm text-brand underline underline-offset-2"
              href={teamAttachmentUrl(channelId, m.attachment.id)}
              download={m.attachment.file_name}
            >
              <Paperclip aria-hidden="true" className="size-4" />
              {m.attachment.file_name} ({formatBytes(m.attachment.size)})
            </a>
          ) : null}
        </>
      )}
      {mine && canWrite && !m.deleted && !editing ? (
        <div className="mt-1 flex gap-1">
          <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-3.5" />
            Edit<span className="sr-only"> your message</span>
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => void onDelete()}
            disabled={remove.isPending}
          >
            <Trash2 aria-hidden="true" className="size-3.5" />
            Delete<span className="sr-only"> your message</span>
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function EditForm({
  initial,
  pending,
  onSave,
  onCancel,
}: {
  initial: string;
  pending: boolean;
  /** Resolves with an error message, or null when saved. */
  onSave: (body: string) => Promise<string | null>;
  onCancel: () => void;
}) {
  const [body, setBody] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!body.trim()) return;
    setProblem(await onSave(body.trim()));
  };
  return (
    <form onSubmit={submit} className="mt-1 flex flex-col gap-2">
      <label className="sr-only" htmlFor="team-edit-body">
        Edit message
      </label>
      <Textarea
        id="team-edit-body"
        rows={2}
        value={body}
        maxLength={TEAM_MESSAGE_MAX_CHARS}
        onChange={(e) => setBody(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onCancel();
        }}
      />
      {problem ? <p className="text-sm text-red-700">{problem}</p> : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={pending}>
          Save
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
