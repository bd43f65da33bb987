import { isAdmin } from '@fundpath/contracts/roles';
import {
  type ClientSubscription,
  type ClientSubscriptionListQuery,
  type Plan,
  type SubscriptionStatus,
  subscriptionStatuses,
} from '@fundpath/contracts/subscriptions';
import { CreditCard, Lock, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Card, CardHeader } from '@/components/ui/card';
import { useDialogs } from '@/components/ui/dialogs';
import { EmptyState } from '@/components/ui/empty-state';
import { NativeSelect } from '@/components/ui/native-select';
import { PagedTable } from '@/components/ui/paged-table';
import { SearchInput } from '@/components/ui/search-input';
import { StatCard } from '@/components/ui/stat-card';
import { DataTable, type DataTableColumn } from '@/components/ui/table';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { formatDate } from '@/lib/format';
import {
  useClientSubscriptions,
  useDeletePlan,
  useMrr,
  usePlans,
  useUpdatePlan,
} from '../../api/subscriptions';
import { AssignPlanDialog } from './assign-dialog';
import { formatCents, perInterval, STATUS_LABELS, STATUS_TONES } from './format';
import { PlanDialog } from './plan-dialog';

const PER_PAGE = 25;

/** `/admin/subscription-settings`: plans, each client's plan and MRR. Nothing is charged yet. */
export function SubscriptionSettings() {
  const { user } = useAuth();
  // The spec guards every admin screen to staff; the API answers admins only, so say so up front.
  if (!isAdmin(user))
    return (
      <EmptyState
        icon={Lock}
        title="Only administrators manage subscriptions"
        description="Ask an administrator to change a client's plan."
      />
    );
  return (
    <div className="min-w-0 space-y-6">
      <Callout tone="info" title="Billing starts when payments are connected">
        Plans and the plan each client is on are recorded here, but nobody is charged yet. Card payments
        arrive with the payments integration; until then, collect payment outside FundPath.
      </Callout>
      <MrrSummary />
      <PlansCard />
      <ClientsCard />
    </div>
  );
}

function MrrSummary() {
  const mrr = useMrr();
  const rows = mrr.data?.rows ?? [];
  const paying = rows.reduce((n, r) => n + r.subscribers, 0);
  return (
    <Card>
      <CardHeader
        title="Monthly recurring revenue"
        description="Clients who are active or past due; trials and cancellations are not counted. Yearly plans count a twelfth of their price."
      />
      <div className="space-y-4 p-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <StatCard
            label="MRR"
            value={mrr.data ? formatCents(mrr.data.total_cents) : '—'}
            icon={CreditCard}
            loading={mrr.isPending}
          />
          <StatCard
            label="Clients counted"
            value={mrr.data ? paying : '—'}
            icon={Users}
            loading={mrr.isPending}
          />
        </div>
        {mrr.isError ? (
          <Callout tone="error">{errorMessage(mrr.error, 'MRR could not be loaded')}</Callout>
        ) : mrr.data && rows.length > 0 ? (
          <div className="overflow-x-auto">
            <table className="min-w-full text-sm">
              <caption className="sr-only">MRR by plan</caption>
              <thead>
                <tr className="border-b border-slate-200 text-left text-xs text-slate-600 uppercase">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Plan
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    Clients
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    Per month
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    MRR
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.plan_id} className="border-b border-slate-100">
                    <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-900">
                      {r.plan_name}
                    </th>
                    <td className="py-2 pr-3 text-right tabular-nums">{r.subscribers}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{formatCents(r.monthly_cents)}</td>
                    <td className="py-2 text-right tabular-nums">{formatCents(r.mrr_cents)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" className="py-2 pr-3 text-left font-semibold text-slate-900">
                    Total
                  </th>
                  <td className="py-2 pr-3 text-right font-semibold tabular-nums">{paying}</td>
                  <td />
                  <td className="py-2 text-right font-semibold tabular-nums">
                    {formatCents(mrr.data.total_cents)}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
        ) : mrr.data ? (
          <p className="text-sm text-slate-600">No active or past-due clients yet.</p>
        ) : null}
      </div>
    </Card>
  );
}

