/**
 * The server-rendered HTML of a published site page (ADR 020): enough for a crawler and a link
 * preview (title, description, canonical, Open Graph and Twitter tags, the page's text as plain
 * semantic HTML inside `#root`), which the SPA replaces when it starts. Pure: data in, strings out;
 * every coach-written string goes through `escapeHtml`.
 */
import type { PublishedSite, SiteSection } from '@fundpath/contracts/sites';
import { escapeHtml as e, renderShell, type ShellMeta } from '../../platform/html-shell';

export interface RenderTarget {
  /** Where the platform answers (PUBLIC_URL, else the request's), without a trailing slash. */
  origin: string;
  /** Serving on the site's own domain: links are `/{page}` there, `/site/{slug}/{page}` otherwise. */
  onDomain: boolean;
}

/** A page's path as this request's visitor reaches it. */
export function pagePath(site: { slug: string }, pageSlug: string, onDomain: boolean): string {
  if (onDomain) return pageSlug === 'home' ? '/' : `/${pageSlug}`;
  return pageSlug === 'home' ? `/site/${site.slug}` : `/site/${site.slug}/${pageSlug}`;
}

/** The canonical URL: the verified custom domain when there is one, else the platform's path. */
export function canonicalUrl(data: Omit<PublishedSite, 'status'>, origin: string): string {
  if (data.site.domain) return `https://${data.site.domain}${pagePath(data.site, data.page.slug, true)}`;
  return `${origin}${pagePath(data.site, data.page.slug, false)}`;
}

const absolute = (url: string | null, origin: string) => (url?.startsWith('/') ? `${origin}${url}` : url);

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${e(p).replace(/\n/g, '<br />')}</p>`)
    .join('');

function linkHref(href: string, data: Omit<PublishedSite, 'status'>, onDomain: boolean): string {
  if (href.startsWith('/') && !href.startsWith('//')) {
    const slug = href.slice(1) || 'home';
    return pagePath(data.site, slug, onDomain);
  }
  return href;
}

function section(
  s: SiteSection,
  data: Omit<PublishedSite, 'status'>,
  t: RenderTarget,
  first: boolean,
): string {
  const h = first ? 'h1' : 'h2';
  switch (s.type) {
    case 'hero':
      return `<section id="${e(s.id)}">${s.eyebrow ? `<p>${e(s.eyebrow)}</p>` : ''}<${h}>${e(s.headline)}</${h}>${
        s.subheadline ? `<p>${e(s.subheadline)}</p>` : ''
      }${s.cta_label && s.cta_href ? `<p><a href="${e(linkHref(s.cta_href, data, t.onDomain))}">${e(s.cta_label)}</a></p>` : ''}</section>`;
    case 'text':
      return `<section id="${e(s.id)}">${s.heading ? `<${h}>${e(s.heading)}</${h}>` : ''}${paragraphs(s.body)}</section>`;
    case 'image':
      return `<figure id="${e(s.id)}"><img src="${e(absolute(s.src, t.origin)!)}" alt="${e(s.alt)}" />${
        s.caption ? `<figcaption>${e(s.caption)}</figcaption>` : ''
      }</figure>`;
    case 'services': {
      const items = [
        ...s.items.map(
          (i) =>
            `<li><h3>${e(i.title)}</h3>${i.body ? `<p>${e(i.body)}</p>` : ''}${i.price ? `<p>${e(i.price)}</p>` : ''}</li>`,
        ),
        ...(s.show_store_products
          ? data.products.map(
              (p) =>
                `<li><h3><a href="${e(`${t.origin}${p.href}`)}">${e(p.title)}</a></h3><p>${e(
                  formatMoney(p.price_cents, p.currency),
                )}</p></li>`,
            )
          : []),
      ];
      return `<section id="${e(s.id)}"><${h}>${e(s.heading)}</${h}>${s.intro ? `<p>${e(s.intro)}</p>` : ''}<ul>${items.join('')}</ul></section>`;
    }
    case 'testimonials':
      return `<section id="${e(s.id)}"><${h}>${e(s.heading)}</${h}>${s.items
        .map(
          (i) =>
            `<figure><blockquote>${e(i.quote)}</blockquote><figcaption>${e(i.author)}${i.role ? `, ${e(i.role)}` : ''}</figcaption></figure>`,
        )
        .join('')}</section>`;
    case 'booking':
      return `<section id="${e(s.id)}"><${h}>${e(s.heading)}</${h}>${s.body ? `<p>${e(s.body)}</p>` : ''}<p><a href="${e(
        `${t.origin}/book/${s.link_code}`,
      )}">${e(s.button_label)}</a></p></section>`;
    case 'contact':
      return `<section id="${e(s.id)}"><${h}>${e(s.heading)}</${h}>${s.intro ? `<p>${e(s.intro)}</p>` : ''}</section>`;
    case 'faq':
      return `<section id="${e(s.id)}"><${h}>${e(s.heading)}</${h}><dl>${s.items
        .map((i) => `<dt>${e(i.question)}</dt><dd>${paragraphs(i.answer)}</dd>`)
        .join('')}</dl></section>`;
  }
}

