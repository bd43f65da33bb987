import {
  CONSENT_KIND_LABELS,
  type ComplianceStatus,
  type ConsentKind,
  type ConsentRecord,
  complianceStatuses,
  consentKinds,
  type DataExport,
  DELETION_KEEPS,
  DELETION_REMOVES,
  type DeletionRequest,
  dataExportDownloadPath,
  EXPORT_TTL_DAYS,
  userRequestBodySchema,
} from '@fundpath/contracts/compliance';
import { isAdmin } from '@fundpath/contracts/roles';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Card, CardHeader } from '@/components/ui/card';
import { useDialogs } from '@/components/ui/dialogs';
import { Field } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { PagedTable } from '@/components/ui/paged-table';
import { SearchInput } from '@/components/ui/search-input';
import type { DataTableColumn } from '@/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { apiUrl, errorMessage, fieldErrorsOf, refusalMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { formatBytes, formatDate, formatDateTime } from '@/lib/format';
import {
  useConsents,
  useDataExports,
  useDeletions,
  useRequestDeletion,
  useRequestExport,
} from '../../api/compliance';
import { issuesToErrors } from '../users/parts';

const PER_PAGE = 25;
const STATUS_LABELS: Record<ComplianceStatus, string> = {
  requested: 'Requested',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
};
const STATUS_TONES: Record<ComplianceStatus, BadgeTone> = {
  requested: 'info',
  processing: 'info',
  completed: 'success',
  failed: 'danger',
};
const statusOptions = complianceStatuses.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

/** A filter setter that also goes back to the first page. */
const resetsPage = (setPage: (page: number) => void) => (set: (value: string) => void) => (value: string) => {
  set(value);
  setPage(1);
};

/** The status filter of the exports and deletions lists. */
function StatusFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <NativeSelect
      label="Status"
      labelSize="sm"
      value={value}
      onChange={onChange}
      placeholder="All statuses"
      options={statusOptions}
      highlighted={Boolean(value)}
      className="w-full sm:w-44"
    />
  );
}

/** `/admin/compliance`: consents and disclosures, data exports and deletion requests. */
export function ComplianceAdmin() {
  const { user } = useAuth();
  const admin = isAdmin(user);
  return (
    <Tabs defaultValue="consents" className="min-w-0">
      <TabsList aria-label="Compliance">
        <TabsTrigger value="consents">Consents</TabsTrigger>
        <TabsTrigger value="exports">Data exports</TabsTrigger>
        <TabsTrigger value="deletions">Deletion requests</TabsTrigger>
      </TabsList>
      <TabsContent value="consents">
        <ConsentsCard />
      </TabsContent>
      <TabsContent value="exports">
        <ExportsCard admin={admin} />
      </TabsContent>
      <TabsContent value="deletions">
        <DeletionsCard admin={admin} />
      </TabsContent>
    </Tabs>
  );
}

function ConsentsCard() {
  const [q, setQ] = useState('');
  const debounced = useDebouncedValue(q, 250);
  const [kind, setKind] = useState('');
  const [page, setPage] = useState(1);
  const filterBy = resetsPage(setPage);
  const list = useConsents({
    q: debounced.trim() || undefined,
    kind: (kind || undefined) as ConsentKind | undefined,
    page,
    per_page: PER_PAGE,
  });
  const columns: Array<DataTableColumn<ConsentRecord>> = [
    {
      id: 'client',
      header: 'Client',
      cell: (c) => (
        <span className="block min-w-0">
          <span className="block truncate font-medium text-slate-900">{c.user_name}</span>
          <span className="block truncate text-xs text-slate-600">{c.user_email}</span>
          <span className="mt-1 block text-xs text-slate-700 sm:hidden">
            {CONSENT_KIND_LABELS[c.kind]} · {c.version} · {formatDate(c.agreed_at)}
          </span>
        </span>
      ),
    },
    {
      id: 'what',
      header: 'Agreed to',
      hideOnMobile: true,
      cell: (c) => (
        <span className="block min-w-0">
          <span className="block">{CONSENT_KIND_LABELS[c.kind]}</span>
          <span className="block text-xs text-slate-600">Version {c.version}</span>
          <details className="text-xs text-slate-600">
            <summary className="cursor-pointer">What was agreed</summary>
            <span className="block max-w-prose break-words whitespace-pre-wrap">{c.statement}</span>
          </details>
        </span>
      ),
    },
    {
      id: 'when',
      header: 'When and from where',
      hideOnMobile: true,
      cell: (c) => (
        <span className="block text-xs text-slate-600">
          <span className="block">{formatDateTime(c.agreed_at)}</span>
          <span className="block">IP {c.ip ?? 'unknown'}</span>
          {c.recorded_by_name ? <span className="block">Recorded by {c.recorded_by_name}</span> : null}
        </span>
      ),
    },
    {
      id: 'window',
      header: 'Cancellation window',
      cell: (c) =>
        c.kind !== 'croa_disclosure' ? (
          <span className="text-xs text-slate-600">—</span>
        ) : c.cancel_window_open ? (
          <Badge tone="warning">Open until {formatDateTime(c.cancel_until!)}</Badge>
        ) : (
          <Badge tone="neutral">Closed {c.cancel_until ? formatDate(c.cancel_until) : ''}</Badge>
        ),
    },
  ];
  return (
    <Card>
      <CardHeader
        title="Consents and disclosures"
        description="What each client agreed to, which version, when and from which IP. These records cannot be changed or deleted. The CROA window is 3 business days (Sundays skipped; check federal holidays yourself)."
      />
      <PagedTable
        filters={
          <>
            <SearchInput
              label="Search clients"
              labelSize="sm"
              value={q}
              onChange={filterBy(setQ)}
              placeholder="Name or e-mail"
              className="w-full sm:w-64"
            />
            <NativeSelect
              label="Kind"
              labelSize="sm"
              value={kind}
              onChange={filterBy(setKind)}
              placeholder="All kinds"
              options={consentKinds.map((k) => ({ value: k, label: CONSENT_KIND_LABELS[k] }))}
              highlighted={Boolean(kind)}
              className="w-full sm:w-56"
            />
          </>
        }
        caption="Consent records"
        columns={columns}
        rows={list.data?.consents ?? []}
        getRowId={(c) => c.id}
        loading={list.isPending}
        error={list.isError ? errorMessage(list.error, 'Consents could not be loaded') : undefined}
        onRetry={() => void list.refetch()}
        empty="No consent records match."
        page={page}
        pageSize={PER_PAGE}
        total={list.data?.total ?? 0}
        onPageChange={setPage}
        paginationLabel="Consent pages"
      />
    </Card>
  );
}

