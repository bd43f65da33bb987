import { Lock, MessageSquare, Paperclip, SendHorizontal } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useSendMessage } from '../api/add-message';
import { isTooLarge, useUploadAttachment } from '../api/upload-attachment';
import { notify } from '../hooks/notify';
import { uploadErrorTitle } from './upload-errors';

/**
 * Reply box (spec §2, §5): Enter sends, Shift+Enter starts a new line, blank text is never sent.
 * Staff switch to an internal note, which only the team sees (and files attached then are
 * internal too). The text stays if sending fails.
 */
export function MessageComposer({
  ticketId,
  author,
  canWriteNotes,
}: {
  ticketId: string;
  author: { id: string; name: string };
  canWriteNotes: boolean;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [internal, setInternal] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const send = useSendMessage(ticketId, author);
  const upload = useUploadAttachment(ticketId);
  const blank = text.trim() === '';

  const submit = () => {
    if (blank) return;
    const draft = text;
    setText('');
    send.mutate(
      { text: draft.trim(), internal },
      {
        onError: (error) => {
          notify.error('Failed to send message', error);
          setText((current) => current || draft);
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const attach = (file: File | undefined) => {
    if (!file) return;
    if (isTooLarge(file)) {
      notify.error('Failed to upload file');
      return;
    }
    upload.mutate(
      { file, internal: canWriteNotes && internal },
      {
        onSuccess: () => notify.success('File uploaded successfully'),
        onError: (error) => notify.error(uploadErrorTitle(error), error),
      },
    );
  };

  const mode = internal ? 'Internal note' : 'Message';
  return (
    <div
      className={cn(
        'border-t px-3 pt-2.5 pb-3 sm:px-4',
        internal ? 'border-amber-200 bg-amber-50/80' : 'border-slate-200 bg-white',
      )}
    >
      {canWriteNotes ? (
        <div
          role="radiogroup"
          aria-label="Reply type"
          className="mb-2 inline-flex rounded-lg bg-slate-100 p-0.5"
        >
          <ModeButton checked={!internal} onSelect={() => setInternal(false)} icon={MessageSquare}>
            Reply
          </ModeButton>
          <ModeButton checked={internal} onSelect={() => setInternal(true)} icon={Lock}>
            Internal note
          </ModeButton>
        </div>
      ) : null}
      <div
        className={cn(
          'rounded-xl bg-white ring-1 ring-inset focus-within:ring-2',
          internal ? 'ring-amber-300 focus-within:ring-amber-500' : 'ring-slate-300 focus-within:ring-brand',
        )}
      >
        <label htmlFor={`${id}-text`} className="sr-only">
          {mode}
        </label>
        <textarea
          id={`${id}-text`}
          ref={textarea}
          value={text}
          rows={2}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={internal ? 'Only the team sees internal notes…' : 'Write a reply…'}
          aria-describedby={`${id}-hint`}
          className="block max-h-48 min-h-[3.25rem] w-full resize-none rounded-xl border-0 bg-transparent px-3.5 py-2.5 text-sm text-slate-900 [field-sizing:content] placeholder:text-slate-400 focus:outline-none"
        />
        <div className="flex items-center gap-2 px-2 pb-2">
          <input
            ref={fileInput}
            type="file"
            className="sr-only"
            tabIndex={-1}
            aria-label="Attachment file"
            onChange={(e) => {
              attach(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <Button
            variant="ghost"
            size="sm"
            onClick={() => fileInput.current?.click()}
            loading={upload.isPending}
            leftIcon={<Paperclip className="size-4" aria-hidden="true" />}
            aria-label={internal ? 'Attach file (internal)' : 'Attach file'}
          >
            <span className="hidden sm:inline">{upload.isPending ? 'Uploading…' : 'Attach'}</span>
          </Button>
          <p id={`${id}-hint`} className="hidden flex-1 truncate text-xs text-slate-500 md:block">
            Enter to send · Shift+Enter for a new line
          </p>
          <Button
            size="sm"
            className="ml-auto"
            variant={internal ? 'warning' : 'primary'}
            disabled={blank}
            onClick={submit}
            rightIcon={<SendHorizontal className="size-4" aria-hidden="true" />}
          >
            {internal ? 'Add note' : 'Send'}
          </Button>
        </div>
      </div>
    </div>
  );
}

function ModeButton({
  checked,
  onSelect,
  icon: Icon,
  children,
}: {
  checked: boolean;
  onSelect: () => void;
  icon: typeof Lock;
  children: string;
}) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={checked}
      onClick={onSelect}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-md px-2.5 py-1 text-xs font-medium transition',
        checked ? 'bg-white text-slate-900 shadow-xs' : 'text-slate-500 hover:text-slate-800',
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {children}
    </button>
  );
}
