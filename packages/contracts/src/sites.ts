/**
 * The coach's website (issue 17 part 3, `/coach/setup`, `/coach/*`, public `/site/{slug}`,
 * `/api/sites`): one site per client (coach), with a slug, a landing design, SEO fields, an Open
 * Graph image, an optional custom domain, and pages (home, about, services, contact, custom)
 * made of ordered sections. Publishing snapshots every page as a numbered version; a version can
 * be restored into the drafts. Hero, FAQ and testimonials sections are the landing editor's own
 * (`@fundpath/contracts/pages`), so both editors and renderers share them.
 */
import { z } from 'zod';
import { leadCaptureSpamFields } from './leads';
import {
  brandDomainSchema,
  faqSectionSchema,
  heroSectionSchema,
  testimonialsSectionSchema,
  uniqueSectionIds,
} from './pages';

const success = z.literal('success');

/*
 * Spelled here rather than imported from `./brand-defaults`, as pages.ts does (a runtime import
 * would tie the editor chunks to the first page's modules); the type check keeps them equal.
 */
export const siteDesigns = ['default', 'ecommerce', 'travel', 'manila'] as const;
export type SiteDesign = (typeof siteDesigns)[number];
/** Spec §2 /preview/design-1…4, in that order. */
export const SITE_DESIGN_LABELS: Record<SiteDesign, string> = {
  default: 'Design 1 · Funding',
  ecommerce: 'Design 2 · Storefront',
  travel: 'Design 3 · Travel',
  manila: 'Design 4 · Wellness',
};

const noControl = (s: string) => !/\p{Cc}/u.test(s);
const noControlButLines = (s: string) => !/\p{Cc}/u.test(s.replace(/[\n\t\r]/g, ''));
const line = (max: number, what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} is at most ${max} characters`)
    .refine(noControl, `${what} cannot contain control characters`);
const maybe = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, `${what} is at most ${max} characters`)
    .refine(noControl, `${what} cannot contain control characters`)
    .optional();
const paragraphs = (max: number, what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} is at most ${max} characters`)
    .refine(noControlButLines, `${what} cannot contain control characters`);
/** Optional on input: an empty string from a form becomes null. */
const blankToNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable().optional());

// ---- slugs and names ------------------------------------------------------------------------

/**
 * Slugs that would collide with the platform's own paths or APIs (`/api/sites/mine`,
 * `/site/{slug}` beside app routes), or pretend to be the platform.
 */
export const RESERVED_SITE_SLUGS: readonly string[] = [
  'admin',
  'api',
  'app',
  'assets',
  'book',
  'coach',
  'dashboard',
  'fundpath',
  'help',
  'images',
  'login',
  'logout',
  'mail',
  'mine',
  'new',
  'official',
  'public',
  'register',
  'root',
  'settings',
  'signup',
  'site',
  'sites',
  'staff',
  'store',
  'support',
  'www',
];
export const SITE_SLUG_MESSAGE =
  'Use 3–40 lower-case letters, digits and single hyphens (like jordan-coaching)';
export const siteSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{3,40}$)[a-z0-9]+(?:-[a-z0-9]+)*$/, SITE_SLUG_MESSAGE)
  .refine((s) => !RESERVED_SITE_SLUGS.includes(s), 'This address is reserved; choose another');

/**
 * A page's own path segment (`about`, `pricing`). On a custom domain pages answer at `/{slug}`,
 * so the app's own first path segments are reserved too.
 */
export const RESERVED_PAGE_SLUGS: readonly string[] = [
  'api',
  'assets',
  'book',
  'home',
  'login',
  'logout',
  'register',
  'site',
  'store',
  'index',
  'robots.txt',
  'favicon.ico',
];
export const PAGE_SLUG_MESSAGE = 'Use 1–40 lower-case letters, digits and single hyphens (like about-me)';
export const sitePageSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,40}$)[a-z0-9]+(?:-[a-z0-9]+)*$/, PAGE_SLUG_MESSAGE)
  .refine((s) => !RESERVED_PAGE_SLUGS.includes(s), 'This page address is reserved; choose another');

// ---- links and images -----------------------------------------------------------------------

/** Where an uploaded site image is served; `src` of an image section may be one of these. */
export const SITE_IMAGE_PATH = '/api/sites/images/';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
export const SITE_IMAGE_PATH_PATTERN = new RegExp(`^/api/sites/images/${UUID}\\.webp$`);

