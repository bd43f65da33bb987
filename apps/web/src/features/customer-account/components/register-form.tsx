import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Field } from '@/components/ui/input';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { apiFieldErrors } from '@/lib/form-errors';
import { loginRedirectTarget } from '@/lib/route-guards';
import { useRouteLookup } from '@/lib/route-lookup';
import { customerRegisterBodySchema, registerCustomer } from '../api/account';

type Errors = Partial<Record<'display_name' | 'email' | 'password' | 'confirm', string>>;

/** Where a shopper goes after signing up: `next` when it is a safe page they may open, else their dashboard. */
export function useAfterSignUp() {
  const [params] = useSearchParams();
  const { routeFor } = useRouteLookup();
  const next = params.get('next');
  return (user: Parameters<typeof loginRedirectTarget>[0]) =>
    next ? loginRedirectTarget(user, next, { routeFor }) : '/customer/dashboard';
}

/** Name, e-mail and password (twice); the account is signed in at once. */
export function RegisterForm() {
  const { refreshUser } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const after = useAfterSignUp();
  const [form, setForm] = useState({ display_name: '', email: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const next = params.get('next');

  const set = (key: keyof typeof form, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setServerError(null);
    const parsed = customerRegisterBodySchema.safeParse(form);
    const found: Errors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
    if (form.confirm !== form.password) found.confirm = 'The passwords do not match';
    setErrors(found);
    if (!parsed.success || found.confirm) return;
    setBusy(true);
    try {
      const res = await registerCustomer(parsed.data);
      await refreshUser();
      navigate(after(res.user), { replace: true });
    } catch (err) {
      const fields = apiFieldErrors(err) as Errors;
      setErrors(fields);
      if (!Object.keys(fields).length)
        setServerError(refusalMessage(err) ?? errorMessage(err, 'Your account could not be created'));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {serverError ? <Callout tone="error">{serverError}</Callout> : null}
      <Field
        label="Full name"
        autoComplete="name"
        value={form.display_name}
        onChange={(e) => set('display_name', e.target.value)}
        maxLength={120}
        required
        error={errors.display_name}
      />
      <Field
        label="E-mail"
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={(e) => set('email', e.target.value)}
        maxLength={254}
        required
        error={errors.email}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={(e) => set('password', e.target.value)}
        hint="At least 10 characters."
        required
        error={errors.password}
      />
      <Field
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        value={form.confirm}
        onChange={(e) => set('confirm', e.target.value)}
        required
        error={errors.confirm}
      />
      <Button type="submit" className="w-full" loading={busy}>
        Create account
      </Button>
      <p className="text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link
          to={`/customer/login${next ? `?next=${encodeURIComponent(next)}` : ''}`}
          className="font-medium text-brand hover:underline"
        >
          Sign in
        </Link>
      </p>
    </form>
  );
}
