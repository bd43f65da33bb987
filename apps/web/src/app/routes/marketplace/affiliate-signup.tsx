import { HeartHandshake } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { ScreenProps } from '@/config/routes';
import { AffiliateRegistrationForm } from '@/features/travel-affiliates';
import { href } from '@/lib/href';

/**
 * `/manila/affiliate/signup` (open): the one affiliate registration (`/register`'s form and
 * endpoint, role `affiliate`), in the marketplace's look; the new affiliate lands on their dashboard.
 */
export default function ManilaAffiliateSignupRoute({ route }: ScreenProps) {
  const navigate = useNavigate();
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10 sm:px-6">
      <div className="mb-8">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-rose-50 px-2.5 py-1 text-xs font-medium text-rose-700 ring-1 ring-rose-100">
          <HeartHandshake className="size-3.5" aria-hidden="true" />
          Manila affiliates
        </span>
        <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">{route.title}</h1>
        <p className="mt-2 text-sm text-slate-600">
          Get your own link and QR code, share them, and earn a commission on every session booked through
          them.
        </p>
      </div>
      <AffiliateRegistrationForm
        businessLabel="Business or practice (optional)"
        onRegistered={() => navigate(href('/manila/affiliate/dashboard'), { replace: true })}
      />
      <p className="mt-8 text-sm text-slate-600">
        Already an affiliate?{' '}
        <Link to={href('/manila/affiliate/login')} className="font-medium text-brand hover:underline">
          Sign in
        </Link>
      </p>
    </div>
  );
}
