import {
  type MySiteResponse,
  newSitePageSchema,
  newSiteSchema,
  SITE_DESIGN_LABELS,
  SITE_PAGE_KIND_LABELS,
  SITE_PAGES_MAX,
  type Site,
  type SiteDesign,
  type SitePageKind,
  siteDesigns,
} from '@fundpath/contracts/sites';
import { ArrowDown, ArrowUp, ExternalLink, Globe, Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { VersionHistory } from '@/components/page-editor/version-history';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { useDialogs } from '@/components/ui/dialogs';
import { Field } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { NativeSelect } from '@/components/ui/native-select';
import { PageHeader } from '@/components/ui/page-header';
import { RadioCards } from '@/components/ui/radio-cards';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, fieldErrorsOf } from '@/lib/api-client';
import { issuesToFieldErrors } from '@/lib/field-errors';
import {
  useAddPage,
  useCreateSite,
  useDeletePage,
  useMySite,
  usePublishSite,
  useRestoreSiteVersion,
  useUnpublishSite,
  useUpdatePage,
} from '../api/my-site';
import { CoachNav } from './coach-nav';

export const DESIGN_DESCRIPTIONS: Record<SiteDesign, string> = {
  default: 'Calm and professional, for credit and funding coaching.',
  ecommerce: 'Clean and bright, made to show products and services.',
  travel: 'Airy and light, with sky-blue accents.',
  manila: 'Soft and warm, for wellness and personal coaching.',
};

export const designOptions = siteDesigns.map((d) => ({
  value: d,
  label: SITE_DESIGN_LABELS[d],
  description: DESIGN_DESCRIPTIONS[d],
}));

/** `/coach/setup`: make the website (design, address), then its pages, publishing and versions. */
export function CoachSetupScreen() {
  const query = useMySite();
  return (
    <>
      <PageHeader
        eyebrow="Website"
        title="Website Setup"
        description="Your own website: pick a design, write your pages, publish when ready."
      />
      {query.isError ? (
        <LoadError
          title="Your website could not be loaded"
          error={query.error}
          onRetry={() => query.refetch()}
        />
      ) : query.isPending ? (
        <Spinner message="Loading your website…" />
      ) : query.data.site ? (
        <>
          <CoachNav />
          <SiteOverview data={query.data} site={query.data.site} />
        </>
      ) : (
        <Onboarding />
      )}
    </>
  );
}

function Onboarding() {
  const [design, setDesign] = useState<SiteDesign>('default');
  const [slug, setSlug] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateSite();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = newSiteSchema.safeParse({ slug, design });
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync(parsed.data);
      toast.success('Your website is ready to edit');
    } catch (err) {
      setErrors({ ...issuesToFieldErrors(err), ...fieldErrorsOf(err) });
      toast.error(errorMessage(err, 'The website could not be made'));
    }
  };
  return (
    <Card className="max-w-3xl">
      <CardHeader title="Make your website" description="Two choices, and you can change both later." />
      <CardBody>
        <form className="space-y-6" onSubmit={(e) => void submit(e)} noValidate>
          <div>
            <h3 className="mb-2 text-sm font-semibold text-slate-900">1. Pick a design</h3>
            <RadioCards
              legend="Design"
              name="design"
              value={design}
              onChange={setDesign}
              options={designOptions}
            />
          </div>
          <div>
            <h3 className="mb-2 text-sm font-semibold text-slate-900">2. Choose your address</h3>
            <Field
              label="Website address"
              value={slug}
              onChange={(e) => setSlug(e.target.value.toLowerCase())}
              error={errors.slug}
              maxLength={40}
              placeholder="jordan-coaching"
              hint={`Your site will be at ${window.location.origin}/site/${slug || 'your-name'}. Letters, digits and hyphens.`}
              autoComplete="off"
            />
          </div>
          <Button type="submit" loading={create.isPending}>
            Create my website
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}

