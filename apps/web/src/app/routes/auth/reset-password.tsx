import { resetPasswordBodySchema } from '@fundpath/contracts/auth';
import { ArrowLeft, KeyRound, ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Field } from '@/components/ui/input';
import { resetPassword } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { href } from '@/lib/href';

const MIN_LENGTH = 10;

export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  if (!token) {
    return (
      <>
        <div className="flex size-12 items-center justify-center rounded-xl bg-amber-50 text-amber-700 ring-1 ring-amber-100">
          <KeyRound className="size-6" aria-hidden="true" />
        </div>
        <h1 className="mt-6 text-2xl font-semibold tracking-tight text-slate-900">This link is incomplete</h1>
        <p className="mt-2 text-sm leading-6 text-slate-600">
          The password reset link is missing its token. Open the link from your email again, or request a new
          one.
        </p>
        <ButtonLink to={href('/forgot-password')} className="mt-8 w-full" size="lg">
          Request a new link
        </ButtonLink>
      </>
    );
  }

  if (done) {
    return (
      <div role="status">
        <div className="flex size-12 items-center justify-center rounded-xl bg-emerald-50 text-emerald-700 ring-1 ring-emerald-100">
          <ShieldCheck className="size-6" aria-hidden="true" />
        </div>
        <h1 className="mt-6 text-2xl font-semibold tracking-tight text-slate-900">Password updated</h1>
        <p className="mt-2 text-sm leading-6 text-slate-600">{done}</p>
        <ButtonLink to={href('/login')} className="mt-8 w-full" size="lg">
          Continue to sign in
        </ButtonLink>
      </div>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (password.length < MIN_LENGTH) next.password = 'Password must be at least 10 characters';
    if (confirm !== password) next.confirm = 'Passwords do not match';
    setErrors(next);
    if (next.password || next.confirm) return;
    const parsed = resetPasswordBodySchema.safeParse({ token, password });
    if (!parsed.success) {
      setServerError('This reset link is invalid or has expired. Request a new one.');
      return;
    }
    setServerError(null);
    setSubmitting(true);
    try {
      const res = await resetPassword(token, password);
      setDone(res.message || 'Your password has been changed. You can now sign in with it.');
    } catch (err) {
      setServerError(errorMessage(err, 'This reset link is invalid or has expired. Request a new one.'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <div className="mb-8">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Choose a new password</h1>
        <p className="mt-2 text-sm text-slate-600">
          Use at least 10 characters. A short phrase is easier to remember.
        </p>
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {serverError ? (
          <Callout tone="error" title="Couldn’t reset your password">
            {serverError}{' '}
            <Link to={href('/forgot-password')} className="font-medium underline">
              Request a new link
            </Link>
          </Callout>
        ) : null}
        <Field
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_LENGTH}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          hint="At least 10 characters"
          error={errors.password}
        />
        <Field
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={errors.confirm}
        />
        <Button type="submit" size="lg" className="w-full" loading={submitting}>
          Reset password
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
