import type { PublishedSite, SiteContact, SiteSection } from '@fundpath/contracts/sites';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, type Parser } from '@/lib/api-client';

/*
 * The public site's calls. Zod-free on purpose (the public page is held to a small budget, ADR
 * 005): the published response is checked by hand below, section by section; a section that does
 * not look like its type is left out rather than failing the page. React escapes every string.
 */

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): v is string => typeof v === 'string';
const optStr = (v: unknown) => v === undefined || typeof v === 'string';
const strOrNull = (v: unknown) => v === null || typeof v === 'string';
const list = (v: unknown, each: (x: unknown) => boolean) => Array.isArray(v) && v.every(each);

const itemsOf: Record<string, (x: unknown) => boolean> = {
  faq: (x) => isObj(x) && str(x.question) && str(x.answer),
  testimonials: (x) => isObj(x) && str(x.quote) && str(x.author) && optStr(x.role),
  services: (x) => isObj(x) && str(x.title) && optStr(x.body) && optStr(x.price),
};

/** Whether `s` has the fields its type's renderer reads. */
export function isSiteSection(s: unknown): s is SiteSection {
  if (!isObj(s) || !str(s.id) || !str(s.type)) return false;
  switch (s.type) {
    case 'hero':
      return (
        str(s.headline) &&
        optStr(s.eyebrow) &&
        optStr(s.subheadline) &&
        optStr(s.cta_label) &&
        optStr(s.cta_href)
      );
    case 'text':
      return str(s.body) && optStr(s.heading);
    case 'image':
      return str(s.src) && str(s.alt) && optStr(s.caption);
    case 'services':
      return (
        str(s.heading) &&
        optStr(s.intro) &&
        typeof s.show_store_products === 'boolean' &&
        list(s.items, itemsOf.services!)
      );
    case 'testimonials':
    case 'faq':
      return str(s.heading) && list(s.items, itemsOf[s.type]!);
    case 'booking':
      return str(s.heading) && str(s.button_label) && str(s.link_code) && optStr(s.body);
    case 'contact':
      return str(s.heading) && optStr(s.intro) && optStr(s.button_label);
    default:
      return false;
  }
}

export const publishedSiteParser: Parser<PublishedSite> = {
  safeParse(data) {
    const fail = (why: string) => ({ success: false as const, error: new Error(why) });
    if (!isObj(data) || data.status !== 'success') return fail('status');
    const { site, page, products } = data;
    if (!isObj(site) || !str(site.slug) || !str(site.title) || !str(site.design)) return fail('site');
    if (!strOrNull(site.description) || !strOrNull(site.og_image) || !strOrNull(site.domain))
      return fail('site');
    const coach = site.coach;
    if (!isObj(coach) || !str(coach.company_name) || !str(coach.brand_primary_color)) return fail('coach');
    if (!list(site.nav, (n) => isObj(n) && str(n.slug) && str(n.title))) return fail('nav');
    if (!isObj(page) || !str(page.slug) || !str(page.title) || !Array.isArray(page.sections))
      return fail('page');
    if (!list(products, (p) => isObj(p) && str(p.id) && str(p.title) && typeof p.price_cents === 'number'))
      return fail('products');
    return {
      success: true,
      data: {
        ...(data as unknown as PublishedSite),
        page: { ...(page as PublishedSite['page']), sections: page.sections.filter(isSiteSection) },
      },
    };
  },
};

const enc = encodeURIComponent;
export const publicSiteKey = (slug: string, page: string) => ['coach-site', 'public', slug, page] as const;

export const usePublishedSite = (slug: string, page: string) =>
  useQuery({
    queryKey: publicSiteKey(slug, page),
    queryFn: () =>
      api.get(
        `/sites/${enc(slug)}/published${page === 'home' ? '' : `?page=${enc(page)}`}`,
        publishedSiteParser,
      ),
    retry: false,
  });

export const useSendContact = (slug: string) =>
  useMutation({
    mutationFn: (body: SiteContact) =>
      api.post<{ status: 'success'; message: string }>(`/sites/${enc(slug)}/contact`, body, undefined, {
        attempts: 1,
      }),
  });
