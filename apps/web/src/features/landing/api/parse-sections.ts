/**
 * The sections of a published page, checked exactly as the contract's `pageSectionSchema` checks
 * them, without zod. Kept apart from the response envelope so `/` loads it with the sections'
 * own chunk, not before it knows there are any (ADR 005 budgets). Tested with the envelope
 * against `publishedPageResponseSchema` in `published-page.test.ts`.
 */
import type { PageSection, PublishedPage } from '@fundpath/contracts/pages';
import type { ParseResult, Parser } from '@/lib/api-client';

class Invalid extends Error {}
const fail = (what: string): never => {
  throw new Invalid(what);
};
type Obj = Record<string, unknown>;
const obj = (v: unknown, what: string): Obj =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : fail(`${what}: object`);
const CONTROL = /^[^\p{Cc}]*$/u;
/** The contract's `line()`: trimmed, 1..max characters, no control characters. */
function line(v: unknown, max: number, what: string): string {
  if (typeof v !== 'string') return fail(`${what}: string`);
  const s = v.trim();
  return s.length >= 1 && s.length <= max && CONTROL.test(s) ? s : fail(what);
}
const maybe = (v: unknown, max: number, what: string): string | undefined =>
  v === undefined ? undefined : line(v, max, what);
const LINK = /^(?:\/(?!\/)[^\s]*|#[A-Za-z0-9_-]+|https:\/\/[^\s]+)$/;
function link(v: unknown, what: string): string {
  if (typeof v !== 'string') return fail(`${what}: string`);
  const s = v.trim();
  return s.length <= 300 && LINK.test(s) ? s : fail(what);
}
const sectionId = (v: unknown): string =>
  typeof v === 'string' && /^[a-z0-9-]{1,40}$/.test(v) ? v : fail('section id');
function list<T>(v: unknown, min: number, max: number, item: (x: unknown) => T, what: string): T[] {
  if (!Array.isArray(v)) return fail(`${what}: array`);
  if (v.length < min || v.length > max) return fail(`${what}: ${min}..${max} items`);
  return v.map(item);
}
/** Optional keys are left out when absent, as zod leaves them. */
function withOptional<T extends Obj>(out: T, optional: Record<string, unknown>): T {
  for (const [k, value] of Object.entries(optional)) if (value !== undefined) (out as Obj)[k] = value;
  return out;
}
const item = (v: unknown) => {
  const o = obj(v, 'item');
  return { title: line(o.title, 80, 'Title'), body: line(o.body, 300, 'Text') };
};

function section(v: unknown): PageSection {
  const o = obj(v, 'section');
  const id = sectionId(o.id);
  switch (o.type) {
    case 'hero':
      return withOptional(
        { id, type: 'hero' as const, headline: line(o.headline, 120, 'Headline') },
        {
          eyebrow: maybe(o.eyebrow, 80, 'Eyebrow'),
          subheadline: maybe(o.subheadline, 400, 'Subheadline'),
          cta_label: maybe(o.cta_label, 40, 'Button label'),
          cta_href: o.cta_href === undefined ? undefined : link(o.cta_href, 'cta_href'),
        },
      );
    case 'features':
    case 'steps':
      return withOptional(
        {
          id,
          type: o.type,
          heading: line(o.heading, 120, 'Heading'),
          items: list(o.items, 1, 8, item, 'items'),
        },
        { intro: maybe(o.intro, 400, 'Introduction') },
      );
    case 'faq':
      return {
        id,
        type: 'faq',
        heading: line(o.heading, 120, 'Heading'),
        items: list(
          o.items,
          1,
          12,
          (x) => {
            const q = obj(x, 'question');
            return { question: line(q.question, 200, 'Question'), answer: line(q.answer, 1000, 'Answer') };
          },
          'items',
        ),
      };
    case 'cta':
      return withOptional(
        {
          id,
          type: 'cta' as const,
          title: line(o.title, 120, 'Title'),
          button_label: line(o.button_label, 40, 'Button label'),
          button_href: link(o.button_href, 'button_href'),
        },
        { body: maybe(o.body, 300, 'Text') },
      );
    case 'testimonials':
      return {
        id,
        type: 'testimonials',
        heading: line(o.heading, 120, 'Heading'),
        items: list(
          o.items,
          1,
          6,
          (x) => {
            const t = obj(x, 'testimonial');
            return withOptional(
              { quote: line(t.quote, 500, 'Quote'), author: line(t.author, 80, 'Author') },
              { role: maybe(t.role, 80, 'Role') },
            );
          },
          'items',
        ),
      };
    default:
      return fail('section type');
  }
}

/** The checked, stripped sections, or null when any of them breaks the contract. */
export function parseSections(raw: readonly unknown[]): PageSection[] | null {
  try {
    return raw.map(section);
  } catch (error) {
    if (error instanceof Invalid) return null;
    throw error;
  }
}

/** The response with its sections not yet checked. */
export type PublishedPageEnvelope = Omit<PublishedPage, 'sections'> & { sections: readonly unknown[] };

const PAGES: readonly string[] = ['landing', 'login'];
const CONTEXTS: readonly string[] = ['ecommerce', 'travel', 'manila', 'default'];

export const publishedPageParser: Parser<PublishedPageEnvelope> = {
  safeParse(data: unknown): ParseResult<PublishedPageEnvelope> {
    const o = (data !== null && typeof data === 'object' && !Array.isArray(data) ? data : {}) as Record<
      string,
      unknown
    >;
    const { page, context, version, design, sections } = o;
    const valid =
      o.status === 'success' &&
      typeof page === 'string' &&
      PAGES.includes(page) &&
      typeof context === 'string' &&
      CONTEXTS.includes(context) &&
      (version === null || Number.isInteger(version)) &&
      (design === null || (typeof design === 'string' && CONTEXTS.includes(design))) &&
      Array.isArray(sections);
    if (!valid) return { success: false, error: new Error('Unexpected page response') };
    return {
      success: true,
      data: { status: 'success', page, context, version, design, sections } as PublishedPageEnvelope,
    };
  },
};
