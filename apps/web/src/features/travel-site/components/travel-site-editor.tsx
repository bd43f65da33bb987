import type { TravelSite } from '@fundpath/contracts/travel';
import { ExternalLink, Palette, Star, UserRound } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { LinkQrCode } from '@/components/link-qr-code';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ColorField } from '@/components/ui/color-field';
import { CopyField } from '@/components/ui/copy-field';
import { Field } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { TextareaField } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { initials } from '@/lib/format';
import { useMySite, usePackageOptions, useSaveSite } from '../api/site';
import {
  checkSite,
  DEFAULT_COLORS,
  effectiveColor,
  type SiteFormErrors,
  type SiteFormValues,
  siteErrors,
  valuesFromSite,
} from '../utils/site-form';
import { FeaturedPicker } from './featured-picker';
import { SitePhotoField } from './site-photo-field';
import { SitePreview } from './site-preview';

/** Where focus goes when a save is refused: the first field named, in the form's order. */
const FIELD_ORDER: ReadonlyArray<keyof SiteFormValues> = [
  'display_name',
  'photo_url',
  'bio',
  'primary_color',
  'accent_color',
  'featured_package_ids',
];

/**
 * `/my-travel-site`: the earner's travel site (issue 5/8): who they are, their colours and the
 * trips they feature, with the link to share (copy, QR code) and a live preview.
 */
export function TravelSiteEditor() {
  const site = useMySite();
  if (site.isError && !site.data)
    return (
      <LoadError
        title="Your travel site could not be loaded"
        error={site.error}
        onRetry={() => site.refetch()}
      />
    );
  if (!site.data)
    return (
      <div className="flex justify-center py-16">
        <Spinner message="Loading your travel site" />
      </div>
    );
  return <SiteForm site={site.data} />;
}

