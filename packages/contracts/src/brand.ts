import { z } from 'zod';

/** Spec §9 brand fallback colours. */
export const BRAND_FALLBACK = {
  primary_color: '#6b7280',
  secondary_color: '#4b5563',
  accent_color: '#6b7280',
} as const;
/** Spec §9 coach theme defaults. */
export const COACH_THEME_DEFAULT = { primary: '#DC2626', secondary: '#1F2937' } as const;
/** Spec §9 storefront fallback colours. */
export const STOREFRONT_FALLBACK = { primary: '#dc2626', secondary: '#991b1b', accent: '#ef4444' } as const;

/** Spec §5: referral codes are letters and digits only. */
export const referralCodeSchema = z
  .string()
  .regex(/^[A-Za-z0-9]+$/, 'Referral code must be letters and digits only')
  .max(64);

export const brandConfigSchema = z.object({
  brand_name: z.string(),
  logo_white_url: z.string().nullable(),
  logo_black_url: z.string().nullable(),
  primary_color: z.string(),
  secondary_color: z.string(),
  accent_color: z.string(),
});
export type BrandConfig = z.infer<typeof brandConfigSchema>;
/** `GET /api/brand/config`: the brand object itself (spec §7), with the usual status field. */
export const brandConfigResponseSchema = brandConfigSchema.extend({ status: z.literal('success') });

export const serviceTypes = ['ecommerce', 'travel', 'manila', 'default'] as const;
export type ServiceType = (typeof serviceTypes)[number];
export const domainContextSchema = z.object({
  status: z.literal('success'),
  service_type: z.enum(serviceTypes),
  domain: z.string(),
});
export type DomainContext = z.infer<typeof domainContextSchema>;

export const coachClientSchema = z.object({
  id: z.string(),
  company_name: z.string(),
  logo_url: z.string().nullable(),
  brand_primary_color: z.string(),
  brand_secondary_color: z.string(),
});
export type CoachClient = z.infer<typeof coachClientSchema>;
export const coachContextSchema = z.object({ success: z.boolean(), client: coachClientSchema.nullable() });
