/**
 * Compliance records (issue 3/8, `/admin/compliance`): what each client agreed to (credit pull
 * consent, terms of service, the CROA disclosure with its 3-business-day cancellation window),
 * data export requests (a ZIP of JSON and files, downloadable by staff for 7 days) and deletion
 * requests (anonymisation that keeps what the law requires). Staff read; admins act.
 */
import { z } from 'zod';

const success = z.literal('success');
const noControl = (s: string) => !/\p{Cc}/u.test(s.replace(/[\t\n\r]/g, ''));
const line = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((s) => !/\p{Cc}/u.test(s), `${label} cannot contain control characters`);

export const consentKinds = ['credit_pull', 'terms_of_service', 'croa_disclosure'] as const;
export const consentKindSchema = z.enum(consentKinds, { error: 'Choose what was agreed to' });
export type ConsentKind = z.infer<typeof consentKindSchema>;
export const CONSENT_KIND_LABELS: Record<ConsentKind, string> = {
  credit_pull: 'Credit pull consent',
  terms_of_service: 'Terms of service',
  croa_disclosure: 'CROA disclosure',
};

/**
 * CROA (15 U.S.C. §1679e): a client may cancel a credit repair contract within 3 business days.
 * Business days here are every day but Sunday; federal holidays are not skipped, so a window that
 * spans one closes a day early by the law's count: staff allow for holidays by hand.
 */
export const CROA_CANCEL_BUSINESS_DAYS = 3;

/** The end of the CROA cancellation window: midnight UTC after the 3rd business day. */
export function croaCancelUntil(agreedAt: Date): Date {
  const d = new Date(Date.UTC(agreedAt.getUTCFullYear(), agreedAt.getUTCMonth(), agreedAt.getUTCDate()));
  let counted = 0;
  while (counted < CROA_CANCEL_BUSINESS_DAYS) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (d.getUTCDay() !== 0) counted += 1;
  }
  d.setUTCDate(d.getUTCDate() + 1);
  return d;
}

export const newConsentSchema = z.object({
  user_id: z.uuid({ error: 'Choose a client' }),
  kind: consentKindSchema,
  version: line(40, 'Version').min(1, 'Enter the version agreed to (e.g. 2026-01)'),
  statement: z
    .string()
    .trim()
    .min(10, 'Describe what was agreed (at least 10 characters)')
    .max(20_000, 'At most 20,000 characters')
    .refine(noControl, 'The text cannot contain control characters'),
  /** When the client agreed (defaults to now); never in the future. */
  agreed_at: z.iso.datetime({ offset: true, error: 'Enter a valid date and time' }).optional(),
});
export type NewConsent = z.input<typeof newConsentSchema>;

export const consentRecordSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  kind: consentKindSchema,
  version: z.string(),
  statement: z.string(),
  agreed_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  recorded_by_name: z.string().nullable(),
  /** CROA only: until when the client may cancel, and whether that is still possible. */
  cancel_until: z.string().nullable(),
  cancel_window_open: z.boolean(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

export const consentListQuerySchema = z.object({
  q: line(100, 'Search').optional(),
  kind: consentKindSchema.optional(),
  user_id: z.uuid({ error: 'Not a valid user id' }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export type ConsentListQuery = z.input<typeof consentListQuerySchema>;
export const consentListResponseSchema = z.object({
  status: success,
  consents: z.array(consentRecordSchema),
  total: z.number(),
});
export const consentResponseSchema = z.object({ status: success, consent: consentRecordSchema });

export const complianceStatuses = ['requested', 'processing', 'completed', 'failed'] as const;
export const complianceStatusSchema = z.enum(complianceStatuses);
export type ComplianceStatus = z.infer<typeof complianceStatusSchema>;

/** Exports stay downloadable this long after they are built. */
export const EXPORT_TTL_DAYS = 7;

export const userRequestBodySchema = z.object({
  user_email: z
    .string()
    .trim()
    .max(254, 'At most 254 characters')
    .pipe(z.email({ error: 'Enter the e-mail of an existing user' })),
  reason: line(500, 'Reason').optional(),
});
export type UserRequestBody = z.input<typeof userRequestBodySchema>;

export const dataExportSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  requested_by_name: z.string().nullable(),
  status: complianceStatusSchema,
  file_size: z.number().nullable(),
  file_sha256: z.string().nullable(),
  error: z.string().nullable(),
  completed_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** Completed and not yet expired. */
  downloadable: z.boolean(),
  created_at: z.string(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const deletionRequestSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  requested_by_name: z.string().nullable(),
  reason: z.string().nullable(),
  status: complianceStatusSchema,
  summary: z.object({ removed: z.array(z.string()), kept: z.array(z.string()) }).nullable(),
  error: z.string().nullable(),
  completed_at: z.string().nullable(),
  created_at: z.string(),
});
export type DeletionRequest = z.infer<typeof deletionRequestSchema>;

export const complianceListQuerySchema = z.object({
  status: complianceStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export type ComplianceListQuery = z.input<typeof complianceListQuerySchema>;
export const dataExportListResponseSchema = z.object({
  status: success,
  exports: z.array(dataExportSchema),
  total: z.number(),
});
export const dataExportResponseSchema = z.object({ status: success, export: dataExportSchema });
export const deletionListResponseSchema = z.object({
  status: success,
  deletions: z.array(deletionRequestSchema),
  total: z.number(),
});
export const deletionResponseSchema = z.object({ status: success, deletion: deletionRequestSchema });
export const complianceIdParamsSchema = z.object({ id: z.uuid({ error: 'Not a valid id' }) });

/** What anonymisation keeps, shown before an admin confirms and stored on each request. */
export const DELETION_KEEPS = [
  'Credit pull consents, terms and CROA disclosure records (what was agreed, when, from where)',
  'Signed contracts with their PDFs',
  'Financial records: credit reports, subscriptions and funding decisions',
  'The audit log',
] as const;
export const DELETION_REMOVES = [
  'Name and e-mail (replaced with "Deleted user" and a placeholder address)',
  'Password (made unusable), sessions and reset tokens; the account is deactivated',
  'Uploaded files (task attachments)',
] as const;

export const dataExportDownloadPath = (id: string) => `/api/admin/compliance/exports/${id}/download`;
