import type { Payout } from '@fundpath/contracts/affiliates';
import { Download, HandCoins } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { useDialogs } from '@/components/ui/dialogs';
import { Field } from '@/components/ui/input';
import { DataTable } from '@/components/ui/table';
import { errorMessage, isApiError } from '@/lib/api-client';
import { centsToDollars, dollarsToCents } from '@/lib/commerce-units';
import { apiFieldErrors } from '@/lib/form-errors';
import { formatDate, plural } from '@/lib/format';
import { sumRows } from '@/lib/sum-rows';
import { payoutCsvHref, useCreatePayout, useMarkPayoutPaid, usePayouts } from '../api/admin-commissions';
import { money, PAYOUT_STATUS } from './labels';

/** The contract's default minimum (createPayoutBodySchema), and its ceiling. */
const DEFAULT_MINIMUM_CENTS = 5_000;
const MAX_MINIMUM_CENTS = 100_000_000;

type Outcome = { tone: 'success' | 'info' | 'error'; title: string; message: string } | null;

/**
 * Payout batches: create one for every beneficiary whose approved commissions reach a minimum,
 * export a batch as CSV for the bank, and mark it paid with the transfer's reference.
 */
export function Payouts() {
  const payouts = usePayouts();
  const rows = payouts.data ?? [];
  const open = rows.filter((p) => p.status === 'open');
  const toPay = sumRows(open, ['total_cents']).total_cents;
  return (
    <section aria-labelledby="payouts-heading" className="space-y-4">
      <h2 id="payouts-heading" className="text-lg font-semibold text-slate-900">
        Payouts
      </h2>
      <CreateBatch />
      <Card>
        <CardHeader
          title="Batches"
          titleAs="h3"
          description={
            open.length > 0
              ? `${plural(open.length, 'batch', 'batches')} to pay, ${money(toPay)} in all.`
              : 'Every batch is paid.'
          }
        />
        <DataTable<Payout>
          caption="Payout batches"
          rows={rows}
          getRowId={(p) => p.id}
          loading={payouts.isPending}
          error={payouts.isError ? errorMessage(payouts.error, 'The payouts could not be loaded') : undefined}
          onRetry={() => void payouts.refetch()}
          empty="No payout batches yet."
          columns={[
            {
              id: 'created_at',
              header: 'Batch',
              cell: (p) => (
                <div className="sm:whitespace-nowrap">
                  <p className="font-medium text-slate-900">{formatDate(p.created_at)}</p>
                  <p className="text-xs text-slate-600">Minimum {money(p.minimum_cents)}</p>
                  {/* Phones: the total and status columns are hidden, so the batch says them. */}
                  <div className="mt-1 space-y-1 sm:hidden">
                    <p className="font-medium text-slate-900 tabular-nums">{money(p.total_cents)}</p>
                    <PayoutStatus payout={p} />
                  </div>
                </div>
              ),
            },
            {
              id: 'who',
              header: 'Beneficiaries',
              hideOnMobile: true,
              cell: (p) => (
                <span className="whitespace-nowrap">
                  {plural(p.beneficiaries, 'person', 'people')}, {plural(p.entries, 'entry', 'entries')}
                </span>
              ),
            },
            {
              id: 'total',
              header: 'Total',
              align: 'right',
              hideOnMobile: true,
              cell: (p) => (
                <span className="font-medium text-slate-900 tabular-nums">{money(p.total_cents)}</span>
              ),
            },
            { id: 'status', header: 'Status', hideOnMobile: true, cell: (p) => <PayoutStatus payout={p} /> },
            { id: 'actions', header: 'Actions', align: 'right', cell: (p) => <PayoutActions payout={p} /> },
          ]}
        />
      </Card>
    </section>
  );
}

function PayoutStatus({ payout: p }: { payout: Payout }) {
  return (
    <div>
      <Badge tone={PAYOUT_STATUS[p.status].tone}>{PAYOUT_STATUS[p.status].label}</Badge>
      {p.status === 'paid' ? (
        <p className="mt-1 text-xs text-slate-600 sm:whitespace-nowrap">
          {p.paid_at ? formatDate(p.paid_at) : null}
          {p.reference ? ` · ${p.reference}` : ''}
        </p>
      ) : null}
    </div>
  );
}