/** An https address (no plain http, no script or data URLs), at most 500 characters. */
export const httpsUrlSchema = z
  .string()
  .trim()
  .max(500, 'A web address is at most 500 characters')
  .regex(/^https:\/\/[^\s<>"'`]+$/i, 'Use an https:// address');

/** An image: one of the coach's uploaded images, or an https address. */
export const siteImageSrcSchema = z
  .string()
  .trim()
  .max(500, 'An image address is at most 500 characters')
  .refine(
    (s) => SITE_IMAGE_PATH_PATTERN.test(s) || /^https:\/\/[^\s<>"'`]+$/i.test(s),
    'Pick one of your images or use an https:// address',
  );

/** A button target on a site: another page of the site (`/about`), an in-page anchor or an https URL. */
export const siteLinkSchema = z
  .string()
  .trim()
  .max(300, 'A link is at most 300 characters')
  .regex(
    /^(?:\/(?:[a-z0-9]+(?:-[a-z0-9]+)*)?|#[A-Za-z0-9_-]+|https:\/\/[^\s<>"'`]+)$/i,
    'Use a page like /about, an anchor like #contact or an https:// address',
  );

// ---- sections -------------------------------------------------------------------------------

const sectionId = z.string().regex(/^[a-z0-9-]{1,40}$/, 'Section ids are 1–40 of a-z, 0-9 and -');

export const siteHeroSectionSchema = heroSectionSchema.extend({ cta_href: siteLinkSchema.optional() });

export const textSectionSchema = z.object({
  id: sectionId,
  type: z.literal('text'),
  heading: maybe(120, 'Heading'),
  body: paragraphs(5000, 'Text'),
});

export const imageSectionSchema = z.object({
  id: sectionId,
  type: z.literal('image'),
  src: siteImageSrcSchema,
  /** Required: a picture without a description is invisible to screen readers and crawlers. */
  alt: line(200, 'Image description'),
  caption: maybe(200, 'Caption'),
});

export const SERVICES_MAX_ITEMS = 12;
export const serviceItemSchema = z.object({
  title: line(80, 'Title'),
  body: maybe(300, 'Text'),
  /** Free text such as "$150" or "from $99 / month" (shown as written). */
  price: maybe(40, 'Price'),
});
export const servicesSectionSchema = z.object({
  id: sectionId,
  type: z.literal('services'),
  heading: line(120, 'Heading'),
  intro: maybe(400, 'Introduction'),
  /** Their store's active products (read live from the catalogue) and/or items written here. */
  show_store_products: z.boolean().default(false),
  items: z
    .array(serviceItemSchema)
    .max(SERVICES_MAX_ITEMS, `At most ${SERVICES_MAX_ITEMS} services`)
    .default([]),
});

export const bookingSectionSchema = z.object({
  id: sectionId,
  type: z.literal('booking'),
  heading: line(120, 'Heading'),
  body: maybe(300, 'Text'),
  button_label: line(40, 'Button label'),
  /** One of the coach's own booking links (`/book/{code}`); checked on save. */
  link_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{4,20}$/, 'Choose one of your booking links'),
});

export const contactSectionSchema = z.object({
  id: sectionId,
  type: z.literal('contact'),
  heading: line(120, 'Heading'),
  intro: maybe(400, 'Introduction'),
  button_label: maybe(40, 'Button label'),
});

export const siteSectionSchema = z.discriminatedUnion('type', [
  siteHeroSectionSchema,
  textSectionSchema,
  imageSectionSchema,
  servicesSectionSchema,
  testimonialsSectionSchema,
  bookingSectionSchema,
  contactSectionSchema,
  faqSectionSchema,
]);
export type SiteSection = z.infer<typeof siteSectionSchema>;
export type SiteSectionType = SiteSection['type'];
export const siteSectionTypes = [
  'hero',
  'text',
  'image',
  'services',
  'testimonials',
  'booking',
  'contact',
  'faq',
] as const satisfies readonly SiteSectionType[];
export const SITE_SECTION_LABELS: Record<SiteSectionType, string> = {
  hero: 'Hero',
  text: 'Text',
  image: 'Image',
  services: 'Services',
  testimonials: 'Testimonials',
  booking: 'Booking button',
  contact: 'Contact form',
  faq: 'FAQ',
};

/** Limits of a site (the editor shows them; the server enforces them). */
export const SITE_PAGES_MAX = 20;
export const SITE_SECTIONS_MAX = 50;
export const SITE_VERSIONS_KEPT = 30;

export const sitePageContentSchema = z
  .object({
    sections: z.array(siteSectionSchema).max(SITE_SECTIONS_MAX, `At most ${SITE_SECTIONS_MAX} sections`),
  })
  .superRefine(uniqueSectionIds);
export type SitePageContent = z.infer<typeof sitePageContentSchema>;
export type SitePageContentInput = z.input<typeof sitePageContentSchema>;

// ---- pages ----------------------------------------------------------------------------------

export const sitePageKinds = ['home', 'about', 'services', 'contact', 'custom'] as const;
export type SitePageKind = (typeof sitePageKinds)[number];
export const SITE_PAGE_KIND_LABELS: Record<SitePageKind, string> = {
  home: 'Home',
  about: 'About',
  services: 'Services',
  contact: 'Contact',
  custom: 'Custom page',
};

export const sitePageSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(sitePageKinds),
  /** `home` for the home page (served at the site's root). */
  slug: z.string(),
  title: z.string(),
  position: z.number().int(),
  section_count: z.number().int(),
  updated_at: z.string(),
});
export type SitePageSummary = z.infer<typeof sitePageSummarySchema>;

export const newSitePageSchema = z
  .object({
    kind: z.enum(sitePageKinds).exclude(['home']),
    title: line(80, 'Page title'),
    /** Defaults to the kind (`about`…); required for a custom page. */
    slug: blankToNull(sitePageSlugSchema),
  })
  .strict();
export type NewSitePage = z.input<typeof newSitePageSchema>;

export const sitePagePatchSchema = z
  .object({
    title: line(80, 'Page title'),
    slug: sitePageSlugSchema,
    position: z.number().int().min(0).max(100),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type SitePagePatch = z.input<typeof sitePagePatchSchema>;

// ---- the site -------------------------------------------------------------------------------

export const newSiteSchema = z
  .object({
    slug: siteSlugSchema,
    design: z.enum(siteDesigns),
  })
  .strict();
export type NewSite = z.input<typeof newSiteSchema>;

export const sitePatchSchema = z
  .object({
    slug: siteSlugSchema,
    design: z.enum(siteDesigns),
    seo_title: blankToNull(line(70, 'SEO title')),
    seo_description: blankToNull(line(160, 'SEO description')),
    /** One of the coach's uploaded images, an https address, or null for none. */
    og_image: blankToNull(siteImageSrcSchema),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type SitePatch = z.input<typeof sitePatchSchema>;

export const siteVersionSchema = z.object({
  version: z.number().int(),
  published_at: z.string(),
  published_by_name: z.string().nullable(),
  page_count: z.number().int(),
  section_count: z.number().int(),
});
export type SiteVersion = z.infer<typeof siteVersionSchema>;

export const siteDomainSchema = z.object({
  domain: z.string(),
  /** The TXT record that proves the coach controls the domain. */
  txt_name: z.string(),
  txt_value: z.string(),
  verified_at: z.string().nullable(),
  last_checked_at: z.string().nullable(),
  /** What the last check found (shown as is). */
  last_check_message: z.string().nullable(),
});
export type SiteDomain = z.infer<typeof siteDomainSchema>;

export const siteSchema = z.object({
  id: z.string(),
  slug: z.string(),
  design: z.enum(siteDesigns),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  og_image: z.string().nullable(),
  /** `/site/{slug}` on the platform. */
  public_path: z.string(),
  domain: siteDomainSchema.nullable(),
  published: z.boolean(),
  published_version: z.number().int().nullable(),
  published_at: z.string().nullable(),
  /** Some page's draft (or the site's settings) differ from the published version. */
  has_unpublished_changes: z.boolean(),
  pages: z.array(sitePageSummarySchema),
  versions: z.array(siteVersionSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Site = z.infer<typeof siteSchema>;

export const bookingLinkOptionSchema = z.object({
  code: z.string(),
  title: z.string(),
  active: z.boolean(),
  booking_path: z.string(),
});
export type BookingLinkOption = z.infer<typeof bookingLinkOptionSchema>;

/** `GET /api/sites/mine`: null until the coach made their site. */
export const mySiteResponseSchema = z.object({
  status: success,
  site: siteSchema.nullable(),
  /** The coach's booking links, for the booking section. */
  booking_links: z.array(bookingLinkOptionSchema),
  /** Whether they have a store whose products a services section can show. */
  has_store: z.boolean(),
});
export type MySiteResponse = z.infer<typeof mySiteResponseSchema>;
export const siteResponseSchema = z.object({ status: success, site: siteSchema });

/** The page editor's view of one page (the same shape the landing editor gets). */
export const sitePageEditorResponseSchema = z.object({
  status: success,
  site_id: z.string(),
  page: sitePageSummarySchema,
  draft: sitePageContentSchema,
  draft_updated_at: z.string().nullable(),
  has_unpublished_changes: z.boolean(),
  published_version: z.number().int().nullable(),
  versions: z.array(siteVersionSchema),
});
export type SitePageEditorResponse = z.infer<typeof sitePageEditorResponseSchema>;

export const sitePageParamsSchema = z.object({ pageId: z.uuid('Page not found') });
export const siteVersionParamsSchema = z.object({ version: z.coerce.number().int().min(1).max(1_000_000) });

/** The `draft_updated_at` the editor started from; a save over a newer draft is a 409. */
export const siteDraftBodySchema = z
  .object({
    content: sitePageContentSchema,
    base_updated_at: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  .strict();
export type SiteDraftBody = z.input<typeof siteDraftBodySchema>;

export const siteDomainInputSchema = z.object({ domain: brandDomainSchema }).strict();
export type SiteDomainInput = z.input<typeof siteDomainInputSchema>;

export const siteImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  file_name: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  created_at: z.string(),
});
export type SiteImage = z.infer<typeof siteImageSchema>;
export const siteImagesResponseSchema = z.object({ status: success, images: z.array(siteImageSchema) });
export const siteImageResponseSchema = z.object({ status: success, image: siteImageSchema });
export const SITE_IMAGES_MAX = 60;
export const SITE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

// ---- public ---------------------------------------------------------------------------------

/** A product of the coach's store as a services section shows it. */
export const siteProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  price_cents: z.number().int(),
  currency: z.string(),
  image_url: z.string().nullable(),
  href: z.string(),
});
export type SiteProduct = z.infer<typeof siteProductSchema>;

/** The coach context (as `GET /api/coach/context` shapes it): the coach's brand colours and logo. */
export const siteCoachSchema = z.object({
  id: z.string(),
  company_name: z.string(),
  logo_url: z.string().nullable(),
  brand_primary_color: z.string(),
  brand_secondary_color: z.string(),
});

/**
 * `GET /api/sites/{slug}/published?page=`: one page of the published version, the site's menu,
 * and what its sections need (store products). Drafts never leave through here.
 */
export const publishedSiteResponseSchema = z.object({
  status: success,
  site: z.object({
    slug: z.string(),
    design: z.enum(siteDesigns),
    title: z.string(),
    description: z.string().nullable(),
    og_image: z.string().nullable(),
    version: z.number().int(),
    /** The verified custom domain, if any (links then use it). */
    domain: z.string().nullable(),
    coach: siteCoachSchema,
    nav: z.array(z.object({ slug: z.string(), title: z.string(), kind: z.enum(sitePageKinds) })),
  }),
  page: z.object({
    slug: z.string(),
    kind: z.enum(sitePageKinds),
    title: z.string(),
    sections: z.array(siteSectionSchema),
  }),
  products: z.array(siteProductSchema),
});
export type PublishedSite = z.infer<typeof publishedSiteResponseSchema>;
export const publishedSiteQuerySchema = z.object({
  page: sitePageSlugSchema.or(z.literal('home')).optional(),
});
export const siteSlugParamsSchema = z.object({ slug: z.string().max(60) });

/** `POST /api/sites/{slug}/contact` (public): the contact section's form. */
export const siteContactSchema = z
  .object({
    name: line(120, 'Name'),
    email: z
      .string()
      .trim()
      .max(254, 'E-mail must be at most 254 characters')
      .pipe(z.email('Enter a valid e-mail address'))
      .transform((s) => s.toLowerCase()),
    phone: blankToNull(
      z
        .string()
        .trim()
        .max(40, 'Phone must be at most 40 characters')
        .regex(/^[0-9+().\-\s]*$/, 'Use digits, spaces, + - ( ) .'),
    ),
    message: paragraphs(2000, 'Message'),
    ...leadCaptureSpamFields,
  })
  .strict();
export type SiteContact = z.input<typeof siteContactSchema>;
export const SITE_CONTACT_THANKS = 'Thanks! Your message was sent. You will hear back soon.';
export const siteContactResponseSchema = z.object({ status: success, message: z.string() });
