import { z } from 'zod';
import { roles } from './roles';

export const roleSchema = z.enum(roles);

/** Funding approvals copied from the latest saved credit evaluation (spec §3 User). */
export const latestCreditReportSchema = z.object({
  equifax_approval: z.boolean(),
  experian_approval: z.boolean(),
  transunion_approval: z.boolean(),
  overall_decision: z.string().optional(),
  saved_at: z.string().optional(),
});
export type LatestCreditReport = z.infer<typeof latestCreditReportSchema>;

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  display_name: z.string(),
  permissions: z.record(z.string(), z.boolean()),
  brand_id: z.string().nullable(),
  latest_credit_report_json: latestCreditReportSchema.nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const impersonationStatusSchema = z.object({
  status: z.literal('success'),
  is_impersonating: z.boolean(),
  original_user_id: z.string().nullable(),
});
export type ImpersonationStatus = z.infer<typeof impersonationStatusSchema>;

export const loginBodySchema = z.object({
  email: z.string().trim().min(1, 'Email is required').max(254),
  password: z.string().min(1, 'Password is required').max(1024),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const currentUserResponseSchema = z.object({
  status: z.literal('success'),
  user: userSchema,
  /** Present so the web can show the impersonation banner even while acting as a client. */
  impersonation: z.object({ is_impersonating: z.boolean(), original_user_id: z.string().nullable() }),
});
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

export const loginResponseSchema = z.object({
  status: z.literal('success'),
  user: userSchema,
  message: z.string(),
});

export const rolesResponseSchema = z.object({ status: z.literal('success'), roles: z.array(roleSchema) });
export const authCheckResponseSchema = z.object({ status: z.literal('success'), authenticated: z.boolean() });

export const forgotPasswordBodySchema = z.object({ email: z.string().trim().min(1).max(254) });
export const resetPasswordBodySchema = z.object({
  token: z.string().min(20).max(200),
  password: z.string().min(10, 'Password must be at least 10 characters').max(1024),
});
/** `z.guid()`: any id PostgreSQL's uuid type reads (seeded ids need not be RFC 4122 v4). */
export const impersonateBodySchema = z.object({ user_id: z.guid() });
export const messageResponseSchema = z.object({ status: z.literal('success'), message: z.string() });
