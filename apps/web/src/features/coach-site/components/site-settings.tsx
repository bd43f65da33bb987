import {
  type Site,
  type SiteDesign,
  siteDomainInputSchema,
  sitePatchSchema,
} from '@fundpath/contracts/sites';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { CopyField } from '@/components/ui/copy-field';
import { useDialogs } from '@/components/ui/dialogs';
import { Field } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { RadioCards } from '@/components/ui/radio-cards';
import { Spinner } from '@/components/ui/spinner';
import { TextareaField } from '@/components/ui/textarea';
import { errorMessage, fieldErrorsOf } from '@/lib/api-client';
import { issuesToFieldErrors } from '@/lib/field-errors';
import { formatDateTime } from '@/lib/format';
import { useMySite, useRemoveDomain, useSetDomain, useUpdateSite, useVerifyDomain } from '../api/my-site';
import { CoachNav } from './coach-nav';
import { designOptions } from './coach-setup';
import { ImagePicker } from './image-picker';

/** `/coach/settings`: design, address, search and sharing, custom domain. */
export function CoachSettingsScreen() {
  const query = useMySite();
  return (
    <>
      <PageHeader
        eyebrow="Website"
        title="Website Settings"
        description="Design, address, search engines and link previews, your own domain."
      />
      <CoachNav />
      {query.isError ? (
        <LoadError
          title="Your website could not be loaded"
          error={query.error}
          onRetry={() => query.refetch()}
        />
      ) : query.isPending ? (
        <Spinner message="Loading your settings…" />
      ) : !query.data.site ? (
        <p className="text-slate-700">Make your website on the Pages tab first.</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <GeneralSettings key={query.data.site.updated_at} site={query.data.site} />
          <DomainSettings site={query.data.site} />
        </div>
      )}
    </>
  );
}

