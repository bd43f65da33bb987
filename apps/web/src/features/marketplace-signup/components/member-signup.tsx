import { memberSignupSchema } from '@fundpath/contracts/marketplace';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Field } from '@/components/ui/input';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { issuesToFieldErrors } from '@/lib/field-errors';
import { apiFieldErrors } from '@/lib/form-errors';
import { useMemberSignup } from '../api/signup';

/**
 * `/manila/signup`: a member account (name, email, password), checked with the contract's
 * `memberSignupSchema`; the member is signed in and goes on to `next` (a specialist's booking
 * page, say) or to discovery.
 */
export function MemberSignup({
  title,
  next,
  referralCode,
}: {
  title: string;
  next?: string | null;
  /** The affiliate code the visitor arrived with (`?ref=`); the server checks it. */
  referralCode?: string | null;
}) {
  const { user, refreshUser } = useAuth();
  const navigate = useNavigate();
  const signup = useMemberSignup();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  // Only paths on this site: "//evil.example" and absolute URLs fall back to discovery.
  const target = next && /^\/(?!\/)/.test(next) ? next : '/manila/members';

  if (user?.role === 'member') return <Navigate to={target} replace />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const parsed = memberSignupSchema.safeParse({
      full_name: fullName,
      email,
      password,
      ...(referralCode ? { ref: referralCode } : {}),
    });
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    signup.mutate(parsed.data, {
      onSuccess: async (r) => {
        toast.success(r.message);
        await refreshUser();
        navigate(target);
      },
      onError: (err) => {
        setErrors(apiFieldErrors(err));
        setError(refusalMessage(err) ?? errorMessage(err, 'The sign-up did not go through'));
      },
    });
  };

  return (
    <div className="mx-auto w-full max-w-md">
      <div className="mb-8 text-center">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-2 text-sm text-slate-600">
          Find a specialist, book a session and pay only when they accept.
        </p>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/5 sm:p-8">
        {user ? (
          <Callout tone="warning" className="mb-4">
            You are signed in as {user.email}. Sign out first to create a member account.
          </Callout>
        ) : null}
        <form onSubmit={submit} noValidate className="space-y-4">
          {error ? <Callout tone="error">{error}</Callout> : null}
          <Field
            label="Full name"
            autoComplete="name"
            value={fullName}
            onChange={(e) => setFullName(e.target.value)}
            error={errors.full_name}
            required
          />
          <Field
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email}
            required
          />
          <Field
            label="Password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
            hint="At least 10 characters."
            required
          />
          <Button type="submit" className="w-full" loading={signup.isPending} disabled={Boolean(user)}>
            Create my account
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-slate-600">
          Already a member?{' '}
          <Link
            to={`/manila/login${next ? `?next=${encodeURIComponent(target)}` : ''}`}
            className="font-medium text-brand underline-offset-2 hover:underline"
          >
            Sign in
          </Link>
        </p>
      </div>
    </div>
  );
}
