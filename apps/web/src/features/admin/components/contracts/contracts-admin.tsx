import {
  CONTRACT_KIND_LABELS,
  type ContractTemplate,
  type SignatureRequest,
  type SignatureStatus,
  signatureStatuses,
} from '@fundpath/contracts/contracts';
import { isAdmin } from '@fundpath/contracts/roles';
import { Plus, Send } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { useDialogs } from '@/components/ui/dialogs';
import { NativeSelect } from '@/components/ui/native-select';
import { PagedTable } from '@/components/ui/paged-table';
import { DataTable, type DataTableColumn } from '@/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { formatDate, formatDateTime } from '@/lib/format';
import {
  useContractTemplates,
  useSignatureRequests,
  useUpdateTemplate,
  useVoidRequest,
} from '../../api/contracts';
import { NewTemplateDialog, SendRequestDialog, SignedRecordDialog, TemplateDialog } from './contract-dialogs';

const PER_PAGE = 25;
export const SIGNATURE_STATUS_LABELS: Record<SignatureStatus, string> = {
  pending: 'Pending',
  signed: 'Signed',
  declined: 'Declined',
  expired: 'Expired',
  voided: 'Voided',
};
const STATUS_TONES: Record<SignatureStatus, BadgeTone> = {
  pending: 'info',
  signed: 'success',
  declined: 'danger',
  expired: 'warning',
  voided: 'neutral',
};

/** `/admin/contracts`: templates with their versions, signature requests and signed records. */
export function ContractsAdmin() {
  const { user } = useAuth();
  const canEdit = isAdmin(user);
  return (
    <Tabs defaultValue="requests" className="min-w-0">
      <TabsList aria-label="Contracts">
        <TabsTrigger value="requests">Signature requests</TabsTrigger>
        <TabsTrigger value="templates">Templates</TabsTrigger>
      </TabsList>
      <TabsContent value="requests">
        <RequestsCard canEdit={canEdit} />
      </TabsContent>
      <TabsContent value="templates">
        <TemplatesCard canEdit={canEdit} />
      </TabsContent>
    </Tabs>
  );
}

