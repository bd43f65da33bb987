import { ArrowLeft, FileBarChart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/** Spec §2: the report page's navigation bar, titled Credit Report. */
export function CreditNavBar({
  backHref,
  backLabel,
  fundingReportHref,
  children,
  className,
}: {
  backHref: string;
  backLabel: string;
  fundingReportHref?: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <nav
      aria-label="Credit Report"
      className={cn(
        'flex flex-wrap items-center gap-3 rounded-2xl bg-slate-900 px-4 py-3 text-white shadow-lg shadow-slate-900/10 sm:px-5',
        className,
      )}
    >
      <Link
        to={backHref}
        className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm text-slate-300 transition hover:bg-white/10 hover:text-white"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        <span className="hidden sm:inline">{backLabel}</span>
        <span className="sr-only sm:hidden">{backLabel}</span>
      </Link>
      <span aria-hidden="true" className="h-5 w-px bg-white/15" />
      <h1 className="text-base font-semibold tracking-tight sm:text-lg">Credit Report</h1>
      <div className="ml-auto flex items-center gap-2">
        {children}
        {fundingReportHref ? (
          <Link
            to={fundingReportHref}
            className="inline-flex items-center gap-1.5 rounded-lg bg-white/10 px-3 py-1.5 text-sm font-medium ring-1 ring-white/15 transition ring-inset hover:bg-white/15"
          >
            <FileBarChart className="size-4" aria-hidden="true" />
            <span className="hidden sm:inline">Funding report</span>
            <span className="sr-only sm:hidden">Funding report</span>
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
