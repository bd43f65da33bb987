import { type LocationMode, specialistSignupSchema } from '@fundpath/contracts/marketplace';
import { type FormEvent, useMemo, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { RadioCards } from '@/components/ui/radio-cards';
import { TextareaField } from '@/components/ui/textarea';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { issuesToFieldErrors } from '@/lib/field-errors';
import { apiFieldErrors } from '@/lib/form-errors';
import { browserTimeZone, TIME_ZONES } from '@/lib/time-zones';
import { useSpecialistSignup } from '../api/signup';

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

/**
 * `/specialist/signup`: the account (email, password) and the public profile in one form, checked
 * with the contract's `specialistSignupSchema`; on success the visitor is signed in and goes on
 * to read and sign the agreement.
 */
export function SpecialistSignup({ title }: { title: string }) {
  const { user, refreshUser } = useAuth();
  const navigate = useNavigate();
  const signup = useSpecialistSignup();
  const zones = useMemo(() => {
    const own = browserTimeZone();
    return TIME_ZONES.includes(own) ? TIME_ZONES : [own, ...TIME_ZONES];
  }, []);
  const [form, setForm] = useState({
    display_name: '',
    email: '',
    password: '',
    headline: '',
    bio: '',
    specialties: '',
    languages: 'English',
    time_zone: browserTimeZone(),
    location_mode: 'online' as LocationMode,
    city: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const set = (k: keyof typeof form) => (v: string) => setForm((f) => ({ ...f, [k]: v }));

  if (user?.role === 'specialist') return <Navigate to="/specialist/contract" replace />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const parsed = specialistSignupSchema.safeParse({
      ...form,
      specialties: listOf(form.specialties),
      languages: listOf(form.languages),
      city: form.location_mode === 'online' ? '' : form.city,
    });
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    signup.mutate(parsed.data, {
      onSuccess: async (r) => {
        toast.success(r.message);
        await refreshUser();
        navigate('/specialist/contract');
      },
      onError: (err) => {
        setErrors(apiFieldErrors(err));
        setError(refusalMessage(err) ?? errorMessage(err, 'The sign-up did not go through'));
      },
    });
  };

  return (
    <div className="mx-auto w-full max-w-2xl">
      <div className="mb-8 text-center">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-2 text-sm text-slate-600">
          Offer your sessions to Manila members. After you sign up you read and sign the specialist agreement;
          an admin then reviews your profile before members can book you.
        </p>
      </div>
      {user ? (
        <Callout tone="warning" className="mb-6">
          You are signed in as {user.email}. A specialist profile needs its own account: sign out first to
          create one.
        </Callout>
      ) : null}
      <form onSubmit={submit} noValidate className="space-y-6">
        {error ? <Callout tone="error">{error}</Callout> : null}
        <Card className="space-y-4">
          <h2 className="text-base font-semibold text-slate-900">Your account</h2>
          <Field
            label="Email"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={(e) => set('email')(e.target.value)}
            error={errors.email}
            required
          />
          <Field
            label="Password"
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={(e) => set('password')(e.target.value)}
            error={errors.password}
            hint="At least 10 characters."
            required
          />
        </Card>
        <Card className="space-y-4">
          <h2 className="text-base font-semibold text-slate-900">Your profile</h2>
          <Field
            label="Display name"
            autoComplete="name"
            value={form.display_name}
            onChange={(e) => set('display_name')(e.target.value)}
            error={errors.display_name}
            hint="How members see you, e.g. “Riley Santos, RMT”."
            required
          />
          <Field
            label="Headline"
            value={form.headline}
            onChange={(e) => set('headline')(e.target.value)}
            error={errors.headline}
            maxLength={140}
            hint="One line on what you do best."
          />
          <TextareaField
            label="About you"
            rows={4}
            value={form.bio}
            onChange={(e) => set('bio')(e.target.value)}
            error={errors.bio}
            maxLength={4000}
            showCount
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="Specialties"
              value={form.specialties}
              onChange={(e) => set('specialties')(e.target.value)}
              error={errors.specialties ?? errors['specialties.0']}
              hint="Separate with commas, e.g. Massage, Reiki."
            />
            <Field
              label="Languages"
              value={form.languages}
              onChange={(e) => set('languages')(e.target.value)}
              error={errors.languages ?? errors['languages.0']}
              hint="Separate with commas."
            />
          </div>
          <NativeSelect
            label="Time zone"
            value={form.time_zone}
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
              value={form.location_mode}
              onChange={(v) => setForm((f) => ({ ...f, location_mode: v }))}
              options={MODES}
              error={errors.location_mode}
            />
          </div>
          {form.location_mode !== 'online' ? (
            <Field
              label="City"
              autoComplete="address-level2"
              value={form.city}
              onChange={(e) => set('city')(e.target.value)}
              error={errors.city}
            />
          ) : null}
        </Card>
        <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600">
            Already a specialist?{' '}
            <Link
              to="/specialist/login"
              className="font-medium text-brand underline-offset-2 hover:underline"
            >
              Sign in
            </Link>
          </p>
          <Button type="submit" loading={signup.isPending} disabled={Boolean(user)}>
            Create my specialist account
          </Button>
        </div>
      </form>
    </div>
  );
}
