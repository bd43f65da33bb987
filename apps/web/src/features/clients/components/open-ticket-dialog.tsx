import {
  newTicketSchema,
  TICKET_REQUIRED_MESSAGE,
  type TicketCategory,
  type TicketPriority,
  ticketCategories,
  ticketPriorities,
} from '@fundpath/contracts/support';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { TextareaField } from '@/components/ui/textarea';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { useOpenClientTicket } from '../api/record';

const label = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replaceAll('_', ' ');

/** Staff open a support ticket on the client's behalf (`POST /api/tickets` with `user_id`). */
export function OpenTicketDialog({
  clientId,
  clientName,
  open,
  onOpenChange,
}: {
  clientId: string;
  clientName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Open a ticket"
        description={`On behalf of ${clientName}; they see it in their support area.`}
      >
        {open ? <OpenTicketForm clientId={clientId} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function OpenTicketForm({ clientId, onDone }: { clientId: string; onDone: () => void }) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [priority, setPriority] = useState<TicketPriority>('medium');
  const [category, setCategory] = useState<TicketCategory>('general');
  const [error, setError] = useState<string | null>(null);
  const create = useOpenClientTicket(clientId);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = newTicketSchema.safeParse({ title, description, priority, category, user_id: clientId });
    if (!parsed.success) {
      setError(
        !title.trim() || !description.trim()
          ? TICKET_REQUIRED_MESSAGE
          : (parsed.error.issues[0]?.message ?? TICKET_REQUIRED_MESSAGE),
      );
      return;
    }
    setError(null);
    const { user_id: _u, ...input } = parsed.data;
    create.mutate(input, {
      onSuccess: (t) => {
        toast.success(`Ticket ${t.ticket_number} opened`);
        onDone();
      },
      onError: (err) => setError(refusalMessage(err) ?? errorMessage(err, 'The ticket could not be opened')),
    });
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {error ? <Callout tone="error" title={error} /> : null}
      <Field label="Title" value={title} onChange={(e) => setTitle(e.target.value)} required />
      <TextareaField
        label="Description"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        rows={4}
        required
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <NativeSelect
          label="Priority"
          value={priority}
          onChange={(v) => setPriority(v as TicketPriority)}
          options={ticketPriorities.map((p) => ({ value: p, label: label(p) }))}
        />
        <NativeSelect
          label="Category"
          value={category}
          onChange={(v) => setCategory(v as TicketCategory)}
          options={ticketCategories.map((c) => ({ value: c, label: label(c) }))}
        />
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={create.isPending}>
          Open ticket
        </Button>
      </div>
    </form>
  );
}
