import { createHash, randomBytes } from 'node:crypto';
import { croaCancelUntil } from '@fundpath/contracts/compliance';
import { renderContract } from '@fundpath/contracts/contracts';
import { count } from 'drizzle-orm';
import { consentRecords, dataExportRequests } from '../db/schema/compliance';
import {
  contractTemplates,
  contractTemplateVersions,
  signatureRequests,
  signedContracts,
} from '../db/schema/contracts';
import { findUserByEmail } from '../modules/auth/service';
import { renderRecordPdf } from '../modules/contracts';
import type { Db } from '../platform/db';

const DAY = 24 * 3_600_000;
const sha256 = (s: string | Buffer) => createHash('sha256').update(s).digest('hex');

const SERVICE_V1 = `# Client Service Agreement

This agreement is made on {{date}} between {{company_name}} ("we") and {{client_name}} ("you", {{client_email}}).

## What we do

- Coach you through the funding steps with an AI coach and our funding team.
- Pull and explain your three-bureau credit report, with your consent.

## What you do

- Give accurate information and complete your tasks.

## Fees

Fees are those of the plan you chose. **We do not charge for credit repair before the work is done.**`;

const SERVICE_V2 = `${SERVICE_V1}

## Your right to cancel

You may cancel this agreement without penalty or obligation within 3 business days of signing it.`;

const SPECIALIST_V1 = `# Specialist Contract

This contract is made on {{date}} between {{company_name}} and {{client_name}} ({{client_email}}), an independent specialist on the marketplace.

- You set your own hours and services.
- {{company_name}} keeps the commission shown in your dashboard on each booking.
- Either party may end this contract with 14 days' written notice.`;

/**
 * Demo contracts and compliance records (`/admin/contracts`, `/admin/compliance`): two templates
 * (the service agreement in two versions), requests in every status with signed records (their
 * PDFs are rendered on first download and checked against the recorded SHA-256), consents with
 * one open CROA window, and an export request the job builds at start. Skipped once any
 * template exists.
 */
