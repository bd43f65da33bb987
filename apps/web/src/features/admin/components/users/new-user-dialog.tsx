import { createUserSchema, INVITE_TTL_HOURS, inviteUserSchema } from '@fundpath/contracts/people';
import { type Role, roles } from '@fundpath/contracts/roles';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage, fieldErrorsOf, refusalMessage } from '@/lib/api-client';
import { formatRole } from '@/lib/format';
import { useBrandOptions, useCreateUser, useInviteUser } from '../../api/users';
import { InviteLink } from './invites-card';
import { issuesToErrors } from './parts';

const ROLE_OPTIONS = roles.map((r) => ({ value: r, label: formatRole(r) }));

/** Invite someone by e-mail (they choose their password) or create the account with a password. */
export function NewUserDialog({ mode, onClose }: { mode: 'invite' | 'create'; onClose: () => void }) {
  const brands = useBrandOptions();
  const create = useCreateUser();
  const invite = useInviteUser();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('client');
  const [brandId, setBrandId] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [shareLink, setShareLink] = useState<string | null>(null);
  const pending = create.isPending || invite.isPending;

  const onError = (err: unknown) => {
    setErrors(fieldErrorsOf(err));
    toast.error(refusalMessage(err) ?? errorMessage(err, 'The user could not be saved'));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const base = { email, display_name: name, role, brand_id: brandId || null };
    if (mode === 'invite') {
      const parsed = inviteUserSchema.safeParse(base);
      if (!parsed.success) return setErrors(issuesToErrors(parsed.error.issues));
      setErrors({});
      invite.mutate(parsed.data, {
        onSuccess: ({ invite: sent, link }) => {
          toast.success(`Invite sent to ${sent.email}`);
          if (link) setShareLink(link);
          else onClose();
        },
        onError,
      });
    } else {
      const parsed = createUserSchema.safeParse({ ...base, password });
      if (!parsed.success) return setErrors(issuesToErrors(parsed.error.issues));
      setErrors({});
      create.mutate(parsed.data, {
        onSuccess: (u) => {
          toast.success(`${u.display_name} can sign in now`);
          onClose();
        },
        onError,
      });
    }
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        title={mode === 'invite' ? 'Invite a user' : 'Create a user'}
        description={
          mode === 'invite'
            ? `They get an e-mail with a link to choose a password. The link works once, for ${INVITE_TTL_HOURS} hours.`
            : 'The account works at once with the password you set; share it safely.'
        }
        closeDisabled={pending}
      >
        {shareLink ? (
          <>
            <DialogBody>
              <InviteLink link={shareLink} />
            </DialogBody>
            <DialogFooter>
              <Button onClick={onClose}>Done</Button>
            </DialogFooter>
          </>
        ) : (
          <form
            onSubmit={submit}
            noValidate
            aria-label={mode === 'invite' ? 'Invite a user' : 'Create a user'}
          >
            <DialogBody className="grid gap-4">
              <Field
                label="E-mail"
                type="email"
                autoComplete="off"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                error={errors.email}
                required
              />
              <Field
                label="Full name"
                value={name}
                onChange={(e) => setName(e.target.value)}
                error={errors.display_name}
                required
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <NativeSelect
                  label="Role"
                  value={role}
                  onChange={(v) => setRole(v as Role)}
                  options={ROLE_OPTIONS}
                  error={errors.role}
                />
                <NativeSelect
                  label="Brand"
                  value={brandId}
                  onChange={setBrandId}
                  placeholder="No brand"
                  options={(brands.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
                  error={errors.brand_id}
                />
              </div>
              {mode === 'create' ? (
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
              ) : null}
            </DialogBody>
            <DialogFooter>
              <Button type="button" variant="ghost" onClick={onClose} disabled={pending}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending}>
                {mode === 'invite'
                  ? pending
                    ? 'Sending…'
                    : 'Send invite'
                  : pending
                    ? 'Creating…'
                    : 'Create user'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
