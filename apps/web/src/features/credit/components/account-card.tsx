import {
  type Bureau,
  formatCurrency,
  formatDate,
  type RuleId,
  type Tradeline,
} from '@fundpath/credit-engine';
import { ChevronDown } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { RULE_PLAIN } from '../utils/labels';
import type { AccountGroup } from '../utils/report-view';
import { PaymentHistoryGrid } from './payment-history';
import { type BureauRow, BureauTable } from './report-primitives';
import { UtilizationBar } from './utilization-bar';

const money = (n: number | null) => (n === null ? null : formatCurrency(n));
const date = (d: string | null) => (d ? formatDate(d) : null);

function lateCounts(t: Tradeline) {
  const g = t.GrantedTrade;
  if (g.late30Count === null && g.late60Count === null && g.late90Count === null) return null;
  const n = (v: number | null) => v ?? 0;
  const total = n(g.late30Count) + n(g.late60Count) + n(g.late90Count);
  return (
    <span className={cn('tabular-nums', total > 0 && 'font-semibold text-red-600')}>
      {n(g.late30Count)} / {n(g.late60Count)} / {n(g.late90Count)}
    </span>
  );
}

function statusText(t: Tradeline) {
  const s = t.PayStatus.description || t.PayStatus.abbreviation;
  const bad = /late|delinq|coll|charge|repo|derog/i.test(s);
  return s ? <span className={cn(bad && 'font-semibold text-red-600')}>{s}</span> : null;
}

/** Key facts shown on every card. */
function keyRows(group: AccountGroup): BureauRow[] {
  const t = (b: Bureau) => group.byBureau[b]!;
  const rows: BureauRow[] = [
    {
      key: 'number',
      label: 'Account #',
      cell: (b) => <span className="font-mono text-xs">{t(b).accountNumber}</span>,
    },
    {
      key: 'condition',
      label: 'Account status',
      cell: (b) => t(b).AccountCondition.description || t(b).AccountCondition.abbreviation,
    },
    { key: 'paystatus', label: 'Payment status', cell: (b) => statusText(t(b)) },
    { key: 'balance', label: 'Balance', cell: (b) => money(t(b).currentBalance) },
    { key: 'limit', label: 'Credit limit', cell: (b) => money(t(b).GrantedTrade.CreditLimit) },
  ];
  if (group.isRevolving) {
    rows.push({
      key: 'utilization',
      label: 'Utilization',
      cell: (b) => (
        <UtilizationBar
          balance={t(b).currentBalance}
          limit={t(b).GrantedTrade.CreditLimit}
          className="max-w-[11rem]"
        />
      ),
    });
  }
  rows.push(
    { key: 'high', label: 'High balance', cell: (b) => money(t(b).highBalance) },
    { key: 'payment', label: 'Monthly payment', cell: (b) => money(t(b).GrantedTrade.monthlyPayment) },
    {
      key: 'pastdue',
      label: 'Past due',
      cell: (b) => {
        const v = t(b).GrantedTrade.amountPastDue;
        if (v === null) return null;
        return <span className={cn(v > 0 && 'font-semibold text-red-600')}>{formatCurrency(v)}</span>;
      },
    },
    { key: 'opened', label: 'Date opened', cell: (b) => date(t(b).dateOpened) },
    { key: 'reported', label: 'Date reported', cell: (b) => date(t(b).dateReported) },
  );
  return rows;
}

