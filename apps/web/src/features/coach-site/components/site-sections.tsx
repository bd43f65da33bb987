import type { SiteDesign, SiteProduct, SiteSection } from '@fundpath/contracts/sites';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import {
  FaqSection,
  Heading,
  HeroSection,
  keyed,
  TestimonialsSection,
  Wrap,
} from '@/components/page-sections/sections';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/*
 * A coach's website sections: hero, FAQ and testimonials are the landing's own renderers
 * (components/page-sections); text, image, services, booking and contact are the site's. The
 * public page and the editor's live preview both draw them from here. Zod-free and icon-free:
 * the public page is held to a small budget.
 */

/** Where links go: a site page (`/about`) becomes `/site/{slug}/about`, or `/about` on the coach's domain. */
export interface SiteLinks {
  page: (pageSlug: string) => string;
}

export function siteLinks(slug: string, onDomain: boolean): SiteLinks {
  return {
    page: (p) =>
      onDomain ? (p === 'home' ? '/' : `/${p}`) : p === 'home' ? `/site/${slug}` : `/site/${slug}/${p}`,
  };
}

/** A section button's target as this visitor reaches it. */
export function resolveHref(href: string, links: SiteLinks): string {
  if (href.startsWith('/') && !href.startsWith('//')) return links.page(href.slice(1) || 'home');
  return href;
}

/** The design's decoration behind the hero (spec §2 designs 1–4, in the coach's colours). */
export function DesignBackdrop({ design }: { design: SiteDesign }) {
  const glow = {
    default: 'bg-brand/20',
    ecommerce: 'bg-brand/10',
    travel: 'bg-sky-300/30',
    manila: 'bg-emerald-300/25',
  }[design];
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      {design === 'ecommerce' ? <div className="absolute inset-0 bg-slate-50" /> : null}
      <div
        className={cn(
          'absolute -top-32 left-1/2 h-[28rem] w-[56rem] -translate-x-1/2 rounded-full blur-3xl',
          glow,
        )}
      />
      <div className="absolute top-40 -right-40 h-80 w-80 rounded-full bg-brand-secondary/15 blur-3xl" />
    </div>
  );
}

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);

function TextBlock({ section }: { section: Extract<SiteSection, { type: 'text' }> }) {
  return (
    <section
      id={section.id}
      aria-labelledby={section.heading ? `${section.id}-title` : undefined}
      className="py-12 @3xl:py-16"
    >
      <div className="mx-auto max-w-3xl px-4 @2xl:px-8">
        {section.heading ? (
          <h2
            id={`${section.id}-title`}
            className="text-3xl font-semibold tracking-tight text-balance text-slate-900"
          >
            {section.heading}
          </h2>
        ) : null}
        <div className="mt-4 space-y-4 text-lg leading-8 break-words whitespace-pre-line text-slate-700">
          {paragraphs(section.body).map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity but their order
            <p key={i}>{p}</p>
          ))}
        </div>
      </div>
    </section>
  );
}

function ImageBlock({ section }: { section: Extract<SiteSection, { type: 'image' }> }) {
  return (
    <figure id={section.id} className="mx-auto max-w-5xl px-4 py-10 @2xl:px-8">
      <img
        src={section.src}
        alt={section.alt}
        loading="lazy"
        className="w-full rounded-2xl object-cover shadow-sm"
      />
      {section.caption ? (
        <figcaption className="mt-3 text-center text-sm text-slate-600">{section.caption}</figcaption>
      ) : null}
    </figure>
  );
}

const money = (cents: number, currency: string) => {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
};

