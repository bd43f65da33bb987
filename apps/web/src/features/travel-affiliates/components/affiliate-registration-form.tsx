import type { Affiliate } from '@fundpath/contracts/affiliates';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Field } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { apiFieldErrors } from '@/lib/form-errors';
import {
  type AffiliateRegistration,
  affiliateRegistrationSchema,
  registerAffiliate,
} from '../api/register-affiliate';

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

/**
 * The affiliate registration form (`POST /api/travel/affiliates/register`): one affiliate account
 * and code, whichever page it is opened from (`/register`, `/manila/affiliate/signup`). The new
 * account is signed in before `onRegistered` runs, so a guarded page can follow at once.
 */
export function AffiliateRegistrationForm({
  onRegistered,
  businessLabel = 'Agency (optional)',
}: {
  onRegistered: (affiliate: Affiliate) => void;
  businessLabel?: string;
}) {
  const [form, setForm] = useState<FormState>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
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
      // The new account is signed in: the header and guards follow.
      await refreshUser().catch(() => undefined);
      onRegistered(affiliate);
    } catch (err) {
      const fields = apiFieldErrors(err);
      if (Object.keys(fields).length) setErrors(fields as Errors);
      else setServerError(errorMessage(err, 'Registration failed. Please try again.'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
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
          label={businessLabel}
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
  );
}
