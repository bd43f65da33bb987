/**
 * Contract templates, signature requests and signed records (issue 3/8, `/admin/contracts`, and
 * the signer's `/sign?token=…`). A template's text lives in versions: editing publishes a new
 * version, old ones stay readable, and the template names its one current version. A signed
 * record is immutable (the database refuses UPDATE and DELETE).
 */
import { z } from 'zod';

const success = z.literal('success');
/** Control characters other than tab and line breaks (NUL bytes and the like). */
const noControl = (s: string) => !/\p{Cc}/u.test(s.replace(/[\t\n\r]/g, ''));
const line = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((s) => !/\p{Cc}/u.test(s), `${label} cannot contain control characters`);

export const contractKinds = ['client_service_agreement', 'specialist_contract'] as const;
export const contractKindSchema = z.enum(contractKinds, { error: 'Choose a kind' });
export type ContractKind = z.infer<typeof contractKindSchema>;
export const CONTRACT_KIND_LABELS: Record<ContractKind, string> = {
  client_service_agreement: 'Client service agreement',
  specialist_contract: 'Specialist contract',
};

export const contractFormats = ['markdown', 'text'] as const;
export const contractFormatSchema = z.enum(contractFormats, { error: 'Choose Markdown or plain text' });
export type ContractFormat = z.infer<typeof contractFormatSchema>;

export const signatureStatuses = ['pending', 'signed', 'declined', 'expired', 'voided'] as const;
export const signatureStatusSchema = z.enum(signatureStatuses);
export type SignatureStatus = z.infer<typeof signatureStatusSchema>;

/** The variables a template may use, filled when a request is sent. */
export const CONTRACT_VARIABLES = {
  client_name: "The recipient's name",
  client_email: "The recipient's e-mail",
  date: 'The date the request is sent (e.g. March 4, 2026)',
  company_name: 'The company name (FundPath)',
} as const;
export type ContractVariable = keyof typeof CONTRACT_VARIABLES;
const VARIABLE_PATTERN = /\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g;

/** Variable names used in a body that are not in {@link CONTRACT_VARIABLES}. */
export function unknownVariables(body: string): string[] {
  const unknown = new Set<string>();
  for (const m of body.matchAll(VARIABLE_PATTERN)) if (!(m[1]! in CONTRACT_VARIABLES)) unknown.add(m[1]!);
  return [...unknown];
}

/** Fills `{{variable}}` placeholders; the result is the exact text a signer reads and signs. */
export function renderContract(body: string, values: Record<ContractVariable, string>): string {
  return body.replace(VARIABLE_PATTERN, (whole, name: string) =>
    name in values ? values[name as ContractVariable] : whole,
  );
}

export const CONTRACT_BODY_MAX = 50_000;
const bodySchema = z
  .string()
  .max(CONTRACT_BODY_MAX, `The text must be at most ${CONTRACT_BODY_MAX.toLocaleString('en-US')} characters`)
  .refine((s) => s.trim().length >= 20, 'Write the contract text (at least 20 characters)')
  .refine(noControl, 'The text cannot contain control characters')
  .superRefine((s, c) => {
    const unknown = unknownVariables(s);
    if (unknown.length)
      c.addIssue({
        code: 'custom',
        message: `Unknown variable ${unknown.map((v) => `{{${v}}}`).join(', ')}. Use ${Object.keys(
          CONTRACT_VARIABLES,
        )
          .map((v) => `{{${v}}}`)
          .join(', ')}`,
      });
  });

export const newContractTemplateSchema = z.object({
  kind: contractKindSchema,
  name: line(120, 'Name').min(3, 'Name the template (at least 3 characters)'),
  format: contractFormatSchema,
  body: bodySchema,
});
export type NewContractTemplate = z.input<typeof newContractTemplateSchema>;

