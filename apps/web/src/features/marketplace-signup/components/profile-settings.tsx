import {
  type OwnSpecialistProfile,
  type SpecialistStatus,
  specialistProfileInputSchema,
} from '@fundpath/contracts/marketplace';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { issuesToFieldErrors } from '@/lib/field-errors';
import { apiFieldErrors } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { useOwnProfile, useSaveOwnProfile } from '../api/signup';
import { type ProfileDraft, ProfileFields, profileDraftOf, profileInputOf } from './profile-fields';

/** What each review status means for the specialist (also the discover page's listing card). */
export const STATUS: Record<SpecialistStatus, { label: string; tone: BadgeTone; text: string }> = {
  pending_review: {
    label: 'In review',
    tone: 'warning',
    text: 'An admin reviews your profile before members can find and book you.',
  },
  approved: { label: 'Approved', tone: 'success', text: 'Members can find you and book your services.' },
  suspended: {
    label: 'Suspended',
    tone: 'danger',
    text: 'Members cannot find or book you for now. Contact support if you have questions.',
  },
  rejected: {
    label: 'Not approved',
    tone: 'neutral',
    text: 'Update your profile with what the reviewer asked for; an admin can then approve it.',
  },
};

/** `/specialist/profile-settings`: the public profile, with where the review and agreement stand. */
export function ProfileSettings() {
  const profile = useOwnProfile();
  if (profile.isPending) return <Spinner message="Loading your profile" />;
  if (profile.isError)
    return (
      <LoadError title="Your profile could not be loaded" error={profile.error} onRetry={profile.refetch} />
    );
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <ProfileForm key={profile.data.updated_at} profile={profile.data} />
      <StatusPanel profile={profile.data} />
    </div>
  );
}

function StatusPanel({ profile: p }: { profile: OwnSpecialistProfile }) {
  const s = STATUS[p.status];
  return (
    <aside aria-label="Profile status" className="space-y-4">
      <Card className="space-y-2 p-5">
        <h2 className="flex items-center justify-between gap-2 text-base font-semibold text-slate-900">
          Review <Badge tone={s.tone}>{s.label}</Badge>
        </h2>
        <p className="text-sm text-slate-700">{s.text}</p>
        {p.review_note ? (
          <p className="text-sm text-slate-700">
            <span className="font-medium">Reviewer’s note:</span> {p.review_note}
          </p>
        ) : null}
        {p.approved_at ? (
          <p className="text-xs text-slate-600">Approved {formatDateTime(p.approved_at)}</p>
        ) : null}
      </Card>
      <Card className="space-y-2 p-5">
        <h2 className="text-base font-semibold text-slate-900">Agreement</h2>
        {p.agreement.signed_current ? (
          <p className="text-sm text-slate-700">
            You signed version {p.agreement.signed_version}
            {p.agreement.signed_at ? ` on ${formatDateTime(p.agreement.signed_at)}` : ''}.
          </p>
        ) : (
          <p className="text-sm text-amber-800">
            {p.agreement.signed_version
              ? `The agreement changed since you signed version ${p.agreement.signed_version}.`
              : 'Not signed yet.'}
          </p>
        )}
        <Link
          to="/specialist/contract"
          className="text-sm font-medium text-brand underline-offset-2 hover:underline"
        >
          {p.agreement.signed_current ? 'Read the agreement' : 'Read and sign the agreement'}
        </Link>
      </Card>
      <Card className="space-y-1 p-5">
        <h2 className="text-base font-semibold text-slate-900">Account</h2>
        <p className="text-sm break-all text-slate-700">{p.email}</p>
        <p className="text-sm text-slate-700">
          Booking link: <span className="font-mono">{p.booking_path}</span>
        </p>
      </Card>
    </aside>
  );
}

function ProfileForm({ profile }: { profile: OwnSpecialistProfile }) {
  const save = useSaveOwnProfile();
  const [draft, setDraft] = useState<ProfileDraft>(() => profileDraftOf(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const parsed = specialistProfileInputSchema.safeParse(profileInputOf(draft, profile.photo_url));
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => toast.success('Profile saved'),
      onError: (err) => {
        setErrors(apiFieldErrors(err));
        setError(refusalMessage(err) ?? errorMessage(err, 'Your profile could not be saved'));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="min-w-0 space-y-4">
      {error ? <Callout tone="error">{error}</Callout> : null}
      <ProfileFields draft={draft} onChange={setDraft} errors={errors} />
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending}>
          Save profile
        </Button>
      </div>
    </form>
  );
}