/** Everything else a bureau says about the account. */
function detailRows(group: AccountGroup): BureauRow[] {
  const t = (b: Bureau) => group.byBureau[b]!;
  return [
    {
      key: 'type',
      label: 'Account type',
      cell: (b) => t(b).GrantedTrade.AccountType.description || t(b).accountTypeDescription,
    },
    { key: 'designator', label: 'Responsibility', cell: (b) => t(b).AccountDesignator.description },
    { key: 'closed', label: 'Date closed', cell: (b) => date(t(b).dateClosed) },
    { key: 'lastpay', label: 'Last payment', cell: (b) => date(t(b).GrantedTrade.dateLastPayment) },
    { key: 'verified', label: 'Date verified', cell: (b) => date(t(b).dateVerified) },
    {
      key: 'terms',
      label: 'Terms',
      cell: (b) => {
        const g = t(b).GrantedTrade;
        return [g.termMonths ? `${g.termMonths} months` : '', g.PaymentFrequency.description]
          .filter(Boolean)
          .join(' · ');
      },
    },
    { key: 'lates', label: 'Times late (30/60/90)', cell: (b) => lateCounts(t(b)) },
    {
      key: 'original',
      label: 'Original creditor',
      cell: (b) => t(b).originalCreditor,
    },
    {
      key: 'remarks',
      label: 'Remarks',
      cell: (b) =>
        t(b)
          .Remark.map((r) => [r.RemarkCode.description, r.customRemark].filter(Boolean).join(': '))
          .filter(Boolean)
          .join('; '),
    },
    { key: 'dispute', label: 'Dispute status', cell: (b) => t(b).DisputeFlag.description },
  ];
}

function StandingBadge({ group }: { group: AccountGroup }) {
  if (group.worstTier === 'decline') return <Badge tone="danger">Negative item</Badge>;
  if (group.worstTier === 'borderline') return <Badge tone="warning">Needs attention</Badge>;
  return <Badge tone="success">In good standing</Badge>;
}

/** One account with the three bureaus side by side (spec §2 Account History). */
export function AccountCard({ group }: { group: AccountGroup }) {
  const present = (b: Bureau) => group.byBureau[b] !== undefined;
  const rules = [
    ...new Set(Object.values(group.hits).flatMap((hits) => hits.map((h) => h.rule))),
  ] as RuleId[];
  const headingId = `account-${group.key}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'overflow-hidden rounded-xl border bg-white',
        group.worstTier === 'decline'
          ? 'border-red-200'
          : group.worstTier === 'borderline'
            ? 'border-amber-200'
            : 'border-slate-200',
      )}
    >
      <div
        className={cn(
          'flex flex-wrap items-start justify-between gap-3 border-b px-4 py-3',
          group.worstTier === 'decline'
            ? 'border-red-100 bg-red-50/50'
            : group.worstTier === 'borderline'
              ? 'border-amber-100 bg-amber-50/50'
              : 'border-slate-100 bg-slate-50/60',
        )}
      >
        <div className="min-w-0">
          <h4 id={headingId} className="truncate text-sm font-semibold text-slate-900">
            {group.creditorName}
          </h4>
          <p className="mt-0.5 text-xs text-slate-500">
            {[group.detailType, group.typeDescription].filter(Boolean).join(' · ')}
            {' · '}
            {group.isOpen ? 'Open' : 'Closed'}
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-end gap-1.5">
          {rules.map((r) => (
            <Badge
              key={r}
              tone={group.worstTier === 'decline' ? 'danger' : 'warning'}
              className="font-normal"
            >
              {RULE_PLAIN[r].title}
            </Badge>
          ))}
          <StandingBadge group={group} />
        </div>
      </div>
      <div className="space-y-4 px-4 py-3">
        <BureauTable caption={`${group.creditorName} by bureau`} present={present} rows={keyRows(group)} />
        <details className="group rounded-lg border border-slate-100">
          <summary className="flex list-none items-center gap-1.5 px-3 py-2 text-xs font-semibold text-slate-600 hover:text-slate-900 [&::-webkit-details-marker]:hidden">
            <ChevronDown className="size-3.5 transition group-open:rotate-180" aria-hidden="true" />
            More details
          </summary>
          <div className="border-t border-slate-100 px-3 py-2">
            <BureauTable
              caption={`${group.creditorName} details`}
              present={present}
              rows={detailRows(group)}
            />
          </div>
        </details>
        <div>
          <h5 className="mb-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            Payment history
          </h5>
          <PaymentHistoryGrid group={group} />
        </div>
      </div>
    </article>
  );
}
