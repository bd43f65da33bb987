import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, Inbox, Search, Undo2 } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { useDialogs } from '@/components/ui/dialogs';
import { Input } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import {
  approveStep,
  PER_PAGE,
  sendBackStep,
  useApprovals,
  useJourneyClients,
} from '../../api/journey-admin';
import { coachingKeys } from '../../api/progress';
import { progressPercent } from '../../utils/step-selection';

/** `/admin/journey/dashboard`: the approval queue and where every client stands. */
export function JourneyDashboard({ applicationHref }: { applicationHref: (userId: string) => string }) {
  return (
    <div className="space-y-6">
      <ApprovalQueue applicationHref={applicationHref} />
      <ClientsTable applicationHref={applicationHref} />
    </div>
  );
}

function ApprovalQueue({ applicationHref }: { applicationHref: (userId: string) => string }) {
  const approvals = useApprovals();
  const qc = useQueryClient();
  const { prompt, confirm } = useDialogs();
  const done = () => void qc.invalidateQueries({ queryKey: coachingKeys.all });
  const approve = useMutation({
    mutationFn: ({ userId, step }: { userId: string; step: number }) => approveStep(userId, step),
    onSuccess: (res) => {
      toast.success(
        `Step ${res.step} approved${res.route ? ` · routed to Step ${res.route.step} (${res.route.route === 'funding' ? 'funding' : 'credit repair'})` : ''}`,
      );
      done();
    },
    onError: (err) => toast.error(errorMessage(err, 'Could not approve the step')),
  });
  const sendBack = useMutation({
    mutationFn: ({ userId, step, note }: { userId: string; step: number; note: string }) =>
      sendBackStep(userId, step, note),
    onSuccess: (res) => {
      toast.success(`Step ${res.step} sent back with your note`);
      done();
    },
    onError: (err) => toast.error(errorMessage(err, 'Could not send the step back')),
  });

  const list = approvals.data?.approvals ?? [];
  return (
    <section
      aria-labelledby="approvals-heading"
      className="rounded-2xl border border-slate-200/80 bg-white shadow-xs"
    >
      <header className="flex items-center justify-between gap-3 border-b border-slate-100 px-5 py-4">
        <div>
          <h2 id="approvals-heading" className="text-base font-semibold text-slate-900">
            Approval queue
          </h2>
          <p className="text-sm text-slate-500">Steps clients submitted for sign-off.</p>
        </div>
        {approvals.isSuccess ? (
          <Badge tone={list.length ? 'warning' : 'neutral'}>{list.length} pending</Badge>
        ) : null}
      </header>
      {approvals.isPending ? (
        <Spinner size="sm" className="py-10" />
      ) : approvals.isError ? (
        <div className="p-4">
          <Callout tone="error" title="Error Loading Data">
            {errorMessage(approvals.error)}
          </Callout>
        </div>
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-5 py-10 text-center">
          <Inbox className="size-8 text-slate-300" aria-hidden="true" />
          <p className="text-sm text-slate-500">Nothing waiting for approval.</p>
        </div>
      ) : (
        <ul className="divide-y divide-slate-100">
          {list.map((a) => {
            const key = { userId: a.user_id, step: a.step_number };
            const busy =
              (approve.isPending &&
                approve.variables?.userId === a.user_id &&
                approve.variables.step === a.step_number) ||
              (sendBack.isPending &&
                sendBack.variables?.userId === a.user_id &&
                sendBack.variables.step === a.step_number);
            return (
              <li
                key={`${a.user_id}-${a.step_number}`}
                className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center"
              >
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium text-slate-900">
                    {a.display_name || a.email}{' '}
                    <span className="font-normal text-slate-500">
                      · Step {a.step_number}: {a.step_title}
                    </span>
                  </p>
                  <p className="text-xs text-slate-500">
                    {a.email}
                    {a.submitted_at ? ` · submitted ${formatDateTime(a.submitted_at)}` : ''} ·{' '}
                    <Link to={applicationHref(a.user_id)} className="font-medium text-brand hover:underline">
                      View application
                    </Link>
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={busy}
                    leftIcon={<Undo2 className="size-4" aria-hidden="true" />}
                    aria-label={`Send back Step ${a.step_number} for ${a.display_name || a.email}`}
                    onClick={async () => {
                      const note = await prompt({
                        title: `Send back Step ${a.step_number}`,
                        message: `${a.display_name || a.email} will see your note on their dashboard.`,
                        label: 'Note to the client',
                        placeholder: 'What needs to change?',
                        submitLabel: 'Send back',
                      });
                      if (note) sendBack.mutate({ ...key, note });
                    }}
                  >
                    Send back
                  </Button>
                  <Button
                    variant="success"
                    size="sm"
                    loading={
                      approve.isPending &&
                      approve.variables?.userId === a.user_id &&
                      approve.variables.step === a.step_number
                    }
                    disabled={busy}
                    leftIcon={<Check className="size-4" aria-hidden="true" />}
                    aria-label={`Approve Step ${a.step_number} for ${a.display_name || a.email}`}
                    onClick={async () => {
                      if (
                        await confirm({
                          title: `Approve Step ${a.step_number}?`,
                          message: `${a.display_name || a.email} moves on to the next step.`,
                          variant: 'success',
                          confirmLabel: 'Approve',
                        })
                      )
                        approve.mutate(key);
                    }}
                  >
                    Approve
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function ClientsTable({ applicationHref }: { applicationHref: (userId: string) => string }) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query = useDeferredValue(q);
  const clients = useJourneyClients(query, page);
  const total = clients.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  return (
    <section
      aria-labelledby="clients-heading"
      className="rounded-2xl border border-slate-200/80 bg-white shadow-xs"
    >
      <header className="flex flex-col gap-3 border-b border-slate-100 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="clients-heading" className="text-base font-semibold text-slate-900">
            Clients
          </h2>
          <p className="text-sm text-slate-500">Where every client stands in their journey.</p>
        </div>
        <div className="relative sm:w-72">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Search clients"
            placeholder="Search name or email"
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setPage(1);
            }}
            className="pl-9"
          />
        </div>
      </header>
      {clients.isPending ? (
        <Spinner size="sm" className="py-10" />
      ) : clients.isError ? (
        <div className="p-4">
          <Callout tone="error" title="Error Loading Data">
            {errorMessage(clients.error)}
          </Callout>
        </div>
      ) : clients.data.clients.length === 0 ? (
        <p className="px-5 py-10 text-center text-sm text-slate-500">No clients found.</p>
      ) : (
        <ScrollRegion label="Client journeys">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <thead className="bg-slate-50 text-xs font-medium text-slate-500">
              <tr>
                <th scope="col" className="px-5 py-2.5 font-medium">
                  Client
                </th>
                <th scope="col" className="px-3 py-2.5 font-medium">
                  Current step
                </th>
                <th scope="col" className="px-3 py-2.5 font-medium">
                  Progress
                </th>
                <th scope="col" className="px-3 py-2.5 font-medium">
                  Route
                </th>
                <th scope="col" className="px-3 py-2.5 font-medium">
                  Last activity
                </th>
                <th scope="col" className="px-5 py-2.5 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {clients.data.clients.map((c) => {
                const pct = progressPercent(c.completed_count, c.total_steps);
                return (
                  <tr key={c.user_id} className="hover:bg-slate-50/70">
                    <td className="px-5 py-3">
                      <p className="font-medium text-slate-900">{c.display_name || c.email}</p>
                      <p className="text-xs text-slate-500">{c.email}</p>
                    </td>
                    <td className="px-3 py-3">
                      <p className="text-slate-800">
                        Step {c.current_step}
                        {c.pending_approvals.length ? (
                          <Badge tone="warning" className="ml-2">
                            Awaiting approval
                          </Badge>
                        ) : null}
                      </p>
                      <p className="max-w-56 truncate text-xs text-slate-500">{c.current_step_title}</p>
                    </td>
                    <td className="px-3 py-3">
                      <div className="flex items-center gap-2">
                        <div
                          className="h-1.5 w-24 overflow-hidden rounded-full bg-slate-100"
                          aria-hidden="true"
                        >
                          <div className="h-full rounded-full bg-brand" style={{ width: `${pct}%` }} />
                        </div>
                        <span className="text-xs text-slate-600 tabular-nums">
                          {c.completed_count}/{c.total_steps}
                        </span>
                      </div>
                    </td>
                    <td className="px-3 py-3">
                      {c.route ? (
                        <Badge tone={c.route === 'funding' ? 'success' : 'info'}>
                          {c.route === 'funding' ? 'Funding' : 'Credit repair'}
                        </Badge>
                      ) : (
                        <span className="text-xs text-slate-500">Not routed</span>
                      )}
                    </td>
                    <td className="px-3 py-3 text-xs text-slate-500">
                      {c.last_activity_at ? formatDateTime(c.last_activity_at) : '—'}
                    </td>
                    <td className="px-5 py-3 text-right">
                      <Link
                        to={applicationHref(c.user_id)}
                        className="text-sm font-medium text-brand hover:underline"
                      >
                        Application
                      </Link>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {pages > 1 ? (
        <Pagination
          variant="compact"
          className="border-t border-slate-100 px-5 py-3"
          page={page}
          pageSize={PER_PAGE}
          total={total}
          onPageChange={setPage}
          summary={`Page ${page} of ${pages} · ${total} clients`}
        />
      ) : null}
    </section>
  );
}
