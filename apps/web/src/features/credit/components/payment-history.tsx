import {
  BUREAUS,
  PAYMENT_STATUS_CODES,
  type PaymentStatusCode,
  paymentStatusDisplay,
} from '@fundpath/credit-engine';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { cn } from '@/lib/cn';
import { STATUS_CELL } from '../utils/bands';
import { BUREAU_SHORT } from '../utils/labels';
import { type AccountGroup, monthKey, monthWindow } from '../utils/report-view';
import { EMPTY_TEXT, NONE_REPORTED } from './report-primitives';

/** Spec §9: payment history shows at most 24 months. */
export const PAYMENT_HISTORY_MONTHS = 24;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthName = (key: string) => `${MONTHS[Number(key.slice(5, 7)) - 1]} ${key.slice(0, 4)}`;

/** The account's month columns: the newest reported month and up to 23 before it, oldest first. */
export function historyMonths(group: AccountGroup): string[] {
  const keys = BUREAUS.flatMap((b) =>
    (group.byBureau[b]?.GrantedTrade.PayStatusHistory.MonthlyPayStatus ?? [])
      .map((m) => (m.date ? monthKey(m.date) : null))
      .filter((k): k is string => k !== null),
  ).sort();
  if (!keys.length) return [];
  const newest = keys[keys.length - 1]!;
  const oldest = keys[0]!;
  const span =
    Number(newest.slice(0, 4)) * 12 +
    Number(newest.slice(5, 7)) -
    (Number(oldest.slice(0, 4)) * 12 + Number(oldest.slice(5, 7))) +
    1;
  return monthWindow(newest, Math.min(PAYMENT_HISTORY_MONTHS, span));
}

/** Month-by-month status per bureau, coloured by code (spec §4 payment history status codes). */
export function PaymentHistoryGrid({ group }: { group: AccountGroup }) {
  const months = historyMonths(group);
  if (!months.length) return <p className="text-sm text-slate-500">{EMPTY_TEXT.noData}</p>;
  const statusOf = (bureau: (typeof BUREAUS)[number]) => {
    const map = new Map<string, string>();
    for (const m of group.byBureau[bureau]?.GrantedTrade.PayStatusHistory.MonthlyPayStatus ?? []) {
      if (m.date && !map.has(monthKey(m.date))) map.set(monthKey(m.date), m.status);
    }
    return map;
  };
  return (
    <ScrollRegion label={`Payment history for ${group.creditorName}`}>
      <table className="border-separate border-spacing-[3px] text-center">
        <caption className="sr-only">
          Payment history for {group.creditorName}, last {months.length} months
        </caption>
        <thead>
          <tr>
            <td />
            {months.map((m) => (
              <th
                key={m}
                scope="col"
                className="w-7 min-w-7 px-0 align-bottom text-[10px] leading-tight font-medium text-slate-500"
              >
                <abbr title={monthName(m)} className="no-underline">
                  {MONTHS[Number(m.slice(5, 7)) - 1]}
                  <span className="block text-slate-500">’{m.slice(2, 4)}</span>
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {BUREAUS.map((b) => {
            const line = group.byBureau[b];
            return (
              <tr key={b}>
                <th scope="row" className="pr-2 text-left text-[11px] font-semibold text-slate-600">
                  <abbr title={b} className="no-underline">
                    {BUREAU_SHORT[b]}
                  </abbr>
                </th>
                {line ? (
                  (() => {
                    const statuses = statusOf(b);
                    return months.map((m) => {
                      const raw = statuses.get(m);
                      if (raw === undefined)
                        return (
                          <td key={m} className="p-0">
                            <span className="flex h-6 w-7 items-center justify-center rounded bg-slate-50 text-[10px] text-slate-300">
                              <span className="sr-only">No data</span>
                              <span aria-hidden="true">·</span>
                            </span>
                          </td>
                        );
                      const d = paymentStatusDisplay(raw);
                      return (
                        <td key={m} className="p-0">
                          <span
                            title={`${monthName(m)}: ${d.label}`}
                            className={cn(
                              'flex h-6 w-7 items-center justify-center rounded text-[10px] font-semibold',
                              STATUS_CELL[d.code],
                            )}
                          >
                            {d.code}
                          </span>
                        </td>
                      );
                    });
                  })()
                ) : (
                  <td
                    colSpan={months.length}
                    className="rounded bg-slate-50 text-[11px] font-semibold text-slate-500"
                  >
                    {NONE_REPORTED}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** What the colours mean. */
export function PaymentLegend({ className }: { className?: string }) {
  // Object.keys would put the numeric codes first; read the scale from good to bad instead.
  const codes: PaymentStatusCode[] = ['OK', '30', '60', '90', '120', '150', 'CO', 'PP', 'RF', 'U'];
  return (
    <ul aria-label="Payment status legend" className={cn('flex flex-wrap gap-x-3 gap-y-1.5', className)}>
      {codes.map((code) => (
        <li key={code} className="inline-flex items-center gap-1.5 text-xs text-slate-600">
          <span
            aria-hidden="true"
            className={cn(
              'inline-flex h-5 min-w-7 items-center justify-center rounded px-1 text-[10px] font-semibold',
              STATUS_CELL[code],
            )}
          >
            {code}
          </span>
          {PAYMENT_STATUS_CODES[code].label}
          <span className="sr-only"> ({code})</span>
        </li>
      ))}
    </ul>
  );
}
