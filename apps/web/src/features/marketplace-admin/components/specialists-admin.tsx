import {
  type AdminSpecialist,
  type SpecialistStatus,
  specialistStatuses,
} from '@fundpath/contracts/marketplace';
import { UserRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { NativeSelect } from '@/components/ui/native-select';
import { PagedTable } from '@/components/ui/paged-table';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import type { DataTableColumn } from '@/components/ui/table';
import { TextareaField } from '@/components/ui/textarea';
import { useSearchState } from '@/hooks/use-search-state';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import {
  REASON_ACTIONS,
  type ReviewAction,
  type SpecialistFilters,
  useReviewSpecialist,
  useSpecialist,
  useSpecialistPage,
} from '../api/specialists';
import { MarketplaceManageGate } from './needs-manage';

const PER_PAGE = 25;
const FILTER_KEYS = ['q', 'status'] as const;

const statusInfo: Record<SpecialistStatus, { label: string; tone: BadgeTone }> = {
  pending_review: { label: 'Pending review', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  suspended: { label: 'Suspended', tone: 'danger' },
  rejected: { label: 'Rejected', tone: 'neutral' },
};

export function SpecialistStatusBadge({ status }: { status: SpecialistStatus }) {
  return <Badge tone={statusInfo[status].tone}>{statusInfo[status].label}</Badge>;
}

/** What each status allows (the server refuses the rest with a 409). */
export const reviewActionsFor = (status: SpecialistStatus): ReviewAction[] => {
  switch (status) {
    case 'pending_review':
      return ['approve', 'reject'];
    case 'approved':
      return ['suspend'];
    case 'suspended':
      return ['reinstate'];
    case 'rejected':
      return ['approve'];
  }
};

const actionLabels: Record<ReviewAction, string> = {
  approve: 'Approve',
  reinstate: 'Reinstate',
  reject: 'Reject',
  suspend: 'Suspend',
};

/** The URL's filters (`?q=&status=&page=`) as the API's query. */
export function specialistFiltersOf(
  values: Record<(typeof FILTER_KEYS)[number], string>,
  page: number,
): SpecialistFilters {
  return {
    q: values.q.trim() || undefined,
    status: (specialistStatuses as readonly string[]).includes(values.status)
      ? (values.status as SpecialistStatus)
      : undefined,
    page,
    per_page: PER_PAGE,
  };
}

/** `/admin/specialists` for staff with marketplace.manage. */
export function SpecialistsAdmin() {
  return (
    <MarketplaceManageGate>
      <SpecialistsList />
    </MarketplaceManageGate>
  );
}

function SpecialistsList() {
  const { values, set, page, setPage, param, setParam } = useSearchState(FILTER_KEYS);
  const filters = specialistFiltersOf(values, page);
  const list = useSpecialistPage(filters);
  const rows = list.data?.specialists ?? [];
  const counts = list.data?.counts;
  const openId = param('specialist');
  const filtersOn = Boolean(filters.q || filters.status);

  const columns: Array<DataTableColumn<AdminSpecialist>> = [
    {
      id: 'name',
      header: 'Specialist',
      cell: (s) => (
        <span className="flex flex-col items-start gap-1">
          <button
            type="button"
            onClick={() => setParam('specialist', s.id)}
            className="font-medium text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
          >
            {s.display_name}
          </button>
          <span className="block max-w-[12rem] truncate text-xs text-slate-600">{s.email}</span>
          <span className="sm:hidden">
            <SpecialistStatusBadge status={s.status} />
          </span>
        </span>
      ),
    },
    {
      id: 'headline',
      header: 'Headline',
      hideOnMobile: true,
      cell: (s) => (
        <span className="block max-w-[16rem] truncate" title={s.headline}>
          {s.headline || <span className="text-slate-500">None</span>}
        </span>
      ),
    },
    {
      id: 'specialties',
      header: 'Specialties',
      hideOnMobile: true,
      cell: (s) => (
        <span className="block max-w-[14rem] truncate">
          {s.specialties.length ? s.specialties.join(', ') : <span className="text-slate-500">None</span>}
        </span>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      hideOnMobile: true,
      cell: (s) => <SpecialistStatusBadge status={s.status} />,
    },
    {
      id: 'joined',
      header: 'Joined',
      cell: (s) => <span className="whitespace-nowrap">{formatDate(s.created_at)}</span>,
    },
  ];

  return (
    <div className="min-w-0 space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <SearchInput
          label="Search specialists"
          labelSize="sm"
          value={values.q}
          onChange={(v) => set('q', v)}
          debounceMs={250}
          placeholder="Name or e-mail"
          className="w-full sm:w-64"
        />
        <NativeSelect
          label="Status"
          labelSize="sm"
          value={filters.status ?? ''}
          onChange={(v) => set('status', v)}
          placeholder="Any status"
          options={specialistStatuses.map((s) => ({
            value: s,
            label: counts ? `${statusInfo[s].label} (${counts[s] ?? 0})` : statusInfo[s].label,
          }))}
          highlighted={Boolean(filters.status)}
          className="w-full sm:w-56"
        />
      </div>
      <PagedTable
        caption="Specialists"
        columns={columns}
        rows={rows}
        getRowId={(s) => s.id}
        loading={list.isPending || list.isPlaceholderData}
        error={list.isError ? errorMessage(list.error, 'The specialists could not be loaded') : undefined}
        onRetry={() => void list.refetch()}
        empty={
          <EmptyState
            variant="plain"
            icon={UserRound}
            title={filtersOn ? 'No specialists match these filters' : 'No specialists yet'}
            description={
              filtersOn
                ? 'Clear a filter or search for something else.'
                : 'Specialists appear here when they sign up.'
            }
          />
        }
        page={page}
        pageSize={PER_PAGE}
        total={list.data?.total ?? 0}
        onPageChange={setPage}
        paginationLabel="Specialist pages"
        footerClassName={null}
      />
      {openId ? <ReviewDialog id={openId} onClose={() => setParam('specialist', null)} /> : null}
    </div>
  );
}

/** A specialist's profile and the review actions its status allows; reject and suspend need a reason. */
function ReviewDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const specialist = useSpecialist(id);
  const review = useReviewSpecialist();
  const [pending, setPending] = useState<ReviewAction | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = review.isPending;
  const s = specialist.data;

  const run = (action: ReviewAction) => {
    setError(null);
    if (REASON_ACTIONS.includes(action)) {
      if (pending !== action) {
        setPending(action);
        setReason('');
        setReasonError(null);
        return;
      }
      if (!reason.trim()) {
        setReasonError('Give a reason: the specialist sees it.');
        return;
      }
    }
    review.mutate(
      { id, action, reason: reason.trim() || undefined },
      {
        onSuccess: ({ specialist: next }) => {
          toast.success(`${next.display_name}: ${statusInfo[next.status].label.toLowerCase()}`);
          setPending(null);
          setReason('');
        },
        onError: (err) => setError(refusalMessage(err) ?? errorMessage(err, 'The review could not be saved')),
      },
    );
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pending) run(pending);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent
        size="lg"
        title={s ? s.display_name : 'Specialist'}
        description={s ? s.headline || s.email : undefined}
        closeDisabled={busy}
      >
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogBody className="space-y-4">
            {specialist.isPending ? (
              <Spinner message="Loading the profile" />
            ) : specialist.isError || !s ? (
              <LoadError
                title="The profile could not be loaded"
                error={specialist.error}
                onRetry={() => void specialist.refetch()}
              />
            ) : (
              <>
                {error ? <Callout tone="error">{error}</Callout> : null}
                <div className="flex flex-wrap items-center gap-2">
                  <SpecialistStatusBadge status={s.status} />
                  <span className="text-sm text-slate-600">Joined {formatDate(s.created_at)}</span>
                </div>
                <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
                  <dt className="text-slate-600">Full name</dt>
                  <dd className="text-slate-900">{s.full_name}</dd>
                  <dt className="text-slate-600">E-mail</dt>
                  <dd className="break-all text-slate-900">{s.email}</dd>
                  <dt className="text-slate-600">Specialties</dt>
                  <dd className="text-slate-900">{s.specialties.join(', ') || 'None'}</dd>
                  <dt className="text-slate-600">Languages</dt>
                  <dd className="text-slate-900">{s.languages.join(', ') || 'None'}</dd>
                  <dt className="text-slate-600">Where</dt>
                  <dd className="text-slate-900">
                    {s.location_mode === 'online'
                      ? 'Online'
                      : s.location_mode === 'in_person'
                        ? 'In person'
                        : 'Online and in person'}
                    {s.city ? ` · ${s.city}` : ''} · {s.time_zone}
                  </dd>
                  <dt className="text-slate-600">Services</dt>
                  <dd className="text-slate-900">{s.service_count}</dd>
                  <dt className="text-slate-600">Agreement</dt>
                  <dd className="text-slate-900">{s.agreement.signed_current ? 'Signed' : 'Not signed'}</dd>
                </dl>
                {s.bio ? <p className="text-sm whitespace-pre-line text-slate-700">{s.bio}</p> : null}
                {s.review_note ? <Callout tone="info">Last review note: {s.review_note}</Callout> : null}
                {pending ? (
                  <TextareaField
                    label={`Reason to ${pending}`}
                    rows={3}
                    value={reason}
                    onChange={(e) => {
                      setReason(e.target.value);
                      setReasonError(null);
                    }}
                    maxLength={1000}
                    hint="Sent to the specialist and kept with the profile."
                    error={reasonError ?? undefined}
                  />
                ) : null}
              </>
            )}
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={pending ? () => setPending(null) : onClose} disabled={busy}>
              {pending ? 'Back' : 'Close'}
            </Button>
            {s
              ? reviewActionsFor(s.status)
                  .filter((a) => !pending || a === pending)
                  .map((a) => (
                    <Button
                      key={a}
                      type={pending === a ? 'submit' : 'button'}
                      variant={REASON_ACTIONS.includes(a) ? 'danger' : 'success'}
                      loading={busy && review.variables?.action === a}
                      disabled={busy}
                      onClick={pending === a ? undefined : () => run(a)}
                    >
                      {actionLabels[a]}
                    </Button>
                  ))
              : null}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