function SiteOverview({ data, site }: { data: MySiteResponse; site: Site }) {
  const publish = usePublishSite();
  const unpublish = useUnpublishSite();
  const dialogs = useDialogs();
  const liveUrl = site.public_path;
  const onPublish = async () => {
    try {
      await publish.mutateAsync();
      toast.success('Your website is published');
    } catch (err) {
      toast.error(errorMessage(err, 'Could not publish'));
    }
  };
  const onUnpublish = async () => {
    const ok = await dialogs.confirm({
      title: 'Take your website offline?',
      message: 'Visitors see "not published" until you publish again. Your pages and versions stay.',
      variant: 'warning',
      confirmLabel: 'Unpublish',
    });
    if (ok) {
      await unpublish.mutateAsync().catch((err) => toast.error(errorMessage(err)));
      toast.success('Your website is offline');
    }
  };
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="min-w-0 space-y-6">
        <Card>
          <CardHeader
            title="Status"
            icon={<Globe className="size-4" aria-hidden="true" />}
            action={
              site.published ? (
                <Badge tone={site.has_unpublished_changes ? 'info' : 'success'}>
                  {site.has_unpublished_changes
                    ? 'Live · changes not published'
                    : `Live · version ${site.published_version}`}
                </Badge>
              ) : (
                <Badge>Not published</Badge>
              )
            }
          />
          <CardBody className="space-y-4">
            <p className="text-sm text-slate-700">
              {site.published ? 'Your website is live at ' : 'Once published, your website is at '}
              <a href={liveUrl} className="font-medium text-brand underline" target="_blank" rel="noopener">
                {window.location.origin}
                {liveUrl}
              </a>
              {site.domain?.verified_at ? (
                <>
                  {' '}
                  and <span className="font-medium">https://{site.domain.domain}</span>
                </>
              ) : null}
              .
            </p>
            <div className="flex flex-wrap gap-2">
              <Button type="button" loading={publish.isPending} onClick={() => void onPublish()}>
                {site.published ? 'Publish changes' : 'Publish website'}
              </Button>
              {site.published ? (
                <>
                  <ButtonLink to={liveUrl} variant="secondary" target="_blank" rel="noopener">
                    <ExternalLink className="size-4" aria-hidden="true" /> View live site
                  </ButtonLink>
                  <Button type="button" variant="ghost" onClick={() => void onUnpublish()}>
                    Unpublish
                  </Button>
                </>
              ) : null}
            </div>
            {data.booking_links.length === 0 ? (
              <p className="text-sm text-slate-600">
                Tip:{' '}
                <Link to="/coach/booking" className="font-medium underline">
                  make a booking link
                </Link>{' '}
                so visitors can book a call from your site.
              </p>
            ) : null}
          </CardBody>
        </Card>
        <PagesCard site={site} />
      </div>
      <Versions site={site} />
    </div>
  );
}

const ADDABLE: SitePageKind[] = ['about', 'services', 'contact', 'custom'];

