import {
  newTicketSchema,
  TICKET_REQUIRED_MESSAGE,
  type TicketCategory,
  type TicketPriority,
  ticketCategories,
  ticketPriorities,
} from '@fundpath/contracts/support';
import { Paperclip, X } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field, inputClasses } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';
import { formatBytes } from '@/lib/format';
import { useCreateTicket } from '../api/create-ticket';
import { isTooLarge, uploadAttachment } from '../api/upload-attachment';
import { notify } from '../hooks/notify';
import { categoryLabels, priorityLabels } from '../utils/labels';
import { uploadErrorTitle } from './upload-errors';

const priorityOptions = ticketPriorities.map((p) => ({ value: p, label: priorityLabels[p] }));
const categoryOptions = ticketCategories.map((c) => ({ value: c, label: categoryLabels[c] }));

/**
 * Spec §2 Create Ticket modal: title and description required (`Please fill in all required
 * fields`), priority medium and category general by default, and an optional first attachment.
 */
export function CreateTicketDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (ticketId: string) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Create Ticket"
        description="Tell us what you need; the team replies here and by email."
      >
        {open ? <CreateTicketForm onDone={() => onOpenChange(false)} onCreated={onCreated} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function CreateTicketForm({ onDone, onCreated }: { onDone: () => void; onCreated?: (id: string) => void }) {
  const id = useId();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [priority, setPriority] = useState<TicketPriority>('medium');
  const [category, setCategory] = useState<TicketCategory>('general');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const create = useCreateTicket();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = newTicketSchema.safeParse({ title, description, priority, category });
    if (!parsed.success) {
      const missing = !title.trim() || !description.trim();
      setError(
        missing ? TICKET_REQUIRED_MESSAGE : (parsed.error.issues[0]?.message ?? TICKET_REQUIRED_MESSAGE),
      );
      return;
    }
    setError(null);
    let ticketId: string;
    try {
      const ticket = await create.mutateAsync(parsed.data);
      ticketId = ticket.id;
    } catch (err) {
      notify.error('Failed to create ticket', err);
      return;
    }
    notify.success('Ticket created successfully');
    if (file) {
      setUploading(true);
      try {
        await uploadAttachment(ticketId, { file });
        notify.success('File uploaded successfully');
      } catch (err) {
        notify.error(uploadErrorTitle(err), err);
      } finally {
        setUploading(false);
      }
    }
    onDone();
    onCreated?.(ticketId);
  };

  const pickFile = (picked: File | undefined) => {
    if (!picked) return;
    if (isTooLarge(picked)) {
      notify.error('Failed to upload file');
      setError('Files can be at most 10 MB');
      return;
    }
    setError(null);
    setFile(picked);
  };

  const busy = create.isPending || uploading;
  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-5 py-4">
        {error ? <Callout tone="error">{error}</Callout> : null}
        <Field
          label="Title"
          name="title"
          value={title}
          required
          aria-required="true"
          maxLength={200}
          placeholder="A short summary, e.g. “Question about my Equifax score”"
          onChange={(e) => setTitle(e.target.value)}
          error={error && !title.trim() ? 'Required' : null}
          autoFocus
        />
        <div>
          <label htmlFor={`${id}-description`} className="mb-1.5 block text-sm font-medium text-slate-800">
            Description
          </label>
          <textarea
            id={`${id}-description`}
            name="description"
            value={description}
            required
            aria-required="true"
            aria-invalid={error && !description.trim() ? true : undefined}
            rows={5}
            placeholder="What happened, what you expected, and anything we should look at."
            onChange={(e) => setDescription(e.target.value)}
            className={cn(inputClasses, 'resize-y')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <NativeSelect
            id={`${id}-priority`}
            label="Priority"
            value={priority}
            onChange={(v) => setPriority(v as TicketPriority)}
            options={priorityOptions}
          />
          <NativeSelect
            id={`${id}-category`}
            label="Category"
            value={category}
            onChange={(v) => setCategory(v as TicketCategory)}
            options={categoryOptions}
          />
        </div>
        <div>
          <input
            ref={fileInput}
            type="file"
            className="sr-only"
            id={`${id}-file`}
            aria-label="Attachment"
            tabIndex={-1}
            onChange={(e) => {
              pickFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          {file ? (
            <div className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm ring-1 ring-slate-200 ring-inset">
              <Paperclip className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate text-slate-800">{file.name}</span>
              <span className="shrink-0 text-xs text-slate-500">{formatBytes(file.size)}</span>
              <button
                type="button"
                onClick={() => setFile(null)}
                aria-label={`Remove ${file.name}`}
                className="rounded p-1 text-slate-500 hover:bg-slate-200 hover:text-slate-700"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </div>
          ) : (
            <Button
              variant="ghost"
              size="sm"
              leftIcon={<Paperclip className="size-4" aria-hidden="true" />}
              onClick={() => fileInput.current?.click()}
            >
              Attach a file
            </Button>
          )}
          <p className="mt-1 text-xs text-slate-500">PDF, images, Word, Excel or text; up to 10 MB.</p>
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 px-5 py-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          Create Ticket
        </Button>
      </div>
    </form>
  );
}
