import { accountPasswordBodySchema, accountProfilePatchSchema } from '@fundpath/contracts/account';
import { marketplaceRoles } from '@fundpath/contracts/roles';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Field } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { apiFieldErrors } from '@/lib/form-errors';
import { useChangePassword } from '../api/change-password';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';

type Errors = Record<string, string | undefined>;
const issuesOf = (issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) => {
  const out: Errors = {};
  for (const i of issues) out[String(i.path[0] ?? 'form')] ??= i.message;
  return out;
};

/** Roles that signed themselves up own their sign-in e-mail; staff and clients' is an admin's. */
const OWNS_EMAIL: ReadonlySet<string> = new Set(marketplaceRoles);

/** Name and e-mail; a new e-mail is the one to sign in with from then on. */
export function ProfileForm({ emailHint = 'You sign in with this address.' }: { emailHint?: string }) {
  const profile = useProfile();
  if (profile.isPending) return <Spinner className="py-8" />;
  if (profile.isError || !profile.data)
    return (
      <p className="text-sm text-red-700">
        {errorMessage(profile.error, 'Your details could not be loaded')}
      </p>
    );
  return <ProfileFields initial={profile.data} emailHint={emailHint} />;
}

function ProfileFields({
  initial,
  emailHint,
}: {
  initial: { display_name: string; email: string; role: string };
  emailHint: string;
}) {
  const ownsEmail = OWNS_EMAIL.has(initial.role);
  const { refreshUser } = useAuth();
  const update = useUpdateProfile();
  const [name, setName] = useState(initial.display_name);
  const [email, setEmail] = useState(initial.email);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const emailChanged = email.trim().toLowerCase() !== initial.email.toLowerCase();
  const patch = {
    ...(name.trim() !== initial.display_name ? { display_name: name } : {}),
    // A new sign-in e-mail takes the current password (the server insists too).
    ...(emailChanged ? { email, current_password: password } : {}),
  };
  const changed = Object.keys(patch).length > 0;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = accountProfilePatchSchema.safeParse(patch);
    if (!parsed.success) {
      setErrors(issuesOf(parsed.error.issues));
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Your details are saved');
        setPassword('');
        void refreshUser();
      },
      onError: (err) => {
        const fields = apiFieldErrors(err);
        setErrors(fields);
        if (!Object.keys(fields).length)
          toast.error(refusalMessage(err) ?? errorMessage(err, 'Your details could not be saved'));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        label="Full name"
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={120}
        error={errors.display_name}
      />
      <Field
        label="E-mail"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        maxLength={254}
        readOnly={!ownsEmail}
        hint={ownsEmail ? emailHint : 'Your administrator changes the address you sign in with.'}
        error={errors.email}
      />
      {emailChanged && (
        <Field
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          maxLength={1024}
          hint="Needed to change the address you sign in with."
          error={errors.current_password}
        />
      )}
      <Button type="submit" loading={update.isPending} disabled={!changed}>
        Save details
      </Button>
    </form>
  );
}

/** The current password, then the new one twice. Other devices are signed out. */
export function PasswordForm() {
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { current_password: current, new_password: next };
    const parsed = accountPasswordBodySchema.safeParse(body);
    const found = parsed.success ? {} : issuesOf(parsed.error.issues);
    if (confirm !== next) found.confirm = 'The passwords do not match';
    setErrors(found);
    if (!parsed.success || found.confirm) return;
    change.mutate(parsed.data, {
      onSuccess: (r) => {
        toast.success(r.message);
        setCurrent('');
        setNext('');
        setConfirm('');
      },
      onError: (err) => {
        const fields = apiFieldErrors(err);
        setErrors(fields);
        if (!Object.keys(fields).length)
          toast.error(refusalMessage(err) ?? errorMessage(err, 'Your password could not be changed'));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
        error={errors.current_password}
      />
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={(e) => setNext(e.target.value)}
        hint="At least 10 characters."
        error={errors.new_password}
      />
      <Field
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={errors.confirm}
      />
      <Button type="submit" loading={change.isPending}>
        Change password
      </Button>
    </form>
  );
}

/** The two forms side by side on wide screens (the shop's `/customer/profile`). */
export function AccountDetails() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader title="Your details" />
        <CardBody>
          <ProfileForm emailHint="You sign in with this address; order e-mails go here." />
        </CardBody>
      </Card>
      <Card>
        <CardHeader title="Password" description="Changing it signs out your other devices." />
        <CardBody>
          <PasswordForm />
        </CardBody>
      </Card>
    </div>
  );
}
