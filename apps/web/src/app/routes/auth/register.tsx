import type { Affiliate } from '@fundpath/contracts/affiliates';
import { CircleCheck, Plane } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Field } from '@/components/ui/input';
import {
  type AffiliateRegistration,
  affiliateRegistrationSchema,
  registerAffiliate,
} from '@/features/travel-affiliates';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { apiFieldErrors } from '@/lib/form-errors';
import { href } from '@/lib/href';

type FormState = AffiliateRegistration & { confirm: string; terms: boolean };
type Errors = Partial<Record<keyof FormState, string>>;

const empty: FormState = {
  full_name: '',
  email: '',
  phone: '',
  business_name: '',
  password: '',
  confirm: '',
  terms: false,
};

/** /register: travel affiliate registration. */
export default function RegisterRoute() {
  const [form, setForm] = useState<FormState>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [registered, setRegistered] = useState<Affiliate | null>(null);
  const { refreshUser } = useAuth();
  const termsId = useId();

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = affiliateRegistrationSchema.safeParse(form);
    const next: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof FormState;
        next[key] ??= issue.message;
      }
    }
    if (form.confirm !== form.password) next.confirm = 'Passwords do not match';
    if (!form.terms) next.terms = 'Please accept the affiliate terms to continue';
    setErrors(next);
    if (!parsed.success || Object.keys(next).length > 0) return;

    setServerError(null);
    setSubmitting(true);
    try {
      const { affiliate } = await registerAffiliate(parsed.data);
      setRegistered(affiliate);
      // The new account is signed in: the header and guards follow.
      void refreshUser();
    } catch (err) {
      const fields = apiFieldErrors(err);
      if (Object.keys(fields).length) setErrors(fields as Errors);
      else setServerError(errorMessage(err, 'Registration failed. Please try again.'));
    } finally {
      setSubmitting(false);
    }
  };

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
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {serverError ? <Callout tone="error">{serverError}</Callout> : null}
        <Field
          label="Full name"
          autoComplete="name"
          required
          value={form.full_name}
          onChange={(e) => set('full_name', e.target.value)}
          error={errors.full_name}
        />
        <Field
          label="Email Address"
          type="email"
          autoComplete="email"
          required
          value={form.email}
          onChange={(e) => set('email', e.target.value)}
          error={errors.email}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
            value={form.phone}
            onChange={(e) => set('phone', e.target.value)}
            error={errors.phone}
          />
          <Field
            label="Agency (optional)"
            autoComplete="organization"
            value={form.business_name}
            onChange={(e) => set('business_name', e.target.value)}
            error={errors.business_name}
          />
        </div>
        <Field
          label="Choose a password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 10 characters"
          value={form.password}
          onChange={(e) => set('password', e.target.value)}
          error={errors.password}
        />
        <Field
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
          value={form.confirm}
          onChange={(e) => set('confirm', e.target.value)}
          error={errors.confirm}
        />
        <div>
          <div className="flex items-start gap-3">
            <input
              id={termsId}
              type="checkbox"
              checked={form.terms}
              onChange={(e) => set('terms', e.target.checked)}
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? `${termsId}-error` : undefined}
              className="mt-0.5 size-4 rounded border-slate-300 accent-[var(--brand-primary)]"
            />
            <label htmlFor={termsId} className="text-sm text-slate-600">
              I agree to the affiliate terms and to receive emails about my bookings and commissions.
            </label>
          </div>
          {errors.terms ? (
            <p id={`${termsId}-error`} className="mt-1.5 text-xs font-medium text-red-600">
              {errors.terms}
            </p>
          ) : null}
        </div>
        <Button type="submit" size="lg" className="w-full" loading={submitting}>
          Create affiliate account
        </Button>
      </form>
      <p className="mt-8 text-sm text-slate-600">
        Already an affiliate?{' '}
        <Link to={href('/login')} className="font-medium text-brand hover:underline">
          Sign in
        </Link>
      </p>
    </>
  );
}
