import { z } from 'zod';
import { api } from '@/lib/api-client';

export const affiliateRegistrationSchema = z.object({
  full_name: z.string().trim().min(1, 'Full name is required').max(120),
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Invalid email address')
    .max(254),
  phone: z
    .string()
    .trim()
    .max(40)
    .refine((v) => v === '' || /^[0-9+\-() ]+$/.test(v), 'Invalid phone number'),
  business_name: z.string().trim().max(120),
  password: z.string().min(10, 'Password must be at least 10 characters').max(1024),
});
export type AffiliateRegistration = z.infer<typeof affiliateRegistrationSchema>;

/**
 * POST /api/travel/affiliates/register. The endpoint is not part of the current API; a 404 means
 * registration has not opened yet, which the page shows as such.
 */
export const registerAffiliate = (body: AffiliateRegistration) =>
  api.post('/travel/affiliates/register', body, undefined, { timeoutMs: 30_000, attempts: 1 });
