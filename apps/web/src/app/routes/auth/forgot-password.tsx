import { ArrowLeft, MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { requestPasswordReset } from '@/features/auth';
import { href } from '@/lib/href';

/** Same words whether or not the account exists, so the page reveals nothing. */
export const RESET_CONFIRMATION =
  'If an account exists for that email address, we’ve sent a link to reset your password. Check your inbox, and your spam folder just in case.';

export default function ForgotPasswordRoute() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setError('Email is required');
      return;
    }
    setSubmitting(true);
    try {
      await requestPasswordReset(email.trim());
    } catch (err) {
      // Same confirmation either way; a failure is only worth a console note.
      console.warn('Password reset request failed', err);
    }
    setSubmitting(false);
    setSent(true);
  };

  if (sent) {
    return (
      <div role="status">
        <div className="flex size-12 items-center justify-center rounded-xl bg-emerald-50 text-emerald-700 ring-1 ring-emerald-100">
          <MailCheck className="size-6" aria-hidden="true" />
        </div>
        <h1 className="mt-6 text-2xl font-semibold tracking-tight text-slate-900">Check your email</h1>
        <p className="mt-2 text-sm leading-6 text-slate-600">{RESET_CONFIRMATION}</p>
        <Link
          to={href('/login')}
          className="mt-8 inline-flex items-center gap-1.5 text-sm font-medium text-brand hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to sign in
        </Link>
      </div>
    );
  }

  return (
    <>
      <div className="mb-8">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Reset your password</h1>
        <p className="mt-2 text-sm text-slate-600">
          Enter the email you sign in with and we’ll send you a link to choose a new password.
        </p>
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <Field
          label="Email Address"
          type="email"
          name="email"
          autoComplete="email"
          required
          placeholder="you@company.com"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(null);
          }}
          error={error}
        />
        <Button type="submit" size="lg" className="w-full" loading={submitting}>
          Send reset link
        </Button>
      </form>
      <Link
        to={href('/login')}
        className="mt-8 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to sign in
      </Link>
    </>
  );
}