function PlansCard() {
  const dialogs = useDialogs();
  const plans = usePlans();
  const update = useUpdatePlan();
  const remove = useDeletePlan();
  const [editing, setEditing] = useState<Plan | 'new' | null>(null);

  const toggleArchive = async (plan: Plan) => {
    const archiving = plan.status === 'active';
    const ok = await dialogs.confirm(
      archiving
        ? {
            title: `Archive ${plan.name}?`,
            message: `${plan.subscribers} client${plan.subscribers === 1 ? '' : 's'} keep it; nobody new can be put on it.`,
            confirmLabel: 'Archive plan',
            variant: 'warning',
          }
        : {
            title: `Reactivate ${plan.name}?`,
            message: 'It can be given to clients again.',
            confirmLabel: 'Reactivate',
            variant: 'success',
          },
    );
    if (!ok) return;
    update.mutate(
      { id: plan.id, status: archiving ? 'archived' : 'active' },
      {
        onSuccess: () => toast.success(`${plan.name} ${archiving ? 'archived' : 'reactivated'}`),
        onError: (err) =>
          toast.error(refusalMessage(err) ?? errorMessage(err, 'The plan could not be saved')),
      },
    );
  };

  const deletePlan = async (plan: Plan) => {
    const ok = await dialogs.confirm({
      title: `Delete ${plan.name}?`,
      message: 'Only a plan no client has ever been on can be deleted. This cannot be undone.',
      confirmLabel: 'Delete plan',
      variant: 'danger',
    });
    if (!ok) return;
    remove.mutate(plan.id, {
      onSuccess: () => toast.success(`${plan.name} deleted`),
      onError: (err) =>
        toast.error(refusalMessage(err) ?? errorMessage(err, 'The plan could not be deleted')),
    });
  };

  const columns: Array<DataTableColumn<Plan>> = [
    {
      id: 'name',
      header: 'Plan',
      cell: (p) => (
        <span className="block min-w-0">
          <span className="block font-medium text-slate-900">{p.name}</span>
          {/* Capped so the actions stay in view: the table sizes columns to their content. */}
          <span
            className="block max-w-56 truncate text-xs text-slate-600 lg:max-w-xs"
            title={p.features.join(' · ')}
          >
            {p.features.length ? p.features.join(' · ') : 'No features listed'}
          </span>
        </span>
      ),
    },
    { id: 'price', header: 'Price', cell: (p) => perInterval(p.price_cents, p.interval) },
    {
      id: 'trial',
      header: 'Trial',
      hideOnMobile: true,
      cell: (p) => (p.trial_days ? `${p.trial_days} days` : 'None'),
    },
    { id: 'subscribers', header: 'Clients', align: 'right', hideOnMobile: true, cell: (p) => p.subscribers },
    {
      id: 'status',
      header: 'Status',
      cell: (p) => (
        <Badge tone={p.status === 'active' ? 'success' : 'neutral'}>
          {p.status === 'active' ? 'Active' : 'Archived'}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      align: 'right',
      cell: (p) => (
        <span className="flex flex-wrap justify-end gap-1">
          <Button size="sm" variant="ghost" onClick={() => setEditing(p)} aria-label={`Edit ${p.name}`}>
            Edit
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => void toggleArchive(p)}
            aria-label={`${p.status === 'active' ? 'Archive' : 'Reactivate'} ${p.name}`}
          >
            {p.status === 'active' ? 'Archive' : 'Reactivate'}
          </Button>
          {p.subscribers === 0 ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => void deletePlan(p)}
              aria-label={`Delete ${p.name}`}
            >
              Delete
            </Button>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <Card>
      <CardHeader
        title="Plans"
        description="What clients can subscribe to. Archive a plan to stop offering it; its clients keep it."
        action={
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" />
            New plan
          </Button>
        }
      />
      <DataTable
        caption="Plans"
        columns={columns}
        rows={plans.data ?? []}
        getRowId={(p) => p.id}
        loading={plans.isPending}
        error={plans.isError ? errorMessage(plans.error, 'Plans could not be loaded') : undefined}
        onRetry={() => void plans.refetch()}
        empty="No plans yet. Create the first one."
      />
      {editing ? (
        <PlanDialog plan={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </Card>
  );
}

function ClientsCard() {
  const plans = usePlans();
  const [q, setQ] = useState('');
  const debounced = useDebouncedValue(q, 250);
  const [plan, setPlan] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ClientSubscription | null>(null);
  const query: ClientSubscriptionListQuery = {
    q: debounced.trim() || undefined,
    plan: plan || undefined,
    status: (status || undefined) as SubscriptionStatus | undefined,
    page,
    per_page: PER_PAGE,
  };
  const list = useClientSubscriptions(query);
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  const columns: Array<DataTableColumn<ClientSubscription>> = [
    {
      id: 'client',
      header: 'Client',
      cell: (c) => (
        <span className="block min-w-0">
          <span className="block truncate font-medium text-slate-900">{c.display_name}</span>
          <span className="block truncate text-xs text-slate-600">{c.email}</span>
        </span>
      ),
    },
    {
      id: 'plan',
      header: 'Plan',
      cell: (c) => c.plan_name ?? <span className="text-slate-600">No plan</span>,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (c) => (c.status ? <Badge tone={STATUS_TONES[c.status]}>{STATUS_LABELS[c.status]}</Badge> : null),
    },
    {
      id: 'started_on',
      header: 'Since',
      hideOnMobile: true,
      cell: (c) => (c.started_on ? formatDate(`${c.started_on}T12:00:00Z`) : '—'),
    },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      align: 'right',
      cell: (c) => (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setEditing(c)}
          aria-label={`${c.plan_id ? 'Change plan of' : 'Add plan for'} ${c.display_name}`}
        >
          {c.plan_id ? 'Change' : 'Add plan'}
        </Button>
      ),
    },
  ];

  return (
    <Card>
      <CardHeader
        title="Clients and their plans"
        description="Filter by plan or status; every change is recorded in the audit log."
      />
      <PagedTable
        filters={
          <>
            <SearchInput
              label="Search clients"
              labelSize="sm"
              value={q}
              onChange={reset(setQ)}
              placeholder="Name or e-mail"
            />
            <NativeSelect
              label="Plan"
              labelSize="sm"
              value={plan}
              onChange={reset(setPlan)}
              placeholder="Any plan"
              options={[
                { value: 'none', label: 'No plan' },
                ...(plans.data ?? []).map((p) => ({ value: p.id, label: p.name })),
              ]}
              highlighted={Boolean(plan)}
            />
            <NativeSelect
              label="Status"
              labelSize="sm"
              value={status}
              onChange={reset(setStatus)}
              placeholder="Any status"
              options={subscriptionStatuses.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
              highlighted={Boolean(status)}
            />
          </>
        }
        filtersClassName="grid gap-3 border-b border-slate-200 p-4 sm:grid-cols-3"
        caption="Clients and their plans"
        columns={columns}
        rows={list.data?.clients ?? []}
        getRowId={(c) => c.user_id}
        loading={list.isPending}
        error={list.isError ? errorMessage(list.error, 'Clients could not be loaded') : undefined}
        onRetry={() => void list.refetch()}
        empty={plan || status || query.q ? 'No clients match these filters.' : 'No clients yet.'}
        page={page}
        pageSize={PER_PAGE}
        total={list.data?.total ?? 0}
        onPageChange={setPage}
        paginationLabel="Client pages"
        footerClassName="border-t border-slate-200 p-3"
      />
      {editing ? (
        <AssignPlanDialog client={editing} plans={plans.data ?? []} onClose={() => setEditing(null)} />
      ) : null}
    </Card>
  );
}