function PayoutActions({ payout }: { payout: Payout }) {
  const dialogs = useDialogs();
  const markPaid = useMarkPayoutPaid();
  const when = formatDate(payout.created_at);

  const onMarkPaid = async () => {
    const reference = await dialogs.prompt({
      title: `Mark the ${when} batch paid?`,
      message: `${money(payout.total_cents)} to ${plural(payout.beneficiaries, 'person', 'people')}. Their commissions become paid; this cannot be undone.`,
      label: 'Payment reference',
      placeholder: 'e.g. ACH 2026-11-30',
      submitLabel: 'Mark paid',
      validate: (v) => (v.length > 120 ? 'Reference must be at most 120 characters' : null),
    });
    if (reference === null) return;
    markPaid.mutate(
      { id: payout.id, reference },
      {
        onSuccess: (res) => toast.success(res.message),
        onError: (err) => toast.error(errorMessage(err, 'The payout could not be marked paid')),
      },
    );
  };

  return (
    <div className="flex flex-col items-end gap-2 sm:flex-row sm:justify-end">
      <a
        href={payoutCsvHref(payout.id)}
        download
        className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        aria-label={`Export CSV of the ${when} batch`}
      >
        <Download className="size-4" aria-hidden="true" />
        <span className="hidden sm:inline">Export CSV</span>
        <span className="sm:hidden">CSV</span>
      </a>
      {payout.status === 'open' ? (
        <Button
          size="sm"
          loading={markPaid.isPending}
          onClick={() => void onMarkPaid()}
          aria-label={`Mark paid: the ${when} batch`}
        >
          Mark paid
        </Button>
      ) : null}
    </div>
  );
}

function CreateBatch() {
  const dialogs = useDialogs();
  const create = useCreatePayout();
  const [minimum, setMinimum] = useState(centsToDollars(DEFAULT_MINIMUM_CENTS));
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = dollarsToCents(minimum, MAX_MINIMUM_CENTS, 'a minimum payout');
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    const confirmed = await dialogs.confirm({
      title: 'Create a payout batch?',
      message: `Everyone whose approved commissions reach ${money(parsed.value)} goes into the batch; those commissions then wait for this payment.`,
      variant: 'warning',
      confirmLabel: 'Create batch',
    });
    if (!confirmed) return;
    setOutcome(null);
    create.mutate(parsed.value, {
      onSuccess: (res) => {
        toast.success(res.message);
        setOutcome({
          tone: 'success',
          title: res.message,
          message: `${money(res.payout.total_cents)} over ${plural(res.payout.entries, 'entry', 'entries')}. Export the CSV for the bank, then mark the batch paid.`,
        });
      },
      onError: (err) => {
        const field = apiFieldErrors(err).minimum_cents;
        if (field) setError(field);
        else if (isApiError(err) && (err.status === 409 || err.status === 422))
          setOutcome({ tone: 'info', title: 'Nothing to pay yet', message: err.message });
        else
          setOutcome({
            tone: 'error',
            title: 'The batch could not be created',
            message: errorMessage(err, 'Please try again.'),
          });
      },
    });
  };

  return (
    <Card>
      <CardHeader
        title="Create a payout batch"
        titleAs="h3"
        description="Batches every beneficiary’s approved commissions; smaller totals wait for the next one."
        icon={<HandCoins className="size-4" aria-hidden="true" />}
      />
      <CardBody className="space-y-4">
        <form
          onSubmit={(e) => void onSubmit(e)}
          noValidate
          className="flex flex-col gap-3 sm:flex-row sm:items-start"
        >
          <Field
            label="Minimum payout"
            inputMode="decimal"
            className="sm:w-56"
            value={minimum}
            onChange={(e) => {
              setMinimum(e.target.value);
              setError(null);
            }}
            error={error}
            hint="In dollars, per beneficiary."
            trailing={<span className="pr-2.5 text-sm text-slate-500">USD</span>}
          />
          <Button type="submit" loading={create.isPending} className="sm:mt-7">
            Create payout batch
          </Button>
        </form>
        {outcome ? (
          <Callout tone={outcome.tone} title={outcome.title}>
            {outcome.message}
          </Callout>
        ) : null}
      </CardBody>
    </Card>
  );
}
