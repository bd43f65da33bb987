import {
  type MySiteResponse,
  SITE_SECTION_LABELS,
  SITE_SECTIONS_MAX,
  type SitePageContent,
  type SitePageEditorResponse,
  type SiteSection,
  sitePageContentSchema,
  siteSectionTypes,
} from '@fundpath/contracts/sites';
import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BlockPageEditor, type Checked, type EditorState } from '@/components/page-editor/page-editor';
import {
  newSiteSection,
  type SectionFieldOptions,
  SectionFields,
} from '@/components/page-editor/section-fields';
import { ButtonLink } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { api, isApiError } from '@/lib/api-client';
import { issuesToFieldErrors } from '@/lib/field-errors';
import { coachSiteKeys, mySiteQuery, sendPage, sitePageQuery, useMySite, useSitePage } from '../api/my-site';
import { CoachNav } from './coach-nav';
import { ContactSection } from './contact-form';
import { ImagePicker } from './image-picker';
import { SiteFrame, SiteSections, siteLinks } from './site-sections';

const toState = (data: SitePageEditorResponse): EditorState<SitePageContent> => ({
  draft: { sections: data.draft.sections },
  draft_updated_at: data.draft_updated_at,
  has_unpublished_changes: data.has_unpublished_changes,
  published_version: data.published_version,
  versions: data.versions.map((v) => ({
    version: v.version,
    published_at: v.published_at,
    published_by_name: v.published_by_name,
    summary: `${v.page_count} pages · ${v.section_count} sections`,
  })),
});

function check(draft: SitePageContent): Checked<SitePageContent> {
  const parsed = sitePageContentSchema.safeParse(draft);
  return parsed.success
    ? { ok: true, content: parsed.data }
    : { ok: false, errors: issuesToFieldErrors(parsed.error.issues) };
}

/** `/coach/pages/:pageId`: one page of the coach's site in the shared block editor, live preview beside it. */
export function CoachPageEditorScreen({ pageId }: { pageId: string }) {
  const site = useMySite();
  const page = useSitePage(pageId);
  const title = page.data ? `Edit page: ${page.data.page.title}` : 'Edit page';
  const error = site.error ?? page.error;
  return (
    <>
      <PageHeader
        eyebrow="Website"
        title={title}
        description="Sections in order; the preview shows the page as visitors will see it."
      />
      <CoachNav />
      {error ? (
        <LoadError
          title={
            isApiError(error) && error.status === 404
              ? 'This page does not exist (any more)'
              : 'The page could not be loaded'
          }
          error={error}
          onRetry={() => Promise.all([site.refetch(), page.refetch()])}
        />
      ) : !site.data || !page.data ? (
        <Spinner message="Loading the page…" />
      ) : !site.data.site ? (
        <p className="text-slate-700">Make your website on the Pages tab first.</p>
      ) : (
        <Editor key={pageId} mine={site.data} data={page.data} />
      )}
    </>
  );
}

function Editor({ mine, data }: { mine: MySiteResponse; data: SitePageEditorResponse }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const site = mine.site!;
  const pageId = data.page.id;
  const links = siteLinks(site.slug, false);
  /** The coach's own parts of the shared section fields. */
  const fieldOptions: SectionFieldOptions = {
    linkPlaceholder: '/contact',
    imageInput: (props) => <ImagePicker {...props} />,
    bookingLinks: mine.booking_links,
    noBookingLinks: (
      <Callout tone="warning">
        You have no booking link yet.{' '}
        <Link to="/coach/booking" className="font-medium underline">
          Make one
        </Link>{' '}
        and choose it here.
      </Callout>
    ),
    hasStore: mine.has_store,
  };
  const after = (next: SitePageEditorResponse) => {
    qc.setQueryData(coachSiteKeys.page(pageId), next);
    void qc.invalidateQueries({ queryKey: coachSiteKeys.mine });
    return toState(next);
  };

  return (
    <BlockPageEditor<SiteSection, SitePageContent>
      initial={toState(data)}
      sectionTypes={siteSectionTypes}
      labels={SITE_SECTION_LABELS}
      maxSections={SITE_SECTIONS_MAX}
      newSection={(type, taken) =>
        newSiteSection(type, taken, mine.booking_links.find((l) => l.active)?.code)
      }
      renderFields={(section, onChange, errorOf) => (
        <SectionFields section={section} onChange={onChange} errorOf={errorOf} options={fieldOptions} />
      )}
      renderPreview={(draft) => (
        <SiteFrame
          preview
          title={site.seo_title ?? site.slug}
          logoUrl={null}
          nav={site.pages}
          current={data.page.slug}
          links={links}
          style={{}}
        >
          <SiteSections
            preview
            sections={draft.sections}
            design={site.design}
            products={[]}
            links={links}
            renderContact={(s) => <ContactSection section={s} slug={site.slug} disabled />}
          />
        </SiteFrame>
      )}
      check={check}
      onSave={async (content, base) =>
        after(await sendPage('draft', pageId, { content, base_updated_at: base }))
      }
      onPublish={async (content, base) =>
        after(await sendPage('publish', pageId, { content, base_updated_at: base }))
      }
      onRestore={async (version) => {
        await api.post(`/sites/mine/versions/${version}/restore`, {}, undefined, { attempts: 1 });
        await qc.invalidateQueries({ queryKey: coachSiteKeys.mine });
        try {
          return toState(await qc.fetchQuery({ ...sitePageQuery(pageId), staleTime: 0 }));
        } catch (err) {
          if (isApiError(err) && err.status === 404) {
            toast.info('That version did not have this page; back to your pages.');
            await qc.fetchQuery({ ...mySiteQuery, staleTime: 0 });
            void navigate('/coach/setup');
          }
          throw err;
        }
      }}
      onReload={async () => toState(await qc.fetchQuery({ ...sitePageQuery(pageId), staleTime: 0 }))}
      restoreNote="Every page of your site goes back to that version's drafts. Visitors keep seeing the published site until you publish."
      emptyDescription="Add a section to start this page."
      extraActions={
        site.published ? (
          <ButtonLink
            to={data.page.kind === 'home' ? site.public_path : `${site.public_path}/${data.page.slug}`}
            variant="ghost"
            target="_blank"
            rel="noopener"
          >
            <ExternalLink className="size-4" aria-hidden="true" /> View live page
          </ButtonLink>
        ) : null
      }
    />
  );
}