function SiteForm({ site }: { site: TravelSite }) {
  const packages = usePackageOptions();
  const save = useSaveSite();
  const [values, setValues] = useState<SiteFormValues>(() => valuesFromSite(site));
  const [errors, setErrors] = useState<SiteFormErrors>({});
  const link = `${window.location.origin}${site.links.travel}`;

  const set = <K extends keyof SiteFormValues>(key: K, value: SiteFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined, form: undefined }));
  };

  const packageList = packages.data?.packages ?? [];
  const featured = useMemo(() => {
    const byId = new Map(packageList.map((p) => [p.id, p]));
    return values.featured_package_ids.flatMap((id) => byId.get(id) ?? []);
  }, [packageList, values.featured_package_ids]);

  const refuse = (next: SiteFormErrors) => {
    setErrors(next);
    const first = FIELD_ORDER.find((k) => next[k]);
    if (first)
      document.querySelector<HTMLElement>(`[data-field="${first}"] :is(input, textarea, select)`)?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkSite(values);
    if (!checked.ok) return refuse(checked.errors);
    save.mutate(checked.payload, {
      onSuccess: (res) => {
        setValues(valuesFromSite(res.site));
        setErrors({});
        toast.success(res.message);
      },
      onError: (err) => {
        const fields = siteErrors(err);
        if (Object.keys(fields).length > 0) refuse(fields);
        else setErrors({ form: errorMessage(err, 'Your site could not be saved. Please try again.') });
      },
    });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-5 lg:items-start">
      <form
        onSubmit={onSubmit}
        noValidate
        className="min-w-0 space-y-6 lg:col-span-3"
        aria-label="Travel site"
      >
        <Card>
          <CardHeader
            title="About you"
            description="What visitors read at the top of your site."
            icon={<UserRound className="size-4" aria-hidden="true" />}
          />
          <CardBody className="space-y-4">
            <div data-field="display_name">
              <Field
                label="Display name"
                required
                maxLength={80}
                autoComplete="name"
                value={values.display_name}
                onChange={(e) => set('display_name', e.target.value)}
                error={errors.display_name}
              />
            </div>
            <div data-field="photo_url">
              <SitePhotoField
                photoUrl={values.photo_url}
                initials={initials(values.display_name || 'You')}
                onUploaded={(url) => set('photo_url', url)}
                onRemove={() => set('photo_url', '')}
              />
              <Field
                className="mt-3"
                label="Or the address of a photo"
                type="url"
                inputMode="url"
                placeholder="https://…"
                value={values.photo_url}
                onChange={(e) => set('photo_url', e.target.value)}
                error={errors.photo_url}
                hint="An https address; square works best."
              />
            </div>
            <div data-field="bio">
              <TextareaField
                label="Bio (optional)"
                rows={4}
                maxLength={1000}
                showCount
                value={values.bio}
                onChange={(e) => set('bio', e.target.value)}
                error={errors.bio}
                hint="Where you love to travel and how you help people plan their trips."
              />
            </div>
          </CardBody>
        </Card>

        <Card>
          <CardHeader
            title="Colours"
            description="Your site's header and buttons; empty fields use the defaults."
            icon={<Palette className="size-4" aria-hidden="true" />}
          />
          <CardBody className="grid gap-5 md:grid-cols-2">
            <div data-field="primary_color">
              <ColorField
                label="Primary colour"
                usage="the header and buttons"
                fallback={DEFAULT_COLORS.primary_color}
                value={values.primary_color}
                error={errors.primary_color}
                onChange={(v) => set('primary_color', v)}
              />
            </div>
            <div data-field="accent_color">
              <ColorField
                label="Accent colour"
                usage="prices and highlights"
                fallback={DEFAULT_COLORS.accent_color}
                value={values.accent_color}
                error={errors.accent_color}
                onChange={(v) => set('accent_color', v)}
              />
            </div>
          </CardBody>
        </Card>

        <Card>
          <CardHeader
            title="Featured trips"
            description="Up to six packages shown first on your site, in your order."
            icon={<Star className="size-4" aria-hidden="true" />}
          />
          <CardBody data-field="featured_package_ids">
            {packages.isError ? (
              <LoadError
                title="The packages could not be loaded"
                error={packages.error}
                onRetry={() => packages.refetch()}
              />
            ) : packages.isPending ? (
              <Spinner message="Loading packages" />
            ) : (
              <FeaturedPicker
                packages={packageList}
                value={values.featured_package_ids}
                onChange={(ids) => set('featured_package_ids', ids)}
                error={errors.featured_package_ids}
              />
            )}
          </CardBody>
        </Card>

        {errors.form ? <Callout tone="error">{errors.form}</Callout> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
          <Button type="submit" size="lg" loading={save.isPending} className="w-full sm:w-auto">
            Save site
          </Button>
        </div>
      </form>

      <aside
        className="min-w-0 space-y-6 lg:sticky lg:top-24 lg:col-span-2"
        aria-label="Your link and preview"
      >
        <Card>
          <CardHeader title="Your link" description="Share it: bookings through it earn you a commission." />
          <CardBody className="space-y-4">
            <CopyField label="Travel site link" value={link} />
            <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
              <LinkQrCode url={link} fileName={`travel-site-${site.code.toLowerCase()}-qr`} />
              <div className="space-y-2 text-sm text-slate-600">
                <p>
                  Your code is <strong className="font-mono text-slate-900">{site.code}</strong>.
                </p>
                <p>Print the QR code on flyers or cards: scanning it opens your site.</p>
                <a
                  href={site.links.travel}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1 font-medium text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand"
                >
                  Open your site
                  <ExternalLink className="size-3.5" aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </div>
            </div>
          </CardBody>
        </Card>
        <section aria-labelledby="site-preview-heading" className="space-y-3">
          <div>
            <h2 id="site-preview-heading" className="text-base font-semibold text-slate-900">
              Preview
            </h2>
            <p className="text-sm text-slate-500">How your site looks with these settings (saved or not).</p>
          </div>
          <SitePreview
            displayName={values.display_name}
            photoUrl={values.photo_url}
            bio={values.bio}
            primary={validOr(values.primary_color, DEFAULT_COLORS.primary_color)}
            accent={validOr(values.accent_color, DEFAULT_COLORS.accent_color)}
            featured={featured}
          />
        </section>
      </aside>
    </div>
  );
}

/** The colour as it will be saved, or the fallback while the typed value is not `#rrggbb` yet. */
function validOr(value: string, fallback: string): string {
  const color = effectiveColor(value, fallback);
  return /^#[0-9a-f]{6}$/.test(color) ? color : fallback;
}
