/**
 * White-label administration (issue 3/8): brands as admins edit them, and the landing and login
 * pages as ordered lists of typed sections, with draft, published versions and restore.
 * `@fundpath/contracts/pages`; the public brand config stays in `@fundpath/contracts/brand`.
 */
import { z } from 'zod';
import type { referralCodeSchema as brandReferralCode } from './brand';
import type { serviceTypes as brandServiceTypes } from './brand-defaults';

/*
 * Spelled here rather than imported: a runtime import of `./brand` would make the admin screens
 * share the first page's brand-defaults module, which costs `/` a chunk of its tight budget
 * (ADR 005). The type checks below keep both equal to their originals.
 */
const serviceTypes = ['ecommerce', 'travel', 'manila', 'default'] as const;
const referralCodeSchema = z
  .string()
  .regex(/^[A-Za-z0-9]+$/, 'Referral code must be letters and digits only')
  .max(64);
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _sameTypes: Same<(typeof serviceTypes)[number], (typeof brandServiceTypes)[number]> = true;
const _sameCode: Same<z.infer<typeof referralCodeSchema>, z.infer<typeof brandReferralCode>> = true;
void _sameTypes;
void _sameCode;

const success = z.literal('success');

// ---- brands ------------------------------------------------------------------------------------

/** `#rrggbb` only: what the colour inputs produce, and what every CSS variable consumer accepts. */
export const hexColourSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour in the form #rrggbb')
  .transform((v) => v.toLowerCase());

/** A host name without scheme, port or path (`funding.acme.com`), stored lower-case. */
export const brandDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, 'A domain is at most 253 characters')
  .regex(
    /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'Use a host name like funding.example.com (no https:// or path)',
  );