function PagesCard({ site }: { site: Site }) {
  const add = useAddPage();
  const update = useUpdatePage();
  const remove = useDeletePage();
  const dialogs = useDialogs();
  const [kind, setKind] = useState<SitePageKind>('custom');
  const [title, setTitle] = useState('');
  const [slug, setSlug] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const busy = add.isPending || update.isPending || remove.isPending;

  const onAdd = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = newSitePageSchema.safeParse({ kind, title: title || SITE_PAGE_KIND_LABELS[kind], slug });
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    try {
      await add.mutateAsync(parsed.data);
      setErrors({});
      setTitle('');
      setSlug('');
      toast.success('Page added');
    } catch (err) {
      setErrors({ ...issuesToFieldErrors(err), ...fieldErrorsOf(err) });
      toast.error(errorMessage(err, 'The page could not be added'));
    }
  };
  const move = (id: string, position: number) =>
    update.mutateAsync({ id, patch: { position } }).catch((err) => toast.error(errorMessage(err)));
  const onDelete = async (id: string, name: string) => {
    const ok = await dialogs.confirm({
      title: `Remove the page “${name}”?`,
      message: 'Its sections are gone from the drafts; published versions keep it until you publish.',
      variant: 'danger',
      confirmLabel: 'Remove page',
    });
    if (ok) await remove.mutateAsync(id).catch((err) => toast.error(errorMessage(err)));
  };
  const onRename = async (id: string, current: string) => {
    const next = await dialogs.prompt({
      title: 'Rename page',
      label: 'Page title',
      defaultValue: current,
      submitLabel: 'Rename',
      validate: (v) => (v.trim() && v.length <= 80 ? null : 'Use 1–80 characters'),
    });
    if (next && next.trim() !== current)
      await update
        .mutateAsync({ id, patch: { title: next.trim() } })
        .catch((err) => toast.error(errorMessage(err)));
  };

  return (
    <Card>
      <CardHeader title="Pages" description={`${site.pages.length} of ${SITE_PAGES_MAX} pages`} />
      <CardBody className="space-y-5">
        <ol className="divide-y divide-slate-100" aria-label="Pages">
          {site.pages.map((p, i) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0">
                <Link to={`/coach/pages/${p.id}`} className="font-medium text-slate-900 hover:underline">
                  {p.title}
                </Link>
                <span className="block text-sm text-slate-600">
                  {p.kind === 'home' ? '/' : `/${p.slug}`} · {p.section_count} sections ·{' '}
                  {SITE_PAGE_KIND_LABELS[p.kind]}
                </span>
              </div>
              <div className="flex gap-1">
                <ButtonLink
                  to={`/coach/pages/${p.id}`}
                  size="sm"
                  variant="secondary"
                  aria-label={`Edit ${p.title}`}
                >
                  <Pencil className="size-4" aria-hidden="true" /> Edit
                </ButtonLink>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={busy}
                  onClick={() => void onRename(p.id, p.title)}
                  aria-label={`Rename ${p.title}`}
                >
                  Rename
                </Button>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  disabled={busy || i === 0}
                  onClick={() => void move(p.id, i - 1)}
                  aria-label={`Move ${p.title} up`}
                >
                  <ArrowUp className="size-4" aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  disabled={busy || i === site.pages.length - 1}
                  onClick={() => void move(p.id, i + 1)}
                  aria-label={`Move ${p.title} down`}
                >
                  <ArrowDown className="size-4" aria-hidden="true" />
                </Button>
                {p.kind !== 'home' ? (
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    disabled={busy}
                    onClick={() => void onDelete(p.id, p.title)}
                    aria-label={`Remove ${p.title}`}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
        {site.pages.length < SITE_PAGES_MAX ? (
          <form
            onSubmit={(e) => void onAdd(e)}
            noValidate
            className="grid gap-3 border-t border-slate-100 pt-4 sm:grid-cols-3 sm:items-end"
          >
            <NativeSelect
              label="New page"
              value={kind}
              onChange={(v) => setKind(v as SitePageKind)}
              options={ADDABLE.map((k) => ({ value: k, label: SITE_PAGE_KIND_LABELS[k] }))}
            />
            <Field
              label="Title"
              value={title}
              maxLength={80}
              onChange={(e) => setTitle(e.target.value)}
              error={errors.title}
              placeholder={SITE_PAGE_KIND_LABELS[kind]}
            />
            <Field
              label="Address"
              value={slug}
              maxLength={40}
              onChange={(e) => setSlug(e.target.value.toLowerCase())}
              error={errors.slug}
              placeholder={kind === 'custom' ? 'pricing' : kind}
            />
            <div className="sm:col-span-3">
              <Button type="submit" variant="secondary" loading={add.isPending}>
                <Plus className="size-4" aria-hidden="true" /> Add page
              </Button>
            </div>
          </form>
        ) : null}
      </CardBody>
    </Card>
  );
}

function Versions({ site }: { site: Site }) {
  const restore = useRestoreSiteVersion();
  const dialogs = useDialogs();
  const onRestore = async (version: number) => {
    const ok = await dialogs.confirm({
      title: `Restore version ${version} into the drafts?`,
      message:
        'Every page goes back to how it was then. Visitors keep seeing the published site until you publish.',
      variant: 'warning',
      confirmLabel: 'Restore',
    });
    if (!ok) return;
    try {
      await restore.mutateAsync(version);
      toast.success(`Version ${version} is in the drafts`);
    } catch (err) {
      toast.error(errorMessage(err, 'Could not restore the version'));
    }
  };
  return (
    <VersionHistory
      className="self-start"
      title="Versions"
      versions={site.versions.map((v) => ({ ...v, summary: `${v.page_count} pages` }))}
      publishedVersion={site.published_version}
      onRestore={(version) => void onRestore(version)}
      disabled={restore.isPending}
    />
  );
}
