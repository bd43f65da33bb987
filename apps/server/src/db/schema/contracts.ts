import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

export type ContractKindValue = 'client_service_agreement' | 'specialist_contract';
export type ContractFormatValue = 'markdown' | 'text';
export type SignatureStatusValue = 'pending' | 'signed' | 'declined' | 'expired' | 'voided';

/**
 * Contract templates (`/admin/contracts`). The text lives in versions; `current_version` names
 * the one version new signature requests use, so "exactly one current version" is structural.
 */
export const contractTemplates = pgTable(
  'contract_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ContractKindValue>().notNull(),
    name: text('name').notNull(),
    current_version: integer('current_version').notNull().default(1),
    archived_at: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('contract_templates_name_key').on(sql`lower(${t.name})`)],
);

/** A published text of a template. Append-only (a trigger refuses UPDATE and DELETE). */
export const contractTemplateVersions = pgTable(
  'contract_template_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    template_id: uuid('template_id')
      .notNull()
      .references(() => contractTemplates.id),
    version: integer('version').notNull(),
    format: text('format').$type<ContractFormatValue>().notNull(),
    body: text('body').notNull(),
    change_note: text('change_note'),
    created_by: uuid('created_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contract_template_versions_key').on(t.template_id, t.version)],
);

/**
 * A contract version sent to a user to sign. The rendered text (variables filled) is frozen when
 * the request is sent, so the signer reads, and the hash covers, exactly what was sent. Only the
 * SHA-256 of the signing token is stored.
 */
export const signatureRequests = pgTable(
  'signature_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    template_id: uuid('template_id')
      .notNull()
      .references(() => contractTemplates.id),
    version_id: uuid('version_id')
      .notNull()
      .references(() => contractTemplateVersions.id),
    recipient_id: uuid('recipient_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    format: text('format').$type<ContractFormatValue>().notNull(),
    rendered_body: text('rendered_body').notNull(),
    token_hash: text('token_hash').notNull(),
    status: text('status').$type<SignatureStatusValue>().notNull().default('pending'),
    message: text('message'),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    created_by: uuid('created_by').references(() => users.id),
    decided_at: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    decline_reason: text('decline_reason'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('signature_requests_token_key').on(t.token_hash),
    index('signature_requests_recipient_idx').on(t.recipient_id),
    index('signature_requests_status_idx').on(t.status, t.created_at),
  ],
);

/**
 * The signed record: immutable (a trigger refuses UPDATE, DELETE and TRUNCATE). Carries what the
 * signer typed and drew, where from, and the SHA-256 of the exact document text and of the PDF.
 */
export const signedContracts = pgTable(
  'signed_contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    request_id: uuid('request_id')
      .notNull()
      .references(() => signatureRequests.id),
    signer_id: uuid('signer_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    version: integer('version').notNull(),
    typed_name: text('typed_name').notNull(),
    /** `drawn` with a PNG, or `typed` (the typed name is the signature: keyboard users). */
    signature_method: text('signature_method').$type<'drawn' | 'typed'>().notNull(),
    signature_png_base64: text('signature_png_base64'),
    document_text: text('document_text').notNull(),
    document_sha256: text('document_sha256').notNull(),
    pdf_key: text('pdf_key').notNull(),
    pdf_sha256: text('pdf_sha256').notNull(),
    pdf_size: integer('pdf_size').notNull(),
    ip: text('ip'),
    user_agent: text('user_agent'),
    signed_at: timestamp('signed_at', { withTimezone: true, mode: 'date' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('signed_contracts_request_key').on(t.request_id),
    index('signed_contracts_signer_idx').on(t.signer_id),
  ],
);
