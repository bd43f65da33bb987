import { formatCents } from '@fundpath/contracts/ecommerce-core';
import { LEAD_SOURCE_LABELS, type Lead } from '@fundpath/contracts/leads';
import { type FormEvent, useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { CopyField } from '@/components/ui/copy-field';
import { Dialog, DialogBody, DialogContent } from '@/components/ui/dialog';
import { useDialogs } from '@/components/ui/dialogs';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { TextareaField } from '@/components/ui/textarea';
import { errorMessage, fieldErrorsOf } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { formatDate, formatDateTime } from '@/lib/format';
import { useLead, useLeadHistory, useLeadNotes, useLeadOwners } from '../api/get-lead';
import { useAddLeadNote, useConvertLead, useDeleteLead, useMarkWon, useUpdateLead } from '../api/mutations';
import { bodyOf, draftOf, LeadFields } from './lead-fields';

const kindTone = { open: 'info', won: 'success', lost: 'danger' } as const;

/** One lead: its facts (editable), notes, stage history, won/lost and conversion to a client. */
export function LeadDrawer({
  leadId,
  onClose,
  onLost,
}: {
  leadId: string | null;
  onClose: () => void;
  onLost: (lead: Lead) => void;
}) {
  const lead = useLead(leadId);
  const title = lead.data?.name ?? 'Lead';
  return (
    <Dialog open={leadId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={title}
        description={
          lead.data ? `${lead.data.stage_name} · ${formatCents(lead.data.value_cents)}` : undefined
        }
        size="lg"
      >
        <DialogBody>
          {lead.isPending ? (
            <Spinner message="Loading the lead…" />
          ) : lead.isError ? (
            <LoadError title="The lead could not be loaded" error={lead.error} onRetry={lead.refetch} />
          ) : (
            <LeadDetails lead={lead.data} onClose={onClose} onLost={onLost} />
          )}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}

function LeadDetails({
  lead,
  onClose,
  onLost,
}: {
  lead: Lead;
  onClose: () => void;
  onLost: (lead: Lead) => void;
}) {
  const { hasRole } = useAuth();
  const dialogs = useDialogs();
  const won = useMarkWon();
  const remove = useDeleteLead();
  const convert = useConvertLead(lead.id);
  const [message, setMessage] = useState<{
    tone: 'success' | 'error';
    text: string;
    link?: string | null;
  } | null>(null);

  const onConvert = () => {
    setMessage(null);
    convert.mutate(undefined, {
      onSuccess: (r) =>
        setMessage({
          tone: 'success',
          text: r.created
            ? `Invited ${r.invite.email} to create a client account.`
            : `Already converted: the invite to ${r.invite.email} is ${r.invite.state}.`,
          link: r.link,
        }),
      onError: (err) =>
        setMessage({ tone: 'error', text: errorMessage(err, 'The lead could not be converted') }),
    });
  };
  const onDelete = async () => {
    const ok = await dialogs.confirm({
      title: `Delete ${lead.name}?`,
      message: 'The lead, its notes and its history are removed for good.',
      variant: 'danger',
      confirmLabel: 'Delete',
    });
    if (ok) remove.mutate(lead.id, { onSuccess: onClose });
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone={kindTone[lead.stage_kind]}>{lead.stage_name}</Badge>
        <Badge>{LEAD_SOURCE_LABELS[lead.source]}</Badge>
        {lead.converted_at ? <Badge tone="success">Converted {formatDate(lead.converted_at)}</Badge> : null}
      </div>
      {lead.client_id ? (
        <p className="text-sm text-slate-700">
          {lead.source === 'booking_link'
            ? `From ${lead.client_name ?? 'a coach'}'s booking link`
            : `From ${lead.client_name ?? 'a coach'}'s website`}
        </p>
      ) : null}
      {lead.stage_kind === 'lost' && lead.lost_reason ? (
        <p className="text-sm text-slate-700">
          <span className="font-medium">Lost reason:</span> {lead.lost_reason}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {lead.stage_kind !== 'won' ? (
          <Button size="sm" variant="success" loading={won.isPending} onClick={() => won.mutate(lead.id)}>
            Mark won
          </Button>
        ) : null}
        {lead.stage_kind !== 'lost' ? (
          <Button size="sm" variant="secondary" onClick={() => onLost(lead)}>
            Mark lost
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="secondary"
          loading={convert.isPending}
          disabled={!lead.email}
          title={lead.email ? undefined : 'Add an e-mail address first'}
          onClick={onConvert}
        >
          {lead.converted_invite_id ? 'Show client invite' : 'Convert to client'}
        </Button>
        {hasRole('admin') ? (
          <Button size="sm" variant="danger" loading={remove.isPending} onClick={() => void onDelete()}>
            Delete
          </Button>
        ) : null}
      </div>
      {message ? (
        <Callout tone={message.tone}>
          <p role={message.tone === 'error' ? 'alert' : 'status'}>{message.text}</p>
          {message.link ? <CopyField label="Invite link" value={message.link} className="mt-2" /> : null}
        </Callout>
      ) : null}
      <Tabs defaultValue="details">
        <TabsList aria-label="Lead sections">
          <TabsTrigger value="details">Details</TabsTrigger>
          <TabsTrigger value="notes">Notes</TabsTrigger>
          <TabsTrigger value="history">History</TabsTrigger>
        </TabsList>
        <TabsContent value="details">
          <DetailsForm lead={lead} />
        </TabsContent>
        <TabsContent value="notes">
          <Notes leadId={lead.id} />
        </TabsContent>
        <TabsContent value="history">
          <History leadId={lead.id} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function DetailsForm({ lead }: { lead: Lead }) {
  const owners = useLeadOwners();
  const update = useUpdateLead(lead.id);
  const [draft, setDraft] = useState(() => draftOf(lead));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  useEffect(() => setDraft(draftOf(lead)), [lead]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const parsed = bodyOf(draft);
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    update.mutate(parsed.body, {
      onSuccess: () => setSaved(true),
      onError: (err) =>
        setErrors({ ...fieldErrorsOf(err), form: errorMessage(err, 'The lead could not be saved') }),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4 pt-4">
      <LeadFields draft={draft} onChange={setDraft} errors={errors} owners={owners.data ?? []} />
      {errors.form ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      ) : null}
      <div className="flex items-center gap-3">
        <Button type="submit" loading={update.isPending}>
          Save changes
        </Button>
        <p role="status" className="text-sm text-emerald-700">
          {saved ? 'Saved' : ''}
        </p>
      </div>
    </form>
  );
}

function Notes({ leadId }: { leadId: string }) {
  const notes = useLeadNotes(leadId);
  const add = useAddLeadNote(leadId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!body.trim()) return setError('Write a note');
    setError(null);
    add.mutate(body, {
      onSuccess: () => setBody(''),
      onError: (err) => setError(errorMessage(err, 'The note could not be saved')),
    });
  };
  return (
    <div className="space-y-4 pt-4">
      <form onSubmit={submit} noValidate className="space-y-2">
        <TextareaField
          label="Add a note"
          value={body}
          onChange={(e) => setBody(e.target.value)}
          maxLength={5000}
          error={error}
          rows={3}
        />
        <Button type="submit" size="sm" loading={add.isPending}>
          Add note
        </Button>
      </form>
      {notes.isPending ? (
        <Spinner message="Loading notes…" />
      ) : notes.isError ? (
        <LoadError title="The notes could not be loaded" error={notes.error} onRetry={notes.refetch} />
      ) : notes.data.length === 0 ? (
        <p className="text-sm text-slate-500">No notes yet.</p>
      ) : (
        <ul className="space-y-3" aria-label="Notes">
          {notes.data.map((n) => (
            <li key={n.id} className="rounded-lg bg-slate-50 p-3 text-sm">
              <p className="whitespace-pre-wrap text-slate-800">{n.body}</p>
              <p className="mt-1 text-xs text-slate-500">
                {n.author_name ?? 'System'} · {formatDateTime(n.created_at)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function History({ leadId }: { leadId: string }) {
  const history = useLeadHistory(leadId);
  if (history.isPending) return <Spinner message="Loading history…" />;
  if (history.isError)
    return (
      <LoadError title="The history could not be loaded" error={history.error} onRetry={history.refetch} />
    );
  return (
    <ol className="space-y-2 pt-4 text-sm" aria-label="Stage history">
      {history.data.map((h) => (
        <li key={h.id} className="flex flex-wrap justify-between gap-2 border-b border-slate-100 pb-2">
          <span className="text-slate-800">
            {h.from_stage_name
              ? `${h.from_stage_name} → ${h.to_stage_name ?? '—'}`
              : `Created in ${h.to_stage_name ?? '—'}`}
          </span>
          <span className="text-xs text-slate-500">
            {h.changed_by_name ?? 'System'} · {formatDateTime(h.changed_at)}
          </span>
        </li>
      ))}
    </ol>
  );
}