/** The user and status columns shared by the exports and deletions tables. */
function requestColumns<T extends DataExport | DeletionRequest>(): Array<DataTableColumn<T>> {
  return [
    {
      id: 'user',
      header: 'User',
      cell: (r) => (
        <span className="block min-w-0">
          <span className="block truncate font-medium text-slate-900">{r.user_name}</span>
          <span className="block truncate text-xs text-slate-600">{r.user_email}</span>
        </span>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (r) => (
        <span className="block">
          <Badge tone={STATUS_TONES[r.status]}>{STATUS_LABELS[r.status]}</Badge>
          {r.error ? <span className="block text-xs text-red-700">{r.error}</span> : null}
        </span>
      ),
    },
  ];
}

/** An e-mail + optional reason form shared by export and deletion requests. */
function UserRequestForm({
  label,
  submitLabel,
  pending,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (
    body: { user_email: string; reason?: string },
    setErrors: (e: Record<string, string>) => void,
    reset: () => void,
  ) => void;
}) {
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = userRequestBodySchema.safeParse({ user_email: email, reason: reason || undefined });
    if (!parsed.success) return setErrors(issuesToErrors(parsed.error.issues));
    setErrors({});
    onSubmit(parsed.data, setErrors, () => {
      setEmail('');
      setReason('');
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={label} className="flex flex-wrap items-start gap-3 p-4">
      <Field
        label="User e-mail"
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.user_email}
        className="w-full sm:w-72"
      />
      <Field
        label="Reason (optional)"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={errors.reason}
        className="w-full sm:w-72"
      />
      <Button type="submit" loading={pending} className="sm:mt-6">
        {submitLabel}
      </Button>
    </form>
  );
}

function ExportsCard({ admin }: { admin: boolean }) {
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const filterBy = resetsPage(setPage);
  const list = useDataExports({
    status: (status || undefined) as ComplianceStatus | undefined,
    page,
    per_page: PER_PAGE,
  });
  const request = useRequestExport();
  const columns: Array<DataTableColumn<DataExport>> = [
    ...requestColumns<DataExport>(),
    {
      id: 'requested',
      header: 'Requested',
      hideOnMobile: true,
      cell: (e) => (
        <span className="block text-xs text-slate-600">
          {formatDateTime(e.created_at)}
          {e.requested_by_name ? ` by ${e.requested_by_name}` : ''}
        </span>
      ),
    },
    {
      id: 'file',
      header: 'Download',
      align: 'right',
      cell: (e) =>
        e.downloadable ? (
          <span className="block">
            <a
              href={apiUrl(dataExportDownloadPath(e.id))}
              className={buttonClasses({ size: 'sm', variant: 'secondary' })}
              aria-label={`Download the export of ${e.user_name}`}
            >
              ZIP{e.file_size ? `, ${formatBytes(e.file_size)}` : ''}
            </a>
            {e.expires_at ? (
              <span className="block text-xs text-slate-600">until {formatDate(e.expires_at)}</span>
            ) : null}
          </span>
        ) : e.status === 'completed' ? (
          <span className="text-xs text-slate-600">Expired</span>
        ) : (
          <span className="text-xs text-slate-600">—</span>
        ),
    },
  ];
  return (
    <Card>
      <CardHeader
        title="Data exports"
        description={`A ZIP of the user's account, consents, contracts (with signed PDFs) and uploaded files, built in the background. Staff can download it for ${EXPORT_TTL_DAYS} days; every download is audited.`}
      />
      {admin ? (
        <UserRequestForm
          label="Request a data export"
          submitLabel="Request export"
          pending={request.isPending}
          onSubmit={(body, setErrors, reset) =>
            request.mutate(body, {
              onSuccess: (e) => {
                toast.success(`Export of ${e.user_email} queued`);
                reset();
              },
              onError: (err) => {
                setErrors(fieldErrorsOf(err));
                toast.error(refusalMessage(err) ?? errorMessage(err, 'The export could not be requested'));
              },
            })
          }
        />
      ) : null}
      <PagedTable
        filters={<StatusFilter value={status} onChange={filterBy(setStatus)} />}
        filtersClassName="flex flex-wrap gap-3 border-y border-slate-100 p-4"
        caption="Data exports"
        columns={columns}
        rows={list.data?.exports ?? []}
        getRowId={(e) => e.id}
        loading={list.isPending}
        error={list.isError ? errorMessage(list.error, 'Exports could not be loaded') : undefined}
        onRetry={() => void list.refetch()}
        empty="No data exports yet."
        page={page}
        pageSize={PER_PAGE}
        total={list.data?.total ?? 0}
        onPageChange={setPage}
        paginationLabel="Export pages"
      />
    </Card>
  );
}

function DeletionsCard({ admin }: { admin: boolean }) {
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const filterBy = resetsPage(setPage);
  const list = useDeletions({
    status: (status || undefined) as ComplianceStatus | undefined,
    page,
    per_page: PER_PAGE,
  });
  const request = useRequestDeletion();
  const dialogs = useDialogs();
  const columns: Array<DataTableColumn<DeletionRequest>> = [
    ...requestColumns<DeletionRequest>(),
    {
      id: 'requested',
      header: 'Requested',
      hideOnMobile: true,
      cell: (d) => (
        <span className="block text-xs text-slate-600">
          {formatDateTime(d.created_at)}
          {d.requested_by_name ? ` by ${d.requested_by_name}` : ''}
          {d.reason ? <span className="block">Reason: {d.reason}</span> : null}
        </span>
      ),
    },
    {
      id: 'summary',
      header: 'Result',
      cell: (d) =>
        d.summary ? (
          <details className="text-xs text-slate-600">
            <summary className="cursor-pointer">Removed and kept</summary>
            <span className="block font-medium">Removed</span>
            <ul className="list-disc pl-4">
              {d.summary.removed.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
            <span className="block font-medium">Kept</span>
            <ul className="list-disc pl-4">
              {d.summary.kept.map((k) => (
                <li key={k}>{k}</li>
              ))}
            </ul>
          </details>
        ) : (
          <span className="text-xs text-slate-600">—</span>
        ),
    },
  ];
  return (
    <Card>
      <CardHeader
        title="Deletion requests"
        description="Anonymises a user. Only administrators can run it; it cannot be undone."
      />
      <div className="grid gap-4 p-4 sm:grid-cols-2">
        <Callout tone="warning" title="What is removed">
          <ul className="list-disc pl-4">
            {DELETION_REMOVES.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </Callout>
        <Callout tone="info" title="What the law requires us to keep">
          <ul className="list-disc pl-4">
            {DELETION_KEEPS.map((k) => (
              <li key={k}>{k}</li>
            ))}
          </ul>
        </Callout>
      </div>
      {admin ? (
        <UserRequestForm
          label="Request a deletion"
          submitLabel="Anonymise user"
          pending={request.isPending}
          onSubmit={async (body, setErrors, reset) => {
            const ok = await dialogs.confirm({
              title: `Anonymise ${body.user_email}?`,
              message:
                'Their name, e-mail, password, sessions and uploaded files are removed now. Consents, signed contracts and financial records are kept. This cannot be undone.',
              confirmLabel: 'Anonymise',
              variant: 'danger',
            });
            if (!ok) return;
            request.mutate(body, {
              onSuccess: (d) => {
                if (d.status === 'completed') toast.success('User anonymised');
                else toast.error(d.error ?? 'Anonymisation failed');
                reset();
              },
              onError: (err) => {
                setErrors(fieldErrorsOf(err));
                toast.error(refusalMessage(err) ?? errorMessage(err, 'The deletion could not be requested'));
              },
            });
          }}
        />
      ) : null}
      <PagedTable
        filters={<StatusFilter value={status} onChange={filterBy(setStatus)} />}
        filtersClassName="flex flex-wrap gap-3 border-y border-slate-100 p-4"
        caption="Deletion requests"
        columns={columns}
        rows={list.data?.deletions ?? []}
        getRowId={(d) => d.id}
        loading={list.isPending}
        error={list.isError ? errorMessage(list.error, 'Deletion requests could not be loaded') : undefined}
        onRetry={() => void list.refetch()}
        empty="No deletion requests yet."
        page={page}
        pageSize={PER_PAGE}
        total={list.data?.total ?? 0}
        onPageChange={setPage}
        paginationLabel="Deletion pages"
      />
    </Card>
  );
}
