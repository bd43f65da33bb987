import {
  SUPPRESSION_REASON_LABELS,
  type Suppression,
  type SuppressionReason,
  suppressionInputSchema,
  suppressionReasons,
} from '@fundpath/contracts/campaigns';
import { ShieldOff, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { useDialogs } from '@/components/ui/dialogs';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { PageHeader } from '@/components/ui/page-header';
import { PagedTable } from '@/components/ui/paged-table';
import { SearchInput } from '@/components/ui/search-input';
import type { DataTableColumn } from '@/components/ui/table';
import { errorMessage, fieldErrorsOf } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { issuesToFieldErrors } from '@/lib/field-errors';
import { formatDateTime } from '@/lib/format';
import { useUpdateSearchParams } from '@/lib/use-update-search-params';
import { useAddSuppression, useRemoveSuppression, useSuppressions } from '../api/suppressions';
import { CampaignsNav } from './campaigns-nav';

/** `/email-campaigns/suppressions`: addresses that get no campaign mail (unsubscribes, hard bounces, additions). */
export function SuppressionListScreen() {
  const [params, update] = useUpdateSearchParams();
  const { hasPermission } = useAuth();
  const canEdit = hasPermission('campaigns.send');
  const reason = (suppressionReasons as readonly string[]).includes(params.get('reason') ?? '')
    ? (params.get('reason') as SuppressionReason)
    : undefined;
  const q = params.get('q') || undefined;
  const page = Number(params.get('page')) || 1;
  const list = useSuppressions({ q, reason, page });
  const remove = useRemoveSuppression();
  const dialogs = useDialogs();

  const lift = async (s: Suppression) => {
    const ok = await dialogs.confirm({
      title: `Remove ${s.email} from the list?`,
      message:
        s.reason === 'bounced'
          ? 'This address bounced: mail to it will likely bounce again.'
          : 'Campaigns will reach this address again. Only do this when the person asked for it.',
      variant: 'warning',
      confirmLabel: 'Remove',
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(s.id);
      toast.success('Removed from the suppression list');
    } catch (err) {
      toast.error(errorMessage(err, 'Could not remove the address'));
    }
  };

  const columns: DataTableColumn<Suppression>[] = [
    { id: 'email', header: 'E-mail', cell: (s) => <span className="break-all font-medium">{s.email}</span> },
    {
      id: 'reason',
      header: 'Reason',
      cell: (s) => (
        <Badge tone={s.reason === 'bounced' ? 'danger' : s.reason === 'manual' ? 'neutral' : 'warning'}>
          {SUPPRESSION_REASON_LABELS[s.reason]}
        </Badge>
      ),
    },
    {
      id: 'note',
      header: 'Note',
      hideOnMobile: true,
      cell: (s) => <span className="text-sm text-slate-600">{s.note || '–'}</span>,
    },
    { id: 'when', header: 'Added', hideOnMobile: true, cell: (s) => formatDateTime(s.created_at) },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      align: 'right',
      cell: (s) =>
        canEdit ? (
          <Button variant="ghost" size="icon" aria-label={`Remove ${s.email}`} onClick={() => void lift(s)}>
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        ) : null,
    },
  ];

  return (
    <div>
      <PageHeader
        eyebrow="Staff workspace"
        title="Email Campaigns"
        description="Nobody on this list gets campaign mail: unsubscribes and hard bounces land here on their own."
      />
      <CampaignsNav />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="min-w-0">
          <PagedTable
            caption="Suppression list"
            columns={columns}
            rows={list.data?.suppressions ?? []}
            getRowId={(s) => s.id}
            loading={list.isPending}
            error={list.isError ? errorMessage(list.error, 'Could not load the suppression list') : undefined}
            onRetry={() => void list.refetch()}
            page={page}
            pageSize={25}
            total={list.data?.total ?? 0}
            onPageChange={(p) => update({ page: p === 1 ? null : String(p) })}
            paginationLabel="Suppression list pages"
            filters={
              <>
                <SearchInput
                  label="Search addresses"
                  labelSize="sm"
                  value={q ?? ''}
                  onChange={(v) => update({ q: v, page: null })}
                  debounceMs={300}
                  className="w-full sm:w-64"
                />
                <NativeSelect
                  label="Reason"
                  labelSize="sm"
                  value={reason ?? ''}
                  placeholder="Any reason"
                  options={suppressionReasons.map((r) => ({ value: r, label: SUPPRESSION_REASON_LABELS[r] }))}
                  onChange={(v) => update({ reason: v, page: null })}
                  className="w-full sm:w-48"
                />
              </>
            }
            empty={
              <EmptyState
                variant="plain"
                icon={ShieldOff}
                title={q || reason ? 'No address matches' : 'Nobody is suppressed'}
                titleAs="p"
              />
            }
          />
        </Card>
        <AddSuppression canEdit={canEdit} />
      </div>
    </div>
  );
}

function AddSuppression({ canEdit }: { canEdit: boolean }) {
  const add = useAddSuppression();
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = suppressionInputSchema.safeParse({ email, note });
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    try {
      await add.mutateAsync(parsed.data);
      toast.success(`${parsed.data.email} added`);
      setEmail('');
      setNote('');
      setErrors({});
    } catch (err) {
      setErrors({ ...issuesToFieldErrors(err), ...fieldErrorsOf(err) });
      toast.error(errorMessage(err, 'Could not add the address'));
    }
  };
  return (
    <Card className="self-start">
      <CardHeader title="Add an address" description="For someone who asked not to be e-mailed." />
      <CardBody>
        <form onSubmit={submit} noValidate className="space-y-4">
          <Field
            label="E-mail"
            type="email"
            value={email}
            maxLength={254}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email}
            disabled={!canEdit}
            required
          />
          <Field
            label="Note (optional)"
            value={note}
            maxLength={300}
            onChange={(e) => setNote(e.target.value)}
            error={errors.note}
            disabled={!canEdit}
          />
          <Button
            type="submit"
            loading={add.isPending}
            disabled={!canEdit}
            aria-describedby={canEdit ? undefined : 'suppress-reason'}
          >
            Add to the list
          </Button>
          {canEdit ? null : (
            <p id="suppress-reason" className="text-sm text-slate-600">
              Changing the list needs the “Send campaigns” permission.
            </p>
          )}
        </form>
      </CardBody>
    </Card>
  );
}
