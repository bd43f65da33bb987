import { useEffect } from 'react';
import { isApiError } from '@/lib/api-client';
import { usePublishedSite } from '../api/public-site';
import { ContactSection } from './contact-form';
import { brandStyle, SiteFrame, SiteSections, siteLinks } from './site-sections';

/** Sets a `<meta>` (by name or property) for the SPA's own navigation between pages. */
function setMeta(attr: 'name' | 'property', key: string, value: string | null) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!value) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.append(el);
  }
  el.content = value;
}

/**
 * A coach's published website page: `/site/{slug}` and `/site/{slug}/{page}` on the platform, or
 * `/` and `/{page}` on the coach's verified domain (`onDomain`). The server rendered the same
 * content for crawlers; this replaces it with the live page, in the coach's colours.
 */
export function PublicSitePage({
  slug,
  page = 'home',
  onDomain = false,
}: {
  slug: string;
  page?: string;
  onDomain?: boolean;
}) {
  const query = usePublishedSite(slug, page);
  const data = query.data;
  const links = siteLinks(slug, onDomain);

  useEffect(() => {
    if (!data) return;
    const title = data.page.kind === 'home' ? data.site.title : `${data.page.title} · ${data.site.title}`;
    document.title = title;
    setMeta('name', 'description', data.site.description);
    setMeta('property', 'og:title', title);
    // The app shell names tabs after the brand once it loads; on a coach's site the site's title wins.
    const keep = new MutationObserver(() => {
      if (document.title !== title) document.title = title;
    });
    const el = document.head.querySelector('title');
    if (el) keep.observe(el, { childList: true, characterData: true, subtree: true });
    return () => keep.disconnect();
  }, [data]);

  if (query.isPending)
    return (
      <main className="mx-auto max-w-3xl px-4 py-24 text-center" aria-busy="true">
        <h1 className="text-2xl font-semibold text-slate-900">Loading…</h1>
      </main>
    );
  if (!data) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <main className="mx-auto max-w-3xl px-4 py-24 text-center">
        <h1 className="text-2xl font-semibold text-slate-900">
          {missing ? 'Page not found' : 'This page could not be loaded'}
        </h1>
        <p className="mt-3 text-slate-600">
          {missing ? 'This website or page is not published.' : 'Please try again in a moment.'}
        </p>
        {!missing ? (
          <button
            type="button"
            className="mt-6 text-sm font-semibold text-brand underline"
            onClick={() => void query.refetch()}
          >
            Try again
          </button>
        ) : null}
      </main>
    );
  }

  const { site } = data;
  const hasHero = data.page.sections.some((s) => s.type === 'hero');
  return (
    <SiteFrame
      title={site.title}
      logoUrl={site.coach.logo_url}
      nav={site.nav}
      current={data.page.slug}
      links={links}
      style={brandStyle(site.coach.brand_primary_color, site.coach.brand_secondary_color)}
    >
      {hasHero ? null : (
        <div className="mx-auto max-w-3xl px-4 pt-14 sm:px-8">
          <h1 className="text-4xl font-semibold tracking-tight text-balance text-slate-900">
            {data.page.title}
          </h1>
        </div>
      )}
      <SiteSections
        sections={data.page.sections}
        design={site.design}
        products={data.products}
        links={links}
        renderContact={(s) => <ContactSection section={s} slug={site.slug} />}
      />
    </SiteFrame>
  );
}
