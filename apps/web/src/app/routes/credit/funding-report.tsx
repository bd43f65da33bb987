import { isStaff } from '@fundpath/contracts/roles';
import { Link, useSearchParams } from 'react-router';
import { FundingReport } from '@/features/credit';
import { useAuth } from '@/lib/auth';
import { href } from '@/lib/href';

/** /{product}-funding-report: the printable funding readiness report (staff: `?client=<id>`). */
export default function FundingReportRoute() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const clientId = params.get('client') ?? undefined;
  if (isStaff(user) && !clientId) {
    return (
      <div className="mx-auto max-w-xl rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <h1 className="text-lg font-semibold text-slate-900">Choose a client</h1>
        <p className="mt-1.5 text-sm text-slate-600">
          Open a client in{' '}
          <Link
            to={href('/admin/credit-report')}
            className="font-medium text-brand underline-offset-2 hover:underline"
          >
            Credit Report
          </Link>{' '}
          and print their funding report from there.
        </p>
      </div>
    );
  }
  return (
    <FundingReport
      userId={isStaff(user) ? clientId : undefined}
      clientName={isStaff(user) ? undefined : user?.display_name}
    />
  );
}
