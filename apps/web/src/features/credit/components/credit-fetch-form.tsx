import { Eye, EyeOff, KeyRound } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';

export const FETCH_LABEL = 'Fetch Credit Report';
export const FETCHING_LABEL = 'Fetching Credit Report...';

/** Sandbox personas of the embedded provider (apps/server/.../providers/README.md). */
export const SANDBOX_PERSONAS = [
  ['clean', 'Healthy file, all bureaus approve'],
  ['late', 'Recent 30-day late on two bureaus'],
  ['collections', 'Unpaid collection on two bureaus'],
  ['utilization', 'Cards above 50% used'],
  ['thin', 'One young account'],
  ['inquiries', 'Five recent inquiries on Experian'],
  ['frozen', 'Two bureaus frozen'],
] as const;
export const SANDBOX_PASSWORD = 'sandbox-2026';

export interface FetchFormValues {
  email: string;
  password: string;
}

/** Email Address + Password, disabled while the pull runs (spec §2, §5 login form). */
export function CreditFetchForm({
  values,
  onChange,
  onSubmit,
  fetching,
  submitLabel = FETCH_LABEL,
  busyLabel = FETCHING_LABEL,
  showSandbox = true,
  children,
}: {
  values: FetchFormValues;
  onChange: (values: FetchFormValues) => void;
  onSubmit: (values: FetchFormValues) => void;
  fetching: boolean;
  submitLabel?: string;
  busyLabel?: string;
  showSandbox?: boolean;
  /** Extra fields between the password and the button (e.g. a save-login checkbox). */
  children?: ReactNode;
}) {
  const [reveal, setReveal] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!fetching) onSubmit(values);
  };
  return (
    <form onSubmit={submit} className="space-y-4" aria-busy={fetching || undefined}>
      <Field
        label="Email Address"
        type="email"
        name="email"
        autoComplete="username"
        required
        disabled={fetching}
        value={values.email}
        onChange={(e) => onChange({ ...values, email: e.target.value })}
        placeholder="you@example.com"
      />
      <Field
        label="Password"
        type={reveal ? 'text' : 'password'}
        name="password"
        autoComplete="current-password"
        required
        disabled={fetching}
        value={values.password}
        onChange={(e) => onChange({ ...values, password: e.target.value })}
        trailing={
          <button
            type="button"
            onClick={() => setReveal((r) => !r)}
            disabled={fetching}
            aria-label={reveal ? 'Hide password' : 'Show password'}
            aria-pressed={reveal}
            className="rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
          >
            {reveal ? (
              <EyeOff className="size-4" aria-hidden="true" />
            ) : (
              <Eye className="size-4" aria-hidden="true" />
            )}
          </button>
        }
      />
      {children}
      <Button
        type="submit"
        size="lg"
        className="w-full"
        loading={fetching}
        leftIcon={<KeyRound className="size-4" aria-hidden="true" />}
      >
        {fetching ? busyLabel : submitLabel}
      </Button>
      {showSandbox ? (
        <details className="rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-600">
          <summary className="cursor-pointer font-medium text-slate-700">Trying the sandbox?</summary>
          <p className="mt-2">
            Pick a test profile (password <span className="font-mono">{SANDBOX_PASSWORD}</span>):
          </p>
          <ul className="mt-1.5 grid gap-1">
            {SANDBOX_PERSONAS.map(([persona, text]) => (
              <li key={persona}>
                <button
                  type="button"
                  disabled={fetching}
                  onClick={() =>
                    onChange({ email: `${persona}@sandbox.fundpath.test`, password: SANDBOX_PASSWORD })
                  }
                  className="w-full rounded-md px-2 py-1 text-left hover:bg-white hover:shadow-xs"
                >
                  <span className="font-mono text-slate-900">{persona}@sandbox.fundpath.test</span>
                  <span className="block text-slate-500">{text}</span>
                </button>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </form>
  );
}

/** Spec §2/§8: the red Error box. */
export function ReportErrorBox({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
      <p className="font-semibold text-red-900">Error</p>
      <p className="mt-0.5">{message}</p>
    </div>
  );
}