export function formatMoney(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}

/** The static markup inside `#root`: header with the menu, the page's sections, a footer. */
export function renderBody(data: Omit<PublishedSite, 'status'>, t: RenderTarget): string {
  const nav = data.site.nav
    .map((n) => `<li><a href="${e(pagePath(data.site, n.slug, t.onDomain))}">${e(n.title)}</a></li>`)
    .join('');
  const firstHeading = data.page.sections.findIndex((s) => s.type !== 'image');
  const sections = data.page.sections.map((s, i) => section(s, data, t, i === firstHeading)).join('');
  const title = firstHeading < 0 ? `<h1>${e(data.page.title)}</h1>` : '';
  return `<div data-ssr="site"><header><p><a href="${e(pagePath(data.site, 'home', t.onDomain))}">${e(
    data.site.title,
  )}</a></p><nav aria-label="Site"><ul>${nav}</ul></nav></header><main>${title}${sections}</main><footer><p>© ${e(
    data.site.title,
  )}</p></footer></div>`;
}

/** The whole document of a published page. */
export function renderSitePage(
  template: string,
  data: Omit<PublishedSite, 'status'>,
  t: RenderTarget,
): string {
  const canonical = canonicalUrl(data, t.origin);
  const title = data.page.kind === 'home' ? data.site.title : `${data.page.title} · ${data.site.title}`;
  const description = data.site.description ?? firstText(data.page.sections);
  const image = absolute(data.site.og_image, t.origin);
  const meta: ShellMeta = {
    title,
    description,
    canonical,
    og: {
      'og:type': 'website',
      'og:title': title,
      'og:description': description,
      'og:url': canonical,
      'og:image': image,
      'og:site_name': data.site.title,
    },
    names: {
      'twitter:card': image ? 'summary_large_image' : 'summary',
      'twitter:title': title,
      'twitter:description': description,
      'twitter:image': image,
      ...(t.onDomain ? { 'fundpath:site': data.site.slug } : {}),
    },
  };
  return renderShell(template, meta, renderBody(data, t));
}

/** A description when the coach wrote none: the page's first text, cut at 160 characters. */
function firstText(sections: readonly SiteSection[]): string | null {
  for (const s of sections) {
    const text =
      s.type === 'hero'
        ? (s.subheadline ?? s.headline)
        : s.type === 'text'
          ? s.body
          : s.type === 'contact'
            ? s.intro
            : undefined;
    if (text) {
      const flat = text.replace(/\s+/g, ' ').trim();
      return flat.length > 160 ? `${flat.slice(0, 157)}…` : flat;
    }
  }
  return null;
}

/** A not-found page in the same shell (never indexed). */
export function renderMissing(template: string, message: string): string {
  return renderShell(
    template,
    { title: 'Page not found', robots: 'noindex' },
    `<main><h1>Page not found</h1><p>${e(message)}</p></main>`,
  );
}