const line = (max: number, what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} is at most ${max} characters`)
    .regex(/^[^\p{Cc}]*$/u, `${what} cannot contain control characters`);

/** Optional on input: left out keeps it (unset on create), `null` or an empty string from a form clears it. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable().optional());

export const brandInputSchema = z.object({
  name: line(120, 'Brand name'),
  domain: optional(brandDomainSchema),
  referral_code: optional(referralCodeSchema),
  primary_color: optional(hexColourSchema),
  secondary_color: optional(hexColourSchema),
  accent_color: optional(hexColourSchema),
  support_email: optional(z.email('Use a valid e-mail address').max(254)),
  /** Printed in the footer of every campaign e-mail; several lines allowed. */
  postal_address: optional(
    z
      .string()
      .trim()
      .max(300, 'A postal address is at most 300 characters')
      .refine(
        (s) => !/\p{Cc}/u.test(s.replace(/\r?\n/g, '')),
        'A postal address cannot contain control characters other than line breaks',
      )
      .transform((s) => s.replace(/\r\n/g, '\n').replace(/\n{3,}/g, '\n\n')),
  ),
});
export type BrandInput = z.input<typeof brandInputSchema>;
/** PATCH: any subset of the fields. */
export const brandPatchSchema = brandInputSchema.partial();
export type BrandPatch = z.input<typeof brandPatchSchema>;

export const brandSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  domain: z.string().nullable(),
  referral_code: z.string().nullable(),
  logo_white_url: z.string().nullable(),
  logo_black_url: z.string().nullable(),
  primary_color: z.string().nullable(),
  secondary_color: z.string().nullable(),
  accent_color: z.string().nullable(),
  support_email: z.string().nullable(),
  postal_address: z.string().nullable().default(null),
  is_default: z.boolean(),
  updated_at: z.string(),
});
export type Brand = z.infer<typeof brandSchema>;

export const brandListResponseSchema = z.object({ status: success, brands: z.array(brandSchema) });
export const brandResponseSchema = z.object({ status: success, brand: brandSchema });

export const logoVariants = ['white', 'black'] as const;
export type LogoVariant = (typeof logoVariants)[number];
/** Logos are raster images (no SVG: it can carry script); 1 MB is plenty for a header logo. */
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_TYPES = ['png', 'jpg', 'webp', 'gif'] as const;

// ---- pages -------------------------------------------------------------------------------------

export const pageKinds = ['landing', 'login'] as const;
export type PageKind = (typeof pageKinds)[number];
/** Landing pages are kept per domain context (spec §1); the login page uses `default`. */
export const pageContexts = serviceTypes;
export type PageContext = (typeof pageContexts)[number];

/** A link a section button points to: a path on this site, an in-page anchor or an https URL. */
export const pageLinkSchema = z
  .string()
  .trim()
  .max(300, 'A link is at most 300 characters')
  .regex(
    /^(?:\/(?!\/)[^\s]*|#[A-Za-z0-9_-]+|https:\/\/[^\s]+)$/,
    'Use a path like /login, an anchor like #faq or an https:// address',
  );

const sectionId = z.string().regex(/^[a-z0-9-]{1,40}$/, 'Section ids are 1–40 of a-z, 0-9 and -');
const maybe = (max: number, what: string) => line(max, what).optional();

export const heroSectionSchema = z.object({
  id: sectionId,
  type: z.literal('hero'),
  eyebrow: maybe(80, 'Eyebrow'),
  headline: line(120, 'Headline'),
  subheadline: maybe(400, 'Subheadline'),
  cta_label: maybe(40, 'Button label'),
  cta_href: pageLinkSchema.optional(),
});

const item = z.object({ title: line(80, 'Title'), body: line(300, 'Text') });

export const featuresSectionSchema = z.object({
  id: sectionId,
  type: z.literal('features'),
  heading: line(120, 'Heading'),
  intro: maybe(400, 'Introduction'),
  items: z.array(item).min(1, 'Add at least one feature').max(8, 'At most 8 features'),
});

export const stepsSectionSchema = z.object({
  id: sectionId,
  type: z.literal('steps'),
  heading: line(120, 'Heading'),
  intro: maybe(400, 'Introduction'),
  items: z.array(item).min(1, 'Add at least one step').max(8, 'At most 8 steps'),
});

export const faqSectionSchema = z.object({
  id: sectionId,
  type: z.literal('faq'),
  heading: line(120, 'Heading'),
  items: z
    .array(z.object({ question: line(200, 'Question'), answer: line(1000, 'Answer') }))
    .min(1, 'Add at least one question')
    .max(12, 'At most 12 questions'),
});

export const ctaSectionSchema = z.object({
  id: sectionId,
  type: z.literal('cta'),
  title: line(120, 'Title'),
  body: maybe(300, 'Text'),
  button_label: line(40, 'Button label'),
  button_href: pageLinkSchema,
});

export const testimonialsSectionSchema = z.object({
  id: sectionId,
  type: z.literal('testimonials'),
  heading: line(120, 'Heading'),
  items: z
    .array(z.object({ quote: line(500, 'Quote'), author: line(80, 'Author'), role: maybe(80, 'Role') }))
    .min(1, 'Add at least one testimonial')
    .max(6, 'At most 6 testimonials'),
});

export const pageSectionSchema = z.discriminatedUnion('type', [
  heroSectionSchema,
  featuresSectionSchema,
  stepsSectionSchema,
  faqSectionSchema,
  ctaSectionSchema,
  testimonialsSectionSchema,
]);
export type PageSection = z.infer<typeof pageSectionSchema>;
export type PageSectionType = PageSection['type'];
export const pageSectionTypes = [
  'hero',
  'features',
  'steps',
  'faq',
  'cta',
  'testimonials',
] as const satisfies readonly PageSectionType[];

export const MAX_SECTIONS = 12;

/** A page's sections have ids unique in it (the editor keys on them): for `.superRefine`. */
export function uniqueSectionIds(content: { sections: ReadonlyArray<{ id: string }> }, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  content.sections.forEach((s, i) => {
    if (seen.has(s.id))
      ctx.addIssue({ code: 'custom', path: ['sections', i, 'id'], message: 'Section ids must be unique' });
    seen.add(s.id);
  });
}

export const pageContentSchema = z
  .object({
    /** Which landing design (spec §2 /preview/design-1…4) frames the sections, and shows when there are none. */
    design: z.enum(serviceTypes).nullable().default(null),
    sections: z.array(pageSectionSchema).max(MAX_SECTIONS, `At most ${MAX_SECTIONS} sections`),
  })
  .superRefine(uniqueSectionIds);
export type PageContent = z.infer<typeof pageContentSchema>;
export type PageContentInput = z.input<typeof pageContentSchema>;

export const pageQuerySchema = z.object({
  page: z.enum(pageKinds),
  context: z.enum(pageContexts).default('default'),
});
export type PageQuery = z.input<typeof pageQuerySchema>;

export const pageVersionSchema = z.object({
  version: z.number().int(),
  published_at: z.string(),
  published_by_name: z.string().nullable(),
  section_count: z.number().int(),
});
export type PageVersion = z.infer<typeof pageVersionSchema>;

/** The editor's view of one page of one brand in one context. */
export const pageEditorResponseSchema = z.object({
  status: success,
  brand_id: z.string(),
  page: z.enum(pageKinds),
  context: z.enum(pageContexts),
  draft: pageContentSchema,
  draft_updated_at: z.string().nullable(),
  /** The draft differs from the published version (or nothing is published yet). */
  has_unpublished_changes: z.boolean(),
  published_version: z.number().int().nullable(),
  versions: z.array(pageVersionSchema),
});
export type PageEditorResponse = z.infer<typeof pageEditorResponseSchema>;

/**
 * The draft's `draft_updated_at` the editor started from (null: no draft yet). When given, a save
 * over someone else's newer draft is refused with 409 instead of overwriting it.
 */
export const draftBaseSchema = z.iso.datetime({ offset: true }).nullable().optional();
export const saveDraftBodySchema = z.object({ content: pageContentSchema, base_updated_at: draftBaseSchema });
export type SaveDraftBody = z.input<typeof saveDraftBodySchema>;

/** `GET /api/brand/page`: the published content for the visitor's brand and domain context. */
export const publishedPageResponseSchema = z.object({
  status: success,
  page: z.enum(pageKinds),
  context: z.enum(pageContexts),
  /** null when nothing is published: the page shows its built-in content. */
  version: z.number().int().nullable(),
  design: z.enum(serviceTypes).nullable(),
  sections: z.array(pageSectionSchema),
});
export type PublishedPage = z.infer<typeof publishedPageResponseSchema>;
export const publicPageQuerySchema = z.object({
  page: z.enum(pageKinds),
  ref: referralCodeSchema.optional(),
});