function GeneralSettings({ site }: { site: Site }) {
  const [design, setDesign] = useState<SiteDesign>(site.design);
  const [slug, setSlug] = useState(site.slug);
  const [seoTitle, setSeoTitle] = useState(site.seo_title ?? '');
  const [seoDescription, setSeoDescription] = useState(site.seo_description ?? '');
  const [ogImage, setOgImage] = useState(site.og_image ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateSite();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = sitePatchSchema.safeParse({
      design,
      ...(slug !== site.slug ? { slug } : {}),
      seo_title: seoTitle,
      seo_description: seoDescription,
      og_image: ogImage,
    });
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    try {
      await update.mutateAsync(parsed.data);
      setErrors({});
      toast.success('Settings saved. Publish to show the new design, title and image.');
    } catch (err) {
      setErrors({ ...issuesToFieldErrors(err), ...fieldErrorsOf(err) });
      toast.error(errorMessage(err, 'The settings could not be saved'));
    }
  };
  return (
    <Card>
      <CardHeader
        title="General"
        description="Design, title, description and sharing image are published with your pages."
      />
      <CardBody>
        <form className="space-y-5" noValidate onSubmit={(e) => void submit(e)}>
          <div>
            <h3 className="mb-2 text-sm font-semibold text-slate-900">Design</h3>
            <RadioCards
              legend="Design"
              name="design"
              value={design}
              onChange={setDesign}
              options={designOptions}
            />
          </div>
          <Field
            label="Website address"
            value={slug}
            maxLength={40}
            onChange={(e) => setSlug(e.target.value.toLowerCase())}
            error={errors.slug}
            hint={`${window.location.origin}/site/${slug}: a new address takes effect at once; the old one stops working.`}
          />
          <Field
            label="SEO title"
            value={seoTitle}
            maxLength={70}
            onChange={(e) => setSeoTitle(e.target.value)}
            error={errors.seo_title}
            hint="Shown in search results and browser tabs (up to 70 characters)."
          />
          <TextareaField
            label="SEO description"
            rows={3}
            value={seoDescription}
            maxLength={160}
            onChange={(e) => setSeoDescription(e.target.value)}
            error={errors.seo_description}
            hint="The line under your title in search results and link previews (up to 160 characters)."
          />
          <ImagePicker
            label="Sharing image (Open Graph)"
            value={ogImage}
            onChange={setOgImage}
            error={errors.og_image}
            allowNone
          />
          <Button type="submit" loading={update.isPending}>
            Save settings
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}

function DomainSettings({ site }: { site: Site }) {
  const [domain, setDomain] = useState('');
  const [error, setError] = useState<string | undefined>();
  const set = useSetDomain();
  const remove = useRemoveDomain();
  const verify = useVerifyDomain();
  const dialogs = useDialogs();
  const d = site.domain;
  const platformHost = window.location.host;

  const connect = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = siteDomainInputSchema.safeParse({ domain });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await set.mutateAsync(parsed.data.domain);
      setError(undefined);
      setDomain('');
    } catch (err) {
      setError(fieldErrorsOf(err).domain ?? errorMessage(err));
    }
  };
  const onVerify = async () => {
    try {
      const { site: next } = await verify.mutateAsync();
      if (next?.domain?.verified_at) toast.success('Domain verified');
    } catch (err) {
      toast.error(errorMessage(err, 'The check could not run'));
    }
  };
  const onRemove = async () => {
    const ok = await dialogs.confirm({
      title: `Disconnect ${d?.domain}?`,
      message: 'Your site stops answering on that domain. Its platform address keeps working.',
      variant: 'warning',
      confirmLabel: 'Disconnect',
    });
    if (ok) await remove.mutateAsync().catch((err) => toast.error(errorMessage(err)));
  };
  const dnsDown = d?.last_check_message?.includes('not available');

  return (
    <Card className="self-start">
      <CardHeader
        title="Your own domain"
        action={
          d ? (
            <Badge tone={d.verified_at ? 'success' : 'warning'}>
              {d.verified_at ? 'Verified' : 'Not verified'}
            </Badge>
          ) : null
        }
      />
      <CardBody className="space-y-4">
        {!d ? (
          <form onSubmit={(e) => void connect(e)} noValidate className="space-y-3">
            <Field
              label="Domain"
              value={domain}
              placeholder="coaching.example.com"
              onChange={(e) => setDomain(e.target.value)}
              error={error}
              hint="A domain or subdomain you own, without https://."
            />
            <Button type="submit" variant="secondary" loading={set.isPending}>
              Connect domain
            </Button>
          </form>
        ) : (
          <>
            <p className="text-sm text-slate-700">
              Two records at your domain's DNS provider make <span className="font-medium">{d.domain}</span>{' '}
              show your site:
            </p>
            <ol className="list-decimal space-y-3 pl-5 text-sm text-slate-700">
              <li>
                Prove it is yours with a <span className="font-medium">TXT</span> record:
                <div className="mt-2 space-y-2">
                  <CopyField label="Name" value={d.txt_name} />
                  <CopyField label="Value" value={d.txt_value} />
                </div>
              </li>
              <li>
                Point it here: a <span className="font-medium">CNAME</span> record for {d.domain} to{' '}
                <span className="font-medium">{platformHost}</span>.
              </li>
            </ol>
            {d.last_check_message ? (
              <Callout
                tone={d.verified_at ? 'success' : dnsDown ? 'warning' : 'info'}
                title={dnsDown ? 'DNS lookups are not available right now' : undefined}
              >
                {d.last_check_message}
                {d.last_checked_at ? ` (checked ${formatDateTime(d.last_checked_at)})` : ''}
              </Callout>
            ) : null}
            <div className="flex flex-wrap gap-2">
              {!d.verified_at ? (
                <Button type="button" loading={verify.isPending} onClick={() => void onVerify()}>
                  Verify domain
                </Button>
              ) : null}
              <Button type="button" variant="ghost" onClick={() => void onRemove()}>
                Disconnect domain
              </Button>
            </div>
          </>
        )}
      </CardBody>
    </Card>
  );
}
