/**
 * The coach's marketing kit (issue 8/8, `/marketing`, `/api/marketing/links`, public `/go/{code}`):
 * the client's own links (website, store, booking links, travel site, referral link), each with a
 * tracked short URL, click counts and a daily series for the last 30 days. Days are `YYYY-MM-DD`
 * (UTC), instants ISO-8601.
 */
import { z } from 'zod';

const success = z.literal('success');

export const marketingLinkKinds = ['website', 'store', 'booking', 'travel', 'referral'] as const;
export const marketingLinkKindSchema = z.enum(marketingLinkKinds);
export type MarketingLinkKind = z.infer<typeof marketingLinkKindSchema>;

/** Days in the series and in `last_30_days`. */
export const MARKETING_SERIES_DAYS = 30;

/**
 * A short code: 7 characters of an unambiguous alphabet (no 0/O, 1/I/L). The redirect accepts
 * any case; anything longer than this is refused before it reaches the database.
 */
export const MARKETING_CODE_LENGTH = 7;
export const MARKETING_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const isMarketingCode = (value: string): boolean =>
  value.length === MARKETING_CODE_LENGTH && /^[A-HJKMNP-Z2-9]+$/i.test(value);

export const marketingDaySchema = z.object({
  date: z.string(),
  /** Every counted visit that day (QR scans included). */
  clicks: z.number().int().nonnegative(),
  /** Of those, the ones that came through the QR code (`?src=qr`). */
  qr: z.number().int().nonnegative(),
});
export type MarketingDay = z.infer<typeof marketingDaySchema>;

export const marketingClicksSchema = z.object({
  total: z.number().int().nonnegative(),
  /** Equals the sum of `series[].clicks`. */
  last_30_days: z.number().int().nonnegative(),
  qr_last_30_days: z.number().int().nonnegative(),
  /** One row per UTC day, oldest first, {@link MARKETING_SERIES_DAYS} rows ending today. */
  series: z.array(marketingDaySchema),
});
export type MarketingClicks = z.infer<typeof marketingClicksSchema>;

export const marketingLinkSchema = z.object({
  /** Stable per link: `store`, `travel`, `referral`, `website`, `booking:{booking link id}`. */
  key: z.string(),
  kind: marketingLinkKindSchema,
  label: z.string(),
  description: z.string(),
  /** `live`: the short URL redirects; `setup_needed`: the destination does not exist or is not public yet. */
  state: z.enum(['live', 'setup_needed']),
  /** Where the short URL leads (a path on this site), null until there is a destination. */
  destination_path: z.string().nullable(),
  /** The tracked short link `/go/{code}` (absolute when the server knows its public URL). */
  short_url: z.string().nullable(),
  /** What the QR code encodes: the short link with `?src=qr`, so scans are counted apart. */
  qr_url: z.string().nullable(),
  /**
   * A page of this app for the destination, with the button's text: where to set it up while
   * `setup_needed` (e.g. `/my-store`), where to manage it while live.
   */
  action: z.object({ label: z.string(), href: z.string() }).nullable(),
  clicks: marketingClicksSchema,
});
export type MarketingLink = z.infer<typeof marketingLinkSchema>;

export const marketingKitSchema = z.object({
  coach: z.object({
    display_name: z.string(),
    /** The name the coach does business under (their affiliate profile or store), else their own. */
    business_name: z.string(),
  }),
  brand: z.object({
    company_name: z.string(),
    logo_url: z.string().nullable(),
    primary_color: z.string(),
    secondary_color: z.string(),
  }),
  links: z.array(marketingLinkSchema),
  /** Every link together. */
  totals: marketingClicksSchema,
  /** A visitor counts once per link in this many minutes. */
  window_minutes: z.number().int().positive(),
});
export type MarketingKit = z.infer<typeof marketingKitSchema>;
export const marketingKitResponseSchema = marketingKitSchema.extend({ status: success });
export type MarketingKitResponse = z.infer<typeof marketingKitResponseSchema>;

/** `/go/{code}`: path and query as the redirect reads them (longer values are a 400). */
export const marketingGoParamsSchema = z.object({ code: z.string().max(32) });
export const marketingGoQuerySchema = z.object({ src: z.string().max(16).optional() });