function TemplatesCard({ canEdit }: { canEdit: boolean }) {
  const templates = useContractTemplates();
  const update = useUpdateTemplate();
  const dialogs = useDialogs();
  const [open, setOpen] = useState<string | 'new' | null>(null);

  const toggleArchive = async (t: ContractTemplate) => {
    const ok = await dialogs.confirm(
      t.archived
        ? {
            title: `Restore ${t.name}?`,
            message: 'It can be sent again.',
            confirmLabel: 'Restore',
            variant: 'success',
          }
        : {
            title: `Archive ${t.name}?`,
            message: 'Nothing new can be sent from it. Requests already sent and signed records are kept.',
            confirmLabel: 'Archive',
            variant: 'warning',
          },
    );
    if (!ok) return;
    update.mutate(
      { id: t.id, archived: !t.archived },
      {
        onSuccess: () => toast.success(`${t.name} ${t.archived ? 'restored' : 'archived'}`),
        onError: (err) =>
          toast.error(refusalMessage(err) ?? errorMessage(err, 'The template could not be saved')),
      },
    );
  };

  const columns: Array<DataTableColumn<ContractTemplate>> = [
    {
      id: 'name',
      header: 'Template',
      cell: (t) => (
        <span className="block min-w-0">
          <button
            type="button"
            className="block text-left font-medium text-slate-900 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
            onClick={() => setOpen(t.id)}
          >
            {t.name}
          </button>
          <span className="block text-xs text-slate-600">{CONTRACT_KIND_LABELS[t.kind]}</span>
        </span>
      ),
    },
    { id: 'version', header: 'Current', cell: (t) => `v${t.current_version}` },
    { id: 'pending', header: 'Pending', align: 'right', hideOnMobile: true, cell: (t) => t.pending_requests },
    { id: 'signed', header: 'Signed', align: 'right', hideOnMobile: true, cell: (t) => t.signed_count },
    {
      id: 'status',
      header: 'Status',
      cell: (t) => (
        <Badge tone={t.archived ? 'neutral' : 'success'}>{t.archived ? 'Archived' : 'Active'}</Badge>
      ),
    },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      align: 'right',
      cell: (t) => (
        <span className="flex flex-wrap justify-end gap-1">
          <Button size="sm" variant="ghost" onClick={() => setOpen(t.id)} aria-label={`Open ${t.name}`}>
            Open
          </Button>
          {canEdit ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => void toggleArchive(t)}
              aria-label={`${t.archived ? 'Restore' : 'Archive'} ${t.name}`}
            >
              {t.archived ? 'Restore' : 'Archive'}
            </Button>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <Card>
      <CardHeader
        title="Templates"
        description="Editing publishes a new version; earlier versions and everything signed stay as they were."
        action={
          canEdit ? (
            <Button size="sm" onClick={() => setOpen('new')}>
              <Plus className="size-4" aria-hidden="true" />
              New template
            </Button>
          ) : undefined
        }
      />
      <DataTable
        caption="Contract templates"
        columns={columns}
        rows={templates.data ?? []}
        getRowId={(t) => t.id}
        loading={templates.isPending}
        error={templates.isError ? errorMessage(templates.error, 'Templates could not be loaded') : undefined}
        onRetry={() => void templates.refetch()}
        empty="No templates yet."
      />
      {open === 'new' ? <NewTemplateDialog onClose={() => setOpen(null)} /> : null}
      {open && open !== 'new' ? (
        <TemplateDialog id={open} canEdit={canEdit} onClose={() => setOpen(null)} />
      ) : null}
    </Card>
  );
}

function RequestsCard({ canEdit }: { canEdit: boolean }) {
  const templates = useContractTemplates();
  const dialogs = useDialogs();
  const voidRequest = useVoidRequest();
  const [status, setStatus] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [page, setPage] = useState(1);
  const [sending, setSending] = useState(false);
  const [signedId, setSignedId] = useState<string | null>(null);
  const list = useSignatureRequests({
    status: (status || undefined) as SignatureStatus | undefined,
    template_id: templateId || undefined,
    page,
    per_page: PER_PAGE,
  });

  const voidIt = async (r: SignatureRequest) => {
    const ok = await dialogs.confirm({
      title: 'Void this request?',
      message: `${r.recipient_name}'s link stops working and the contract can no longer be signed.`,
      confirmLabel: 'Void request',
      variant: 'danger',
    });
    if (!ok) return;
    voidRequest.mutate(r.id, {
      onSuccess: () => toast.success('Request voided'),
      onError: (err) =>
        toast.error(refusalMessage(err) ?? errorMessage(err, 'The request could not be voided')),
    });
  };

  const columns: Array<DataTableColumn<SignatureRequest>> = [
    {
      id: 'recipient',
      header: 'Recipient',
      cell: (r) => (
        <span className="block min-w-0">
          <span className="block truncate font-medium text-slate-900">{r.recipient_name}</span>
          <span className="block truncate text-xs text-slate-600">{r.recipient_email}</span>
          <span className="block truncate text-xs text-slate-600 sm:hidden">
            {r.template_name} v{r.version}
          </span>
        </span>
      ),
    },
    {
      id: 'contract',
      header: 'Contract',
      hideOnMobile: true,
      cell: (r) => (
        <span className="block min-w-0">
          <span className="block">{r.template_name}</span>
          <span className="block text-xs text-slate-600">v{r.version}</span>
        </span>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (r) => <Badge tone={STATUS_TONES[r.status]}>{SIGNATURE_STATUS_LABELS[r.status]}</Badge>,
    },
    {
      id: 'sent',
      header: 'Sent',
      hideOnMobile: true,
      cell: (r) => (
        <span className="block text-xs text-slate-600">
          {formatDate(r.created_at)}
          {r.expires_at && r.status === 'pending' ? ` · expires ${formatDate(r.expires_at)}` : ''}
          {r.decided_at && r.status !== 'pending' ? ` · ${formatDateTime(r.decided_at)}` : ''}
        </span>
      ),
    },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      align: 'right',
      cell: (r) => (
        <span className="flex flex-wrap justify-end gap-1">
          {r.signed_contract_id ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setSignedId(r.signed_contract_id)}
              aria-label={`View the signed record of ${r.recipient_name}`}
            >
              Signed record
            </Button>
          ) : null}
          {canEdit && r.status === 'pending' ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => void voidIt(r)}
              aria-label={`Void the request to ${r.recipient_name}`}
            >
              Void
            </Button>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <Card>
      <CardHeader
        title="Signature requests"
        description="Contracts sent to clients and specialists, and where each one stands."
        action={
          canEdit ? (
            <Button size="sm" onClick={() => setSending(true)}>
              <Send className="size-4" aria-hidden="true" />
              Send for signature
            </Button>
          ) : undefined
        }
      />
      <PagedTable
        filters={
          <>
            <NativeSelect
              label="Status"
              labelSize="sm"
              value={status}
              onChange={(v) => {
                setStatus(v);
                setPage(1);
              }}
              placeholder="All statuses"
              options={signatureStatuses.map((s) => ({ value: s, label: SIGNATURE_STATUS_LABELS[s] }))}
              highlighted={Boolean(status)}
              className="w-full sm:w-44"
            />
            <NativeSelect
              label="Template"
              labelSize="sm"
              value={templateId}
              onChange={(v) => {
                setTemplateId(v);
                setPage(1);
              }}
              placeholder="All templates"
              options={(templates.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
              highlighted={Boolean(templateId)}
              className="w-full sm:w-64"
            />
          </>
        }
        caption="Signature requests"
        columns={columns}
        rows={list.data?.requests ?? []}
        getRowId={(r) => r.id}
        loading={list.isPending}
        error={list.isError ? errorMessage(list.error, 'Requests could not be loaded') : undefined}
        onRetry={() => void list.refetch()}
        empty={status || templateId ? 'No requests match these filters.' : 'Nothing sent for signature yet.'}
        page={page}
        pageSize={PER_PAGE}
        total={list.data?.total ?? 0}
        onPageChange={setPage}
        paginationLabel="Request pages"
      />
      {sending ? <SendRequestDialog onClose={() => setSending(false)} /> : null}
      {signedId ? <SignedRecordDialog id={signedId} onClose={() => setSignedId(null)} /> : null}
    </Card>
  );
}
