import type { LocationMode, OwnSpecialistProfile } from '@fundpath/contracts/marketplace';
import { useMemo } from 'react';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { RadioCards } from '@/components/ui/radio-cards';
import { TextareaField } from '@/components/ui/textarea';
import { browserTimeZone, TIME_ZONES } from '@/lib/time-zones';

const MODES: ReadonlyArray<{ value: LocationMode; label: string; description: string }> = [
  { value: 'online', label: 'Online', description: 'Video sessions from anywhere.' },
  { value: 'in_person', label: 'In person', description: 'Members come to your practice.' },
  { value: 'both', label: 'Both', description: 'Online and at your practice.' },
];

/** "Reiki, breathwork ,  " → ["Reiki", "breathwork"]. */
export const listOf = (s: string) =>
  s
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/** The public profile as edited: lists as comma-separated text. */
export interface ProfileDraft {
  display_name: string;
  headline: string;
  bio: string;
  specialties: string;
  languages: string;
  time_zone: string;
  location_mode: LocationMode;
  city: string;
}

export const emptyProfileDraft = (): ProfileDraft => ({
  display_name: '',
  headline: '',
  bio: '',
  specialties: '',
  languages: 'English',
  time_zone: browserTimeZone(),
  location_mode: 'online',
  city: '',
});

export const profileDraftOf = (p: OwnSpecialistProfile): ProfileDraft => ({
  display_name: p.display_name,
  headline: p.headline,
  bio: p.bio,
  specialties: p.specialties.join(', '),
  languages: p.languages.join(', '),
  time_zone: p.time_zone,
  location_mode: p.location_mode,
  city: p.city,
});

/** The draft as the API's profile input (before the contract's schema checks it). */
export const profileInputOf = (d: ProfileDraft, photoUrl: string | null = null) => ({
  ...d,
  photo_url: photoUrl,
  specialties: listOf(d.specialties),
  languages: listOf(d.languages),
  city: d.location_mode === 'online' ? '' : d.city,
});

/** The profile fields of sign-up and profile settings: one form, one set of checks. */
export function ProfileFields({
  draft,
  onChange,
  errors,
}: {
  draft: ProfileDraft;
  onChange: (draft: ProfileDraft) => void;
  errors: Record<string, string>;
}) {
  const zones = useMemo(
    () => (TIME_ZONES.includes(draft.time_zone) ? TIME_ZONES : [draft.time_zone, ...TIME_ZONES]),
    [draft.time_zone],
  );
  const set = (k: keyof ProfileDraft) => (v: string) => onChange({ ...draft, [k]: v });
  return (
    <Card className="space-y-4 p-5">
      <h2 className="text-base font-semibold text-slate-900">Your profile</h2>
      <Field
        label="Display name"
        autoComplete="name"
        value={draft.display_name}
        onChange={(e) => set('display_name')(e.target.value)}
        error={errors.display_name}
        hint="How members see you, e.g. “Riley Santos, RMT”."
        required
      />
      <Field
        label="Headline"
        value={draft.headline}
        onChange={(e) => set('headline')(e.target.value)}
        error={errors.headline}
        maxLength={140}
        hint="One line on what you do best."
      />
      <TextareaField
        label="About you"
        rows={4}
        value={draft.bio}
        onChange={(e) => set('bio')(e.target.value)}
        error={errors.bio}
        maxLength={4000}
        showCount
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Specialties"
          value={draft.specialties}
          onChange={(e) => set('specialties')(e.target.value)}
          error={errors.specialties ?? errors['specialties.0']}
          hint="Separate with commas, e.g. Massage, Reiki."
        />
        <Field
          label="Languages"
          value={draft.languages}
          onChange={(e) => set('languages')(e.target.value)}
          error={errors.languages ?? errors['languages.0']}
          hint="Separate with commas."
        />
      </div>
      <NativeSelect
        label="Time zone"
        value={draft.time_zone}
        onChange={set('time_zone')}
        options={zones.map((z) => ({ value: z, label: z.replace(/_/g, ' ') }))}
        error={errors.time_zone}
        hint="Your weekly hours are set in this zone; members see times in theirs."
      />
      <div className="space-y-2">
        <p className="text-sm font-medium text-slate-800" aria-hidden="true">
          Where you see members
        </p>
        <RadioCards
          legend="Where you see members"
          name="location_mode"
          value={draft.location_mode}
          onChange={(v) => onChange({ ...draft, location_mode: v })}
          options={MODES}
          error={errors.location_mode}
        />
      </div>
      {draft.location_mode !== 'online' ? (
        <Field
          label="City"
          autoComplete="address-level2"
          value={draft.city}
          onChange={(e) => set('city')(e.target.value)}
          error={errors.city}
        />
      ) : null}
    </Card>
  );
}
