import { signSpecialistContractSchema } from '@fundpath/contracts/marketplace';
import { CheckCircle2, FileSignature } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ContractText } from '@/components/contract-text';
import { Button, ButtonLink } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Field } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { issuesToFieldErrors } from '@/lib/field-errors';
import { apiFieldErrors } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { useMyContract, useSignMyContract } from '../api/signup';

/**
 * `/specialist/contract` (open route): a signed-in specialist reads the current specialist
 * agreement and e-signs it (typed full name + "I agree"); anyone else is told how to get here.
 */
export function SpecialistContractPage({ title }: { title: string }) {
  const { user } = useAuth();
  const isSpecialist = user?.role === 'specialist';
  const contract = useMyContract(isSpecialist);

  if (!isSpecialist)
    return (
      <Frame title={title}>
        <Callout tone="info" title="Sign in to read your agreement">
          <p>
            The specialist agreement is signed from your specialist account.{' '}
            {user ? `You are signed in as ${user.email}, which is not a specialist account.` : ''}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <ButtonLink size="sm" to="/specialist/login?next=/specialist/contract">
              Sign in as a specialist
            </ButtonLink>
            <ButtonLink size="sm" variant="secondary" to="/specialist/signup">
              Become a specialist
            </ButtonLink>
          </div>
        </Callout>
      </Frame>
    );
  if (contract.isPending)
    return (
      <Frame title={title}>
        <Spinner message="Loading the agreement" />
      </Frame>
    );
  if (contract.isError)
    return (
      <Frame title={title}>
        <LoadError
          title="The agreement could not be loaded"
          error={contract.error}
          onRetry={contract.refetch}
        />
      </Frame>
    );
  const c = contract.data;
  return (
    <Frame title={c.title} eyebrow={`${title} · version ${c.version}`}>
      <section
        aria-label="Agreement text"
        className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <ScrollRegion label="Agreement" className="max-h-[60vh] pr-1">
          <ContractText format="markdown" text={c.document_text} />
        </ScrollRegion>
      </section>
      {c.signed_current && c.record ? (
        <Callout tone="success" title="Signed">
          <p>
            {c.record.typed_name} signed version {c.record.version} on {formatDateTime(c.record.signed_at)}.
            An admin now reviews your profile; you hear from us by e-mail and in your notifications.
          </p>
          <p className="mt-1">Meanwhile, set up what members will book:</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <ButtonLink size="sm" to="/specialist/services">
              Add your services
            </ButtonLink>
            <ButtonLink size="sm" variant="secondary" to="/specialist/availability">
              Set your hours
            </ButtonLink>
          </div>
        </Callout>
      ) : (
        <>
          {c.record ? (
            <Callout tone="warning">
              You signed version {c.record.version}; the agreement has changed since. Read and sign version{' '}
              {c.version} to keep taking bookings.
            </Callout>
          ) : null}
          <SignForm />
        </>
      )}
    </Frame>
  );
}

function Frame({ title, eyebrow, children }: { title: string; eyebrow?: string; children: ReactNode }) {
  return (
    <article className="mx-auto w-full max-w-3xl min-w-0 space-y-6">
      <header className="space-y-1">
        {eyebrow ? <p className="text-sm font-medium text-slate-600">{eyebrow}</p> : null}
        <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900">{title}</h1>
      </header>
      {children}
    </article>
  );
}

function SignForm() {
  const sign = useSignMyContract();
  const [name, setName] = useState('');
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const agreeId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const parsed = signSpecialistContractSchema.safeParse({ signature_name: name, agree });
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    sign.mutate(parsed.data, {
      onSuccess: () => toast.success('Agreement signed'),
      onError: (err) => {
        setErrors(apiFieldErrors(err));
        setError(refusalMessage(err) ?? errorMessage(err, 'The agreement could not be signed'));
      },
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <FileSignature className="size-5 text-brand" aria-hidden="true" />
        Sign the agreement
      </h2>
      {error ? <Callout tone="error">{error}</Callout> : null}
      <Field
        label="Your full name"
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.signature_name}
        hint="Typing your name is your signature."
        required
      />
      <div>
        <label htmlFor={agreeId} className="flex items-start gap-2 text-sm text-slate-800">
          <input
            id={agreeId}
            type="checkbox"
            checked={agree}
            onChange={(e) => setAgree(e.target.checked)}
            className="mt-0.5 size-4 accent-brand"
            aria-invalid={errors.agree ? true : undefined}
            aria-describedby={errors.agree ? `${agreeId}-error` : undefined}
          />
          I have read the agreement and agree to it.
        </label>
        {errors.agree ? (
          <p id={`${agreeId}-error`} className="mt-1 text-sm font-medium text-red-700">
            {errors.agree}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to="/specialist/services" className="text-sm text-slate-600 underline-offset-2 hover:underline">
          Not now
        </Link>
        <Button type="submit" loading={sign.isPending}>
          <CheckCircle2 className="size-4" aria-hidden="true" />
          Sign agreement
        </Button>
      </div>
    </form>
  );
}
