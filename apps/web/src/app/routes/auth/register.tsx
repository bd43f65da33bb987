import type { Affiliate } from '@fundpath/contracts/affiliates';
import { CircleCheck, Plane } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { AffiliateRegistrationForm } from '@/features/travel-affiliates';
import { href } from '@/lib/href';

/** /register: travel affiliate registration. */
export default function RegisterRoute() {
  const [registered, setRegistered] = useState<Affiliate | null>(null);

  if (registered) {
    const origin = window.location.origin;
    return (
      <div role="status">
        <div className="flex size-12 items-center justify-center rounded-xl bg-emerald-50 text-emerald-700 ring-1 ring-emerald-100">
          <CircleCheck className="size-6" aria-hidden="true" />
        </div>
        <h1 className="mt-6 text-2xl font-semibold tracking-tight text-slate-900">You’re registered</h1>
        <p className="mt-2 text-sm leading-6 text-slate-600">
          Welcome aboard, {registered.display_name}. Your affiliate code is{' '}
          <strong className="font-mono text-slate-900">{registered.code}</strong>. Share your links: a booking
          or purchase made within 30 days of a visit through them earns you a commission.
        </p>
        <dl className="mt-6 space-y-3 text-sm">
          <div>
            <dt className="font-medium text-slate-700">Your travel storefront</dt>
            <dd className="mt-1 break-all rounded-md bg-slate-50 px-3 py-2 font-mono text-slate-900 ring-1 ring-slate-200">
              {origin}
              {registered.links.travel}
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-700">Your referral link</dt>
            <dd className="mt-1 break-all rounded-md bg-slate-50 px-3 py-2 font-mono text-slate-900 ring-1 ring-slate-200">
              {origin}
              {registered.links.referral}
            </dd>
          </div>
        </dl>
        <ButtonLink to={href('/commission-dashboard')} className="mt-8 w-full" size="lg">
          Go to your dashboard
        </ButtonLink>
      </div>
    );
  }

  return (
    <>
      <div className="mb-8">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-sky-50 px-2.5 py-1 text-xs font-medium text-sky-700 ring-1 ring-sky-100">
          <Plane className="size-3.5" aria-hidden="true" />
          Travel affiliates
        </span>
        <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">
          Become a travel affiliate
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          Get your own travel storefront link and earn a commission on every trip booked through it.
        </p>
      </div>
      <AffiliateRegistrationForm onRegistered={setRegistered} />
      <p className="mt-8 text-sm text-slate-600">
        Already an affiliate?{' '}
        <Link to={href('/login')} className="font-medium text-brand hover:underline">
          Sign in
        </Link>
      </p>
    </>
  );
}