export async function seedContractsDemo(db: Db): Promise<void> {
  const [existing] = await db.select({ c: count() }).from(contractTemplates);
  if ((existing?.c ?? 0) > 0) return;
  const admin = await findUserByEmail(db, 'admin@fundpath.test');
  const now = Date.now();

  const [service] = await db
    .insert(contractTemplates)
    .values({ kind: 'client_service_agreement', name: 'Client service agreement', current_version: 2 })
    .returning();
  const [specialist] = await db
    .insert(contractTemplates)
    .values({ kind: 'specialist_contract', name: 'Specialist contract', current_version: 1 })
    .returning();
  const versions = await db
    .insert(contractTemplateVersions)
    .values([
      {
        template_id: service!.id,
        version: 1,
        format: 'markdown',
        body: SERVICE_V1,
        change_note: 'First version',
        created_by: admin?.id ?? null,
        created_at: new Date(now - 60 * DAY),
      },
      {
        template_id: service!.id,
        version: 2,
        format: 'markdown',
        body: SERVICE_V2,
        change_note: 'Added the 3-day cancellation right',
        created_by: admin?.id ?? null,
        created_at: new Date(now - 30 * DAY),
      },
      {
        template_id: specialist!.id,
        version: 1,
        format: 'markdown',
        body: SPECIALIST_V1,
        change_note: 'First version',
        created_by: admin?.id ?? null,
        created_at: new Date(now - 45 * DAY),
      },
    ])
    .returning();
  const [sv1, sv2, spv1] = versions;

  // [recipient, template version, status, sent days ago]
  const plan: Array<[string, typeof sv1, 'pending' | 'signed' | 'declined' | 'expired' | 'voided', number]> =
    [
      ['client@fundpath.test', sv2, 'pending', 2],
      ['dana.repair@fundpath.test', sv2, 'signed', 20],
      ['priya.repair@fundpath.test', sv1, 'signed', 50],
      ['specialist@fundpath.test', spv1, 'signed', 40],
      ['marcus.repair@fundpath.test', sv2, 'declined', 10],
      ['lee.repair@fundpath.test', sv2, 'expired', 25],
    ];
  for (const [email, version, status, daysAgo] of plan) {
    const user = await findUserByEmail(db, email);
    if (!user || !version) continue;
    const sentAt = new Date(now - daysAgo * DAY);
    const template = version.template_id === service!.id ? service! : specialist!;
    const body = renderContract(version.body, {
      client_name: user.display_name,
      client_email: user.email,
      date: sentAt.toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      }),
      company_name: 'FundPath',
    });
    const decidedAt = new Date(sentAt.getTime() + DAY);
    const [request] = await db
      .insert(signatureRequests)
      .values({
        template_id: template.id,
        version_id: version.id,
        recipient_id: user.id,
        title: template.name,
        format: version.format,
        rendered_body: body,
        // Nobody holds these tokens: demo links are sent from the screen.
        token_hash: sha256(randomBytes(32)),
        status,
        expires_at: status === 'expired' ? new Date(sentAt.getTime() + 7 * DAY) : new Date(now + 12 * DAY),
        created_by: admin?.id ?? null,
        decided_at:
          status === 'pending'
            ? null
            : status === 'expired'
              ? new Date(sentAt.getTime() + 7 * DAY)
              : decidedAt,
        decline_reason: status === 'declined' ? 'I want to read it with my accountant first.' : null,
        created_at: sentAt,
      })
      .returning();
    if (status !== 'signed' || !request) continue;
    const record = {
      id: crypto.randomUUID(),
      request_id: request.id,
      signer_id: user.id,
      title: template.name,
      version: version.version,
      typed_name: user.display_name,
      signature_method: 'typed' as const,
      signature_png_base64: null,
      document_text: body,
      document_sha256: sha256(body),
      pdf_key: `contracts/${request.id}.pdf`,
      pdf_sha256: '',
      pdf_size: 0,
      ip: '198.51.100.23',
      user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Safari/604.1',
      signed_at: decidedAt,
      created_at: decidedAt,
    };
    const pdf = await renderRecordPdf(record, version.format);
    await db.insert(signedContracts).values({ ...record, pdf_sha256: sha256(pdf), pdf_size: pdf.length });
  }

  // Consents: the demo client agreed yesterday (CROA window open); the others long ago.
  const consents: Array<[string, number]> = [
    ['client@fundpath.test', 1],
    ['dana.repair@fundpath.test', 21],
    ['priya.repair@fundpath.test', 51],
  ];
  for (const [email, daysAgo] of consents) {
    const user = await findUserByEmail(db, email);
    if (!user) continue;
    const agreedAt = new Date(now - daysAgo * DAY);
    const common = {
      user_id: user.id,
      agreed_at: agreedAt,
      ip: '198.51.100.23',
      user_agent: 'Mozilla/5.0 Safari/604.1',
    };
    await db.insert(consentRecords).values([
      {
        ...common,
        kind: 'terms_of_service',
        version: '2026-01',
        statement: 'I agree to the FundPath terms of service (version 2026-01).',
      },
      {
        ...common,
        kind: 'credit_pull',
        version: '2026-01',
        statement:
          'I authorise FundPath to obtain my credit report from my credit-monitoring service to assess funding options. This is a soft inquiry.',
      },
      {
        ...common,
        kind: 'croa_disclosure',
        version: '2026-01',
        statement:
          'I received the "Consumer Credit File Rights Under State and Federal Law" disclosure and understand I may cancel within 3 business days.',
        cancel_until: croaCancelUntil(agreedAt),
      },
    ]);
  }

  // An export waiting for the job: the compliance plugin queues it when the server starts.
  const client = await findUserByEmail(db, 'client@fundpath.test');
  if (client)
    await db.insert(dataExportRequests).values({ user_id: client.id, requested_by: admin?.id ?? null });
}