function ServicesBlock({
  section,
  products,
}: {
  section: Extract<SiteSection, { type: 'services' }>;
  products: readonly SiteProduct[];
}) {
  const shown = section.show_store_products ? products : [];
  return (
    <Wrap section={section} className="bg-slate-50">
      <Heading section={section} eyebrow="Services" title={section.heading} lead={section.intro} />
      {section.items.length + shown.length === 0 ? (
        <p className="mt-8 text-center text-slate-600">Services are coming soon.</p>
      ) : (
        <ul className="mt-12 grid gap-5 @xl:grid-cols-2 @5xl:grid-cols-3">
          {keyed(section.items).map(({ key, item }) => (
            <li key={key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xs">
              <h3 className="text-base font-semibold break-words text-slate-900">{item.title}</h3>
              {item.body ? (
                <p className="mt-2 text-sm leading-6 break-words text-slate-600">{item.body}</p>
              ) : null}
              {item.price ? <p className="mt-3 text-sm font-semibold text-brand">{item.price}</p> : null}
            </li>
          ))}
          {shown.map((p) => (
            <li key={p.id} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs">
              {p.image_url ? (
                <img src={p.image_url} alt="" loading="lazy" className="aspect-[4/3] w-full object-cover" />
              ) : null}
              <div className="p-6">
                <h3 className="text-base font-semibold break-words text-slate-900">
                  <a href={p.href} className="hover:underline">
                    {p.title}
                  </a>
                </h3>
                <p className="mt-2 text-sm font-semibold text-brand">{money(p.price_cents, p.currency)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Wrap>
  );
}

function BookingBlock({
  section,
  preview,
}: {
  section: Extract<SiteSection, { type: 'booking' }>;
  preview: boolean;
}) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="px-4 py-14 @2xl:px-8">
      <div className="mx-auto max-w-4xl rounded-3xl bg-slate-950 px-6 py-12 text-center @3xl:px-14">
        <h2
          id={`${section.id}-title`}
          className="text-3xl font-semibold tracking-tight text-balance break-words text-white"
        >
          {section.heading}
        </h2>
        {section.body ? (
          <p className="mx-auto mt-4 max-w-xl text-lg break-words text-slate-300">{section.body}</p>
        ) : null}
        <div className="mt-8 flex justify-center">
          {/* A full page load: the booking page is the platform's, not the site's. */}
          <a
            href={`/book/${encodeURIComponent(section.link_code)}`}
            className={buttonClasses({ variant: 'secondary', size: 'lg' })}
            {...(preview ? { target: '_blank', rel: 'noopener' } : {})}
          >
            {section.button_label}
          </a>
        </div>
      </div>
    </section>
  );
}

export interface SiteSectionsProps {
  sections: readonly SiteSection[];
  design: SiteDesign;
  products: readonly SiteProduct[];
  links: SiteLinks;
  /** The editor's preview: headings one level down, the contact form not sendable. */
  preview?: boolean;
  /** The contact section's form (the public page passes the live one). */
  renderContact: (section: Extract<SiteSection, { type: 'contact' }>) => ReactNode;
}

/** An ordered list of site sections; the first hero carries the page's h1 unless `preview`. */
export function SiteSections({
  sections,
  design,
  products,
  links,
  preview = false,
  renderContact,
}: SiteSectionsProps) {
  const firstHero = sections.findIndex((s) => s.type === 'hero');
  return (
    <div className="@container">
      {sections.map((s, i) => {
        switch (s.type) {
          case 'hero':
            return (
              <HeroSection
                key={s.id}
                section={{ ...s, ...(s.cta_href ? { cta_href: resolveHref(s.cta_href, links) } : {}) }}
                heroLevel={!preview && i === firstHero ? 1 : 2}
                backdrop={<DesignBackdrop design={design} />}
              />
            );
          case 'text':
            return <TextBlock key={s.id} section={s} />;
          case 'image':
            return <ImageBlock key={s.id} section={s} />;
          case 'services':
            return <ServicesBlock key={s.id} section={s} products={products} />;
          case 'testimonials':
            return <TestimonialsSection key={s.id} section={s} heroLevel={2} />;
          case 'booking':
            return <BookingBlock key={s.id} section={s} preview={preview} />;
          case 'contact':
            return <div key={s.id}>{renderContact(s)}</div>;
          case 'faq':
            return <FaqSection key={s.id} section={s} heroLevel={2} />;
          default:
            return null;
        }
      })}
    </div>
  );
}

/** #rrggbb → dark or white text on it. */
function foregroundOn(hex: string): string {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) return '#ffffff';
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(m[1]!.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.45 ? '#0f172a' : '#ffffff';
}

/** The coach's colours as the CSS variables the shared renderers use (`bg-brand`, `text-brand`…). */
export function brandStyle(primary: string, secondary: string): CSSProperties {
  const ok = (c: string, fallback: string) => (/^#[0-9a-f]{6}$/i.test(c) ? c : fallback);
  const p = ok(primary, '#4f46e5');
  const s = ok(secondary, '#1e293b');
  return {
    '--brand-primary': p,
    '--color-brand': p,
    '--brand-secondary': s,
    '--color-brand-secondary': s,
    '--color-brand-foreground': foregroundOn(p),
    '--brand-primary-foreground': foregroundOn(p),
  } as CSSProperties;
}

/** The site's header (name or logo, the pages) and footer around a page. */
export function SiteFrame({
  title,
  logoUrl,
  nav,
  current,
  links,
  style,
  children,
  preview = false,
}: {
  title: string;
  logoUrl: string | null;
  nav: ReadonlyArray<{ slug: string; title: string }>;
  current: string;
  links: SiteLinks;
  style: CSSProperties;
  children: ReactNode;
  preview?: boolean;
}) {
  const link = (to: string, className: string, label: ReactNode, isCurrent = false) =>
    preview ? (
      <span className={className}>{label}</span>
    ) : (
      <Link to={to} className={className} aria-current={isCurrent ? 'page' : undefined}>
        {label}
      </Link>
    );
  return (
    <div style={style} className="min-h-full bg-white text-slate-900">
      <header className="border-b border-slate-200 bg-white/90">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-8">
          {link(
            links.page('home'),
            'flex items-center gap-2 text-lg font-semibold text-slate-900',
            <>
              {logoUrl ? <img src={logoUrl} alt="" className="h-8 w-auto" /> : null}
              <span>{title}</span>
            </>,
          )}
          <nav aria-label="Site">
            <ul className="flex flex-wrap gap-1">
              {nav.map((n) => (
                <li key={n.slug}>
                  {link(
                    links.page(n.slug),
                    cn(
                      'rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand',
                      n.slug === current && 'bg-brand/10 text-slate-900',
                    ),
                    n.title,
                    n.slug === current,
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main id="main">{children}</main>
      <footer className="border-t border-slate-200 bg-slate-50">
        <p className="mx-auto max-w-7xl px-4 py-8 text-sm text-slate-600 sm:px-8">
          © {new Date().getFullYear()} {title}
        </p>
      </footer>
    </div>
  );
}
