import { z } from 'zod';
import { serviceTypes } from './brand-defaults';

export * from './brand-defaults';

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
