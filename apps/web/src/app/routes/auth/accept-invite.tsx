import { useQuery } from '@tanstack/react-query';
import { MailX, UserRoundCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Field } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { acceptInvite, lookupInvite } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { assignLocation } from '@/lib/browser';
import { formatRole } from '@/lib/format';
import { href } from '@/lib/href';
import { homePathFor } from '@/lib/route-guards';

const MIN_LENGTH = 10;

/** `/accept-invite?token=`: the invitee confirms their name, chooses a password and is signed in. */
export default function AcceptInviteRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invite = useQuery({
    queryKey: ['invite', token],
    queryFn: () => lookupInvite(token),
    enabled: token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [name, setName] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ name?: string; password?: string; confirm?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  if (!token || invite.isError) {
    return (
      <>
        <div className="flex size-12 items-center justify-center rounded-xl bg-amber-50 text-amber-700 ring-1 ring-amber-100">
          <MailX className="size-6" aria-hidden="true" />
        </div>
        <h1 className="mt-6 text-2xl font-semibold tracking-tight text-slate-900">
          This invite link doesn’t work
        </h1>
        <p className="mt-2 text-sm leading-6 text-slate-600">
          {token
            ? errorMessage(invite.error, 'The link is invalid, has expired or was already used.')
            : 'The link is missing its token. Open the link from your e-mail again.'}{' '}
          Ask your administrator to send a new invite.
        </p>
        <ButtonLink to={href('/login')} className="mt-8 w-full" size="lg">
          Go to sign in
        </ButtonLink>
      </>
    );
  }
  if (invite.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner message="Checking your invite" />
      </div>
    );
  }
  const data = invite.data;
  const displayName = name ?? data.display_name;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!displayName.trim()) next.name = 'Name is required';
    if (password.length < MIN_LENGTH) next.password = 'Password must be at least 10 characters';
    if (confirm !== password) next.confirm = 'Passwords do not match';
    setErrors(next);
    if (next.name || next.password || next.confirm) return;
    setServerError(null);
    setSubmitting(true);
    try {
      const res = await acceptInvite(token, displayName.trim(), password);
      // A full load: the session cookie is set, and the app starts as the new user.
      assignLocation(homePathFor(res.user));
    } catch (err) {
      setServerError(errorMessage(err, 'The invite could not be accepted. Ask for a new one.'));
      setSubmitting(false);
    }
  };

  return (
    <>
      <div className="mb-8">
        <div className="flex size-12 items-center justify-center rounded-xl bg-brand/10 text-brand-700 ring-1 ring-brand/20">
          <UserRoundCheck className="size-6" aria-hidden="true" />
        </div>
        <h1 className="mt-6 text-2xl font-semibold tracking-tight text-slate-900">
          Welcome to {data.brand_name ?? 'FundPath'}
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          You were invited as <strong className="font-medium text-slate-900">{formatRole(data.role)}</strong>{' '}
          with <strong className="font-medium text-slate-900">{data.email}</strong>. Choose a password to
          finish.
        </p>
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Accept invite">
        {serverError ? (
          <Callout tone="error" title="Couldn’t create your account">
            {serverError}
          </Callout>
        ) : null}
        <Field
          label="Your name"
          autoComplete="name"
          required
          value={displayName}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
        />
        <Field
          label="Password"
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
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={errors.confirm}
        />
        <Button type="submit" size="lg" className="w-full" loading={submitting}>
          Create my account
        </Button>
      </form>
    </>
  );
}
