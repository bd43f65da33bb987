import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import type { ScreenProps } from '@/config/routes';
import {
  CommissionDashboard,
  ProgrammeRates,
  ReferralLinks,
  ReferredAccounts,
  useMyAffiliate,
} from '@/features/commission-dashboard';
import { useAuth } from '@/lib/auth';
import { href } from '@/lib/href';

// The steps carry no figures: the rates come from the server (`ProgrammeRates`), one source.
const STEPS = [
  {
    title: 'Get your link',
    body: 'Sign up as an affiliate: you get a personal code, a link to the marketplace and a QR code for flyers and posts.',
  },
  {
    title: 'Share it',
    body: 'When someone opens your link we remember the visit for a while on their device. The last link they opened counts.',
  },
  {
    title: 'Earn on bookings',
    body: 'When they book and pay for a session, a commission is written to your ledger. It is pending until the session is held, then approved and paid in the next payout; a refund reverses it.',
  },
] as const;

/** `/referrals` (public): how the referral programme works; signed in, one's own link and results. */
export default function ReferralsRoute({ route }: ScreenProps) {
  const { status } = useAuth();
  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-8 sm:px-6">
      <PageHeader
        eyebrow="Referral programme"
        title={route.title}
        description="Recommend Manila’s specialists and earn a commission on the sessions your referrals book."
      />
      <section aria-labelledby="how-heading" className="space-y-4">
        <h2 id="how-heading" className="text-lg font-semibold text-slate-900">
          How it works
        </h2>
        <ol className="grid gap-4 md:grid-cols-3">
          {STEPS.map((step, i) => (
            <li key={step.title} className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
              <p className="text-sm font-semibold text-slate-900">
                <span aria-hidden="true" className="mr-2 text-brand">
                  {i + 1}.
                </span>
                {step.title}
              </p>
              <p className="mt-2 text-sm leading-6 text-slate-600">{step.body}</p>
            </li>
          ))}
        </ol>
        <p className="text-sm text-slate-600">
          Nobody earns a commission on their own bookings. The rate of each commission is frozen when the
          booking is paid and shown with it in your ledger.
        </p>
      </section>
      <ProgrammeRates />
      {status === 'authenticated' ? (
        <MyReferrals />
      ) : status === 'unauthenticated' ? (
        <section aria-labelledby="join-heading" className="rounded-xl bg-slate-50 p-6 ring-1 ring-slate-200">
          <h2 id="join-heading" className="text-lg font-semibold text-slate-900">
            Start referring
          </h2>
          <p className="mt-2 text-sm text-slate-600">
            Create an affiliate account to get your link, or sign in to see your results.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <ButtonLink to={href('/manila/affiliate/signup')}>Become an affiliate</ButtonLink>
            <ButtonLink to={href('/manila/affiliate/login')} variant="secondary">
              Affiliate sign in
            </ButtonLink>
          </div>
        </section>
      ) : null}
    </div>
  );
}

function MyReferrals() {
  const me = useMyAffiliate();
  const { user } = useAuth();
  return (
    <section aria-labelledby="mine-heading" className="space-y-6">
      <h2 id="mine-heading" className="text-lg font-semibold text-slate-900">
        Your referrals
      </h2>
      <ReferralLinks
        fallback={
          <div className="space-y-3">
            <p className="text-sm text-slate-600">
              This account has no referral link. Affiliates have their own account: create one to start
              referring.
            </p>
            <ButtonLink to={href('/manila/affiliate/signup')} size="sm">
              Become an affiliate
            </ButtonLink>
          </div>
        }
      />
      {me.data ? (
        <>
          <CommissionDashboard travelLinks={false} />
          {user?.role === 'affiliate' ? <ReferredAccounts /> : null}
        </>
      ) : null}
    </section>
  );
}
