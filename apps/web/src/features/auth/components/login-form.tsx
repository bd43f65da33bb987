import { Eye, EyeOff } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Field } from '@/components/ui/input';
import { env } from '@/config/env';
import { DemoAccounts } from '@/features/auth/components/demo-accounts';
import { useAuth } from '@/lib/auth';

type FieldErrors = Partial<Record<'email' | 'password', string>>;

/**
 * The contract's `loginBodySchema` (zod), loaded beside the form rather than with it: zod is
 * about 26 kB gzip, and /login must render within the first-page budget (ADR 005). The form
 * starts loading it as soon as it mounts, so it is there by the time anyone submits.
 */
const loadLoginSchema = () => import('@fundpath/contracts/auth').then((m) => m.loginBodySchema);

/** Email + password sign-in (spec §4/§5). On success the /login route redirects. */
export function LoginForm() {
  const { login, error: authError } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    void loadLoginSchema().catch(() => undefined);
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const loginBodySchema = await loadLoginSchema();
    const parsed = loginBodySchema.safeParse({ email, password });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'email' || key === 'password') && !errors[key]) errors[key] = issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setError(null);
    setSubmitting(true);
    const result = await login(parsed.data.email, parsed.data.password);
    if (!result.ok) {
      setSubmitting(false);
      setError(result.message);
      passwordRef.current?.select();
    }
  };

  const shownError =
    error ?? (authError && authError !== 'Failed to initialize authentication' ? authError : null);

  return (
    <div className="space-y-6">
      <form
        onSubmit={onSubmit}
        noValidate
        className="space-y-5"
        aria-describedby={shownError ? 'login-error' : undefined}
      >
        {shownError ? (
          <div id="login-error">
            <Callout tone="error" title="Couldn’t sign you in">
              {shownError}
            </Callout>
          </div>
        ) : null}
        <Field
          label="Email Address"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@company.com"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldErrors.email}
          disabled={submitting}
        />
        <Field
          ref={passwordRef}
          label="Password"
          type={showPassword ? 'text' : 'password'}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldErrors.password}
          disabled={submitting}
          labelAside={
            <Link to="/forgot-password" className="text-sm font-medium text-brand hover:underline">
              Forgot password?
            </Link>
          }
          trailing={
            <button
              type="button"
              onClick={() => setShowPassword((s) => !s)}
              aria-label={showPassword ? 'Hide characters' : 'Show characters'}
              aria-pressed={showPassword}
              className="rounded-md p-2 text-slate-500 transition hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand"
            >
              {showPassword ? (
                <EyeOff className="size-4" aria-hidden="true" />
              ) : (
                <Eye className="size-4" aria-hidden="true" />
              )}
            </button>
          }
        />
        <Button type="submit" size="lg" className="w-full" loading={submitting}>
          Sign In
        </Button>
      </form>
      {env.showDemoAccounts ? (
        <DemoAccounts
          onPick={(pickedEmail, pickedPassword) => {
            setEmail(pickedEmail);
            setPassword(pickedPassword);
            setFieldErrors({});
            setError(null);
          }}
        />
      ) : null}
    </div>
  );
}
