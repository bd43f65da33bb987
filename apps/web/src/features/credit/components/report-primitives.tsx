import { BUREAUS, type Bureau } from '@fundpath/credit-engine';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { cn } from '@/lib/cn';

/** Spec §2: what a bureau without data shows. */
export const NONE_REPORTED = 'NONE REPORTED';

/** Spec §2 empty-section texts. */
export const EMPTY_TEXT = {
  personal: 'No personal information found',
  tradelines: 'No tradeline data found',
  inquiries: 'No inquiries found',
  merged: 'No merged report data found',
  noData: 'No data available',
} as const;

const BUREAU_DOT: Record<Bureau, string> = {
  TransUnion: 'bg-sky-500',
  Experian: 'bg-indigo-500',
  Equifax: 'bg-rose-500',
};

export function BureauName({ bureau, className }: { bureau: Bureau; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <span aria-hidden="true" className={cn('size-2 rounded-full', BUREAU_DOT[bureau])} />
      {bureau}
    </span>
  );
}

export function NoneReported({ className }: { className?: string }) {
  return (
    <span className={cn('text-xs font-semibold tracking-wide text-slate-500', className)}>
      {NONE_REPORTED}
    </span>
  );
}

/** A titled section of the full report. */
export function ReportSection({
  id,
  title,
  description,
  icon: Icon,
  action,
  children,
  className,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  icon?: LucideIcon;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        'rounded-2xl border border-slate-200/80 bg-white shadow-xs shadow-slate-900/5',
        className,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 px-5 py-4">
        <div className="flex min-w-0 items-start gap-3">
          {Icon ? (
            <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand/10 text-brand">
              <Icon className="size-[18px]" aria-hidden="true" />
            </span>
          ) : null}
          <div className="min-w-0">
            <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
              {title}
            </h3>
            {description ? <p className="mt-0.5 text-sm text-slate-500">{description}</p> : null}
          </div>
        </div>
        {action}
      </div>
      <div className="px-5 py-4">{children}</div>
    </section>
  );
}

export interface BureauRow {
  label: ReactNode;
  /** The cell for one bureau; null/undefined/'' shows `emptyCell`. */
  cell: (bureau: Bureau) => ReactNode;
  key: string;
}

/**
 * Rows of facts with the three bureaus side by side. A bureau that reported nothing gets one
 * NONE REPORTED cell spanning every row.
 */
export function BureauTable({
  caption,
  rows,
  present,
  emptyCell = '—',
  className,
}: {
  caption: string;
  rows: BureauRow[];
  present: (bureau: Bureau) => boolean;
  emptyCell?: ReactNode;
  className?: string;
}) {
  return (
    <ScrollRegion label={caption} className={className}>
      <table className="w-full min-w-[40rem] table-fixed border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          <col className="w-[11rem]" />
          <col />
          <col />
          <col />
        </colgroup>
        <thead>
          <tr className="border-b border-slate-200">
            <td className="py-2" />
            {BUREAUS.map((b) => (
              <th key={b} scope="col" className="px-3 py-2 text-left text-xs font-semibold text-slate-700">
                <BureauName bureau={b} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.key} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="py-2 pr-3 text-left align-top text-xs font-medium text-slate-500">
                {row.label}
              </th>
              {BUREAUS.map((b) => {
                if (!present(b)) {
                  return index === 0 ? (
                    <td
                      key={b}
                      rowSpan={rows.length}
                      className="bg-slate-50/70 px-3 py-2 text-center align-middle"
                    >
                      <NoneReported />
                    </td>
                  ) : null;
                }
                const value = row.cell(b);
                const empty = value === null || value === undefined || value === '';
                return (
                  <td key={b} className="px-3 py-2 align-top break-words text-slate-900">
                    {empty ? <span className="text-slate-500">{emptyCell}</span> : value}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