export const contractTemplatePatchSchema = z
  .object({
    name: line(120, 'Name').min(3, 'Name the template (at least 3 characters)'),
    archived: z.boolean(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type ContractTemplatePatch = z.input<typeof contractTemplatePatchSchema>;

/** Publishing a new version (it becomes the current one). */
export const newContractVersionSchema = z.object({
  format: contractFormatSchema,
  body: bodySchema,
  change_note: line(300, 'Change note').optional(),
});
export type NewContractVersion = z.input<typeof newContractVersionSchema>;

export const contractVersionSchema = z.object({
  id: z.string(),
  version: z.number(),
  format: contractFormatSchema,
  body: z.string(),
  change_note: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type ContractVersion = z.infer<typeof contractVersionSchema>;

export const contractTemplateSchema = z.object({
  id: z.string(),
  kind: contractKindSchema,
  name: z.string(),
  current_version: z.number(),
  archived: z.boolean(),
  pending_requests: z.number(),
  signed_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ContractTemplate = z.infer<typeof contractTemplateSchema>;
export const contractTemplateDetailSchema = contractTemplateSchema.extend({
  versions: z.array(contractVersionSchema),
});
export type ContractTemplateDetail = z.infer<typeof contractTemplateDetailSchema>;

export const contractTemplateListResponseSchema = z.object({
  status: success,
  templates: z.array(contractTemplateSchema),
});
export const contractTemplateResponseSchema = z.object({
  status: success,
  template: contractTemplateDetailSchema,
});
export const contractIdParamsSchema = z.object({ id: z.uuid({ error: 'Not a valid id' }) });

// ---- signature requests -----------------------------------------------------------------------

export const SIGNATURE_EXPIRY_DAYS_MAX = 365;
export const newSignatureRequestSchema = z.object({
  template_id: z.uuid({ error: 'Choose a template' }),
  recipient_email: z
    .string()
    .trim()
    .max(254, 'At most 254 characters')
    .pipe(z.email({ error: 'Enter the e-mail of an existing user' })),
  /** Days until the link stops working; none: it never expires. */
  expires_in_days: z
    .number({ error: 'Enter a number of days' })
    .int('Whole days')
    .min(1, 'At least 1 day')
    .max(SIGNATURE_EXPIRY_DAYS_MAX, `At most ${SIGNATURE_EXPIRY_DAYS_MAX} days`)
    .optional(),
  message: line(1000, 'Message').optional(),
});
export type NewSignatureRequest = z.input<typeof newSignatureRequestSchema>;

export const signatureRequestSchema = z.object({
  id: z.string(),
  template_id: z.string(),
  template_name: z.string(),
  kind: contractKindSchema,
  version: z.number(),
  title: z.string(),
  recipient_id: z.string(),
  recipient_name: z.string(),
  recipient_email: z.string(),
  status: signatureStatusSchema,
  message: z.string().nullable(),
  expires_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  decline_reason: z.string().nullable(),
  signed_contract_id: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type SignatureRequest = z.infer<typeof signatureRequestSchema>;

export const signatureRequestListQuerySchema = z.object({
  status: signatureStatusSchema.optional(),
  template_id: z.uuid({ error: 'Not a valid template id' }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export type SignatureRequestListQuery = z.input<typeof signatureRequestListQuerySchema>;
export const signatureRequestListResponseSchema = z.object({
  status: success,
  requests: z.array(signatureRequestSchema),
  total: z.number(),
});
export const signatureRequestResponseSchema = z.object({ status: success, request: signatureRequestSchema });
/** Sent: the link is mailed to the recipient and also handed to the sender (once) to share. */
export const signatureRequestCreatedSchema = z.object({
  status: success,
  request: signatureRequestSchema,
  sign_url: z.string(),
});

// ---- signing (the token in the link is the recipient's credential) -----------------------------

export const signTokenSchema = z
  .string()
  .min(20, 'This signing link is incomplete')
  .max(200, 'This signing link is not valid')
  .regex(/^[A-Za-z0-9_-]+$/, 'This signing link is not valid');
export const signTokenParamsSchema = z.object({ token: signTokenSchema });

/** A drawn signature as a PNG data URL; 200 KB of base64 holds any canvas signature. */
export const SIGNATURE_PNG_MAX = 200_000;
export const signContractSchema = z.object({
  typed_name: line(120, 'Full name').min(2, 'Type your full name'),
  signature_png: z
    .string()
    .max(SIGNATURE_PNG_MAX + 22, 'The drawn signature is too large. Clear it and draw again')
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, 'The drawn signature is not a PNG image')
    .optional(),
  agree: z.literal(true, { error: 'Tick the box to agree to the contract' }),
});
export type SignContract = z.input<typeof signContractSchema>;
export const declineContractSchema = z.object({ reason: line(1000, 'Reason').optional() });

export const signingViewSchema = z.object({
  title: z.string(),
  format: contractFormatSchema,
  body: z.string(),
  recipient_name: z.string(),
  status: signatureStatusSchema,
  message: z.string().nullable(),
  expires_at: z.string().nullable(),
  signed_at: z.string().nullable(),
  document_sha256: z.string().nullable(),
});
export type SigningView = z.infer<typeof signingViewSchema>;
export const signingViewResponseSchema = z.object({ status: success, contract: signingViewSchema });

// ---- signed records ---------------------------------------------------------------------------

export const signedContractSchema = z.object({
  id: z.string(),
  request_id: z.string(),
  title: z.string(),
  version: z.number(),
  signer_id: z.string(),
  signer_name: z.string(),
  signer_email: z.string(),
  typed_name: z.string(),
  signature_method: z.enum(['drawn', 'typed']),
  /** PNG data URL of the drawn signature, or null when the typed name is the signature. */
  signature_png: z.string().nullable(),
  document_text: z.string(),
  document_sha256: z.string(),
  pdf_sha256: z.string(),
  pdf_size: z.number(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  signed_at: z.string(),
});
export type SignedContract = z.infer<typeof signedContractSchema>;
export const signedContractResponseSchema = z.object({ status: success, signed: signedContractSchema });

/** Paths of the PDF downloads (the server checks access on every download). */
export const signedContractPdfPath = (id: string) => `/api/contracts/signed/${id}/pdf`;
export const signingPdfPath = (token: string) => `/api/sign/${token}/pdf`;
