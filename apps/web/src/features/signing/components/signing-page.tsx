import type { SigningView } from '@fundpath/contracts/contracts';
import { signContractSchema } from '@fundpath/contracts/contracts';
import { CheckCircle2, Download, FileWarning } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ContractText } from '@/components/contract-text';
import { Button, buttonClasses } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Field } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, fieldErrorsOf, refusalMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { signedPdfUrl, useDeclineContract, useSignContract, useSigning } from '../api/signing';
import { SignatureCanvas } from './signature-canvas';

const CLOSED_TEXT: Record<Exclude<SigningView['status'], 'pending' | 'signed'>, string> = {
  declined: 'You declined this contract. Contact the sender if that was a mistake.',
  expired: 'This signing link has expired. Ask the sender for a new one.',
  voided: 'The sender withdrew this contract. Nothing needs to be signed.',
};

/** The signer's page: read the contract, type the full name, draw (or not) and agree. */
export function SigningPage({ token }: { token: string }) {
  const view = useSigning(token);
  if (!token)
    return (
      <div className="space-y-4">
        <FileWarning className="size-8 text-amber-700" aria-hidden="true" />
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          This signing link is incomplete
        </h1>
        <p className="text-sm text-slate-600">
          The link is missing its code. Open the link from your e-mail again, or ask the sender for a new one.
        </p>
      </div>
    );
  if (view.isPending) return <Spinner message="Loading the contract" />;
  if (view.isError || !view.data)
    return (
      <div className="space-y-4">
        <FileWarning className="size-8 text-amber-700" aria-hidden="true" />
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          This signing link doesn’t work
        </h1>
        <p className="text-sm text-slate-600">{errorMessage(view.error, 'Ask the sender for a new link.')}</p>
      </div>
    );
  const c = view.data;
  return (
    <article className="min-w-0 space-y-6">
      <header className="space-y-1">
        <p className="text-sm font-medium text-slate-600">Contract for {c.recipient_name}</p>
        <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900">{c.title}</h1>
        {c.expires_at && c.status === 'pending' ? (
          <p className="text-sm text-slate-600">Sign before {formatDateTime(c.expires_at)}.</p>
        ) : null}
      </header>
      {c.message ? (
        <Callout tone="info" title="Message from the sender">
          {c.message}
        </Callout>
      ) : null}
      <section aria-label="Contract text" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <ContractText format={c.format} text={c.body} />
      </section>
      {c.status === 'signed' ? (
        <Callout tone="success" title="Signed">
          <span className="block">
            You signed this contract on {c.signed_at ? formatDateTime(c.signed_at) : 'record'}. Keep the PDF
            for your records.
          </span>
          <a href={signedPdfUrl(token)} className={`${buttonClasses({ size: 'sm' })} mt-3`}>
            <Download className="size-4" aria-hidden="true" />
            Download the signed PDF
          </a>
        </Callout>
      ) : c.status === 'pending' ? (
        <SignForm token={token} name={c.recipient_name} />
      ) : (
        <Callout tone="warning">{CLOSED_TEXT[c.status]}</Callout>
      )}
    </article>
  );
}

function SignForm({ token, name }: { token: string; name: string }) {
  const sign = useSignContract(token);
  const decline = useDeclineContract(token);
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const [typedName, setTypedName] = useState('');
  const [png, setPng] = useState<string | null>(null);
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const hintId = useId();
  const agreeId = useId();
  const busy = sign.isPending || decline.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = signContractSchema.safeParse({
      typed_name: typedName,
      signature_png: png ?? undefined,
      agree,
    });
    if (!parsed.success) {
      const out: Record<string, string> = {};
      for (const i of parsed.error.issues) out[String(i.path[0])] ??= i.message;
      return setErrors(out);
    }
    setErrors({});
    setServerError(null);
    sign.mutate(parsed.data, {
      onError: (err) => {
        setErrors(fieldErrorsOf(err));
        setServerError(refusalMessage(err) ?? errorMessage(err, 'The contract could not be signed'));
      },
    });
  };

  // An inline confirmation: the public layout has no dialog provider, and it reads well on phones.
  const onDecline = () => {
    decline.mutate(undefined, {
      onError: (err) => setServerError(errorMessage(err, 'Could not decline')),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Sign the contract" className="space-y-5">
      <h2 className="text-lg font-semibold text-slate-900">Sign</h2>
      {serverError ? <Callout tone="error">{serverError}</Callout> : null}
      <Field
        label="Your full name"
        autoComplete="name"
        value={typedName}
        onChange={(e) => setTypedName(e.target.value)}
        error={errors.typed_name}
        placeholder={name}
        hint="Typing your full name signs the contract."
        required
      />
      <div className="space-y-2">
        <p className="text-sm font-medium text-slate-900">Draw your signature (optional)</p>
        <p id={hintId} className="text-sm text-slate-600">
          Draw with a mouse, finger or stylus. If you cannot draw (keyboard or screen reader), leave it empty:
          your typed name is accepted as your signature.
        </p>
        <SignatureCanvas onChange={setPng} disabled={busy} describedBy={hintId} />
        {errors.signature_png ? <p className="text-sm text-red-700">{errors.signature_png}</p> : null}
      </div>
      <div className="flex items-start gap-3">
        <input
          id={agreeId}
          type="checkbox"
          className="mt-1 size-4 rounded border-slate-400"
          checked={agree}
          onChange={(e) => setAgree(e.target.checked)}
          aria-invalid={errors.agree ? true : undefined}
          aria-describedby={errors.agree ? `${agreeId}-error` : undefined}
        />
        <label htmlFor={agreeId} className="text-sm text-slate-800">
          I have read this contract and agree to it. I understand my typed name
          {png ? ' and drawn signature' : ''} is my electronic signature.
        </label>
      </div>
      {errors.agree ? (
        <p id={`${agreeId}-error`} className="text-sm text-red-700">
          {errors.agree}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={sign.isPending} disabled={decline.isPending}>
          <CheckCircle2 className="size-4" aria-hidden="true" />
          Sign contract
        </Button>
        <Button type="button" variant="secondary" onClick={() => setConfirmingDecline(true)} disabled={busy}>
          Decline
        </Button>
      </div>
      {confirmingDecline ? (
        <Callout tone="warning" title="Decline this contract?">
          <span className="block">The sender is told you declined. They can send you a new one.</span>
          <span className="mt-3 flex flex-wrap gap-2">
            <Button type="button" size="sm" variant="danger" loading={decline.isPending} onClick={onDecline}>
              Yes, decline
            </Button>
            <Button type="button" size="sm" variant="secondary" onClick={() => setConfirmingDecline(false)}>
              Keep it
            </Button>
          </span>
        </Callout>
      ) : null}
    </form>
  );
}
