import { isClient } from '@fundpath/contracts/roles';
import { formatDate } from '@fundpath/credit-engine';
import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, FileSearch, LockKeyhole, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Callout } from '@/components/ui/callout';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { useBrand } from '@/lib/brand';
import {
  fetchReportForPage,
  getSavedMonitoringLogin,
  REPORT_PAGE_ERRORS,
  ReportFetchError,
  saveMonitoringLogin,
} from '../api/report-page';
import { creditKeys, useLatestReport } from '../api/reports';
import { useReportView } from '../hooks/use-report-view';
import { rememberFundingStatus } from '../utils/funding-status';
import { sourceLabel } from '../utils/labels';
import { CreditFetchForm, type FetchFormValues, ReportErrorBox } from './credit-fetch-form';
import { CreditNavBar } from './credit-nav-bar';
import { ReportResults } from './report-results';
import { ReportSnapshot } from './report-snapshot';

const PROMISES = [
  { icon: FileSearch, title: 'All three bureaus', text: 'TransUnion, Experian and Equifax side by side.' },
  {
    icon: BadgeCheck,
    title: 'A funding decision',
    text: 'Approved, borderline or declined, per bureau, with the reasons.',
  },
  {
    icon: ShieldCheck,
    title: 'A verified plan',
    text: 'The fewest steps to approval, checked against the rules.',
  },
] as const;

export interface CreditReportPageProps {
  /** A report supplied directly (spec §2); skips the stored report. */
  report?: unknown;
}

/**
 * Spec §2 credit report page: monitoring login form, Error box, and the results panel. Signed-in
 * clients also see their latest stored report until they fetch a new one.
 */
export function CreditReportPage({ report: supplied }: CreditReportPageProps) {
  const { status, user } = useAuth();
  const { productSlug } = useBrand();
  const queryClient = useQueryClient();
  const client = isClient(user);
  const [values, setValues] = useState<FetchFormValues>({ email: '', password: '' });
  const [fetching, setFetching] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fetched, setFetched] = useState<string | null>(null);
  const [useStored, setUseStored] = useState(true);
  const touched = useRef(false);

  const latest = useLatestReport(undefined, client && supplied === undefined);
  const stored = useStored && !fetched && supplied === undefined ? (latest.data ?? null) : null;
  const raw = supplied ?? fetched ?? stored?.raw_report ?? null;
  const view = useReportView(raw);

  // Spec §4: saved credentials prefill the form on load; a failure is ignored.
  useEffect(() => {
    if (status !== 'authenticated') return;
    let cancelled = false;
    void getSavedMonitoringLogin().then((login) => {
      if (!cancelled && login && !touched.current) setValues(login);
    });
    return () => {
      cancelled = true;
    };
  }, [status]);

  useEffect(() => {
    if (client && view && !view.evaluation.error) rememberFundingStatus(view.evaluation);
  }, [client, view]);

  const change = (next: FetchFormValues) => {
    touched.current = true;
    setValues(next);
  };

  const submit = async (login: FetchFormValues) => {
    setFetched(null);
    setUseStored(false);
    setError(null);
    setFetching(true);
    try {
      const rawReport = await fetchReportForPage(login);
      setFetched(rawReport);
      await saveMonitoringLogin(login);
      void queryClient.invalidateQueries({ queryKey: creditKeys.all });
    } catch (e) {
      setError(e instanceof ReportFetchError ? e.message : REPORT_PAGE_ERRORS.unexpected);
    } finally {
      setFetching(false);
    }
  };

  const backHref = client ? '/client-center' : user ? '/' : '/';
  const backLabel = client ? 'Client Center' : 'Home';

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <CreditNavBar
        backHref={backHref}
        backLabel={backLabel}
        fundingReportHref={status === 'authenticated' ? `/${productSlug}-funding-report` : undefined}
      />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,25rem)_minmax(0,1fr)]">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6">
          <h2 className="text-base font-semibold text-slate-900">Connect your credit monitoring account</h2>
          <p className="mt-1 text-sm text-slate-600">
            Sign in with the login of your credit monitoring service to pull a fresh three-bureau report.
          </p>
          {status === 'unauthenticated' ? (
            <Callout tone="info" className="mt-4">
              <Link
                to="/login?next=%2Fcredit-report-test"
                className="font-medium underline underline-offset-2"
              >
                Sign in
              </Link>{' '}
              first so the report is saved to your account.
            </Callout>
          ) : null}
          <div className="mt-5">
            <CreditFetchForm values={values} onChange={change} onSubmit={submit} fetching={fetching} />
          </div>
          <p className="mt-4 flex items-start gap-2 text-xs text-slate-500">
            <LockKeyhole className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            Your login is encrypted and only used to pull your report. Checking your own report never affects
            your score.
          </p>
        </div>

        <div className="space-y-4">
          {error ? <ReportErrorBox message={error} /> : null}
          {fetching ? (
            <div className="flex min-h-48 items-center justify-center rounded-2xl border border-slate-200 bg-white">
              <Spinner message="Pulling your report from all three bureaus..." delayMs={0} />
            </div>
          ) : !view ? (
            client && latest.isPending && supplied === undefined ? (
              <div className="flex min-h-48 items-center justify-center rounded-2xl border border-slate-200 bg-white">
                <Spinner message="Loading your saved report..." />
              </div>
            ) : (
              <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
                {PROMISES.map(({ icon: Icon, title, text }) => (
                  <li key={title} className="rounded-2xl border border-slate-200 bg-white p-4">
                    <span className="flex size-9 items-center justify-center rounded-lg bg-brand/10 text-brand">
                      <Icon className="size-[18px]" aria-hidden="true" />
                    </span>
                    <p className="mt-3 text-sm font-semibold text-slate-900">{title}</p>
                    <p className="mt-0.5 text-sm text-slate-600">{text}</p>
                  </li>
                ))}
              </ul>
            )
          ) : (
            <>
              {stored && !fetched ? (
                <Callout tone="info" title="Showing your latest saved report">
                  Pulled {formatDate(stored.created_at)} · version {stored.version} ·{' '}
                  {sourceLabel(stored.source)}. Fetch again to refresh it.
                </Callout>
              ) : fetched ? (
                <Callout tone="success" title="Report fetched">
                  {client
                    ? 'It is saved to your account, and your decision below is up to date.'
                    : 'Your report is below.'}
                </Callout>
              ) : null}
              <ReportSnapshot view={view} />
            </>
          )}
        </div>
      </div>

      {view && !fetching ? <ReportResults view={view} /> : null}
    </div>
  );
}
