import { specialistSignupSchema } from '@fundpath/contracts/marketplace';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/input';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { issuesToFieldErrors } from '@/lib/field-errors';
import { apiFieldErrors } from '@/lib/form-errors';
import { useSpecialistSignup } from '../api/signup';
import { emptyProfileDraft, type ProfileDraft, ProfileFields, profileInputOf } from './profile-fields';

/**
 * `/specialist/signup`: the account (email, password) and the public profile in one form, checked
 * with the contract's `specialistSignupSchema`; on success the visitor is signed in and goes on
 * to read and sign the agreement.
 */
export function SpecialistSignup({
  title,
  referralCode,
}: {
  title: string;
  /** The affiliate code the visitor arrived with (`?ref=`); the server checks it. */
  referralCode?: string | null;
}) {
  const { user, refreshUser } = useAuth();
  const navigate = useNavigate();
  const signup = useSpecialistSignup();
  const [form, setForm] = useState({ email: '', password: '' });
  const [profile, setProfile] = useState<ProfileDraft>(emptyProfileDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const set = (k: keyof typeof form) => (v: string) => setForm((f) => ({ ...f, [k]: v }));

  if (user?.role === 'specialist') return <Navigate to="/specialist/contract" replace />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const parsed = specialistSignupSchema.safeParse({
      ...form,
      ...profileInputOf(profile),
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
        navigate('/specialist/contract');
      },
      onError: (err) => {
        setErrors(apiFieldErrors(err));
        setError(refusalMessage(err) ?? errorMessage(err, 'The sign-up did not go through'));
      },
    });
  };

  return (
    <div className="mx-auto w-full max-w-2xl">
      <div className="mb-8 text-center">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-2 text-sm text-slate-600">
          Offer your sessions to Manila members. After you sign up you read and sign the specialist agreement;
          an admin then reviews your profile before members can book you.
        </p>
      </div>
      {user ? (
        <Callout tone="warning" className="mb-6">
          You are signed in as {user.email}. A specialist profile needs its own account: sign out first to
          create one.
        </Callout>
      ) : null}
      <form onSubmit={submit} noValidate className="space-y-6">
        {error ? <Callout tone="error">{error}</Callout> : null}
        <Card className="space-y-4 p-5">
          <h2 className="text-base font-semibold text-slate-900">Your account</h2>
          <Field
            label="Email"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={(e) => set('email')(e.target.value)}
            error={errors.email}
            required
          />
          <Field
            label="Password"
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={(e) => set('password')(e.target.value)}
            error={errors.password}
            hint="At least 10 characters."
            required
          />
        </Card>
        <ProfileFields draft={profile} onChange={setProfile} errors={errors} />
        <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600">
            Already a specialist?{' '}
            <Link
              to="/specialist/login"
              className="font-medium text-brand underline-offset-2 hover:underline"
            >
              Sign in
            </Link>
          </p>
          <Button type="submit" loading={signup.isPending} disabled={Boolean(user)}>
            Create my specialist account
          </Button>
        </div>
      </form>
    </div>
  );
}
