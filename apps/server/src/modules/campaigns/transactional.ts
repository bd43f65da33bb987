/**
 * One message to one user through the send log, for modules above (the automations' "send e-mail
 * template" action): once per `dedupe_key`, suppression checked, unsubscribe link and
 * List-Unsubscribe headers, the user's brand's postal footer. No open or click tracking (those
 * belong to campaigns' stats).
 */

import { randomUUID } from 'node:crypto';
import type { EmailBlock } from '@fundpath/contracts/campaigns';
import { and, eq, sql } from 'drizzle-orm';
import { MailDeliveryError, type Mailer } from '../../adapters/mail';
import { campaignRecipients } from '../../db/schema/campaigns';
import { rowsOf } from '../../platform/day-series';
import type { Db } from '../../platform/db';
import type { Config } from '../../platform/env';
import { findUser } from '../auth';
import { brandForEmail } from '../brand';
import { clientCurrentStep, clientCurrentStepTitle } from '../clients';
import * as repo from './repo';
import { deliverRow, messageFor, originFor } from './send';

export interface TransactionalEmailInput {
  user_id: string;
  subject: string;
  preheader?: string;
  blocks: EmailBlock[];
  /** Who is sending, kept in the log, e.g. `automation:<workflowId>`. */
  source: string;
  /** Unique forever, e.g. `automation:<runId>:<stepIndex>`: a second call with it sends nothing. */
  dedupe_key: string;
  /** Origin for the links when PUBLIC_URL is not set. */
  base_url?: string;
}

export interface TransactionalEmailResult {
  status: 'sent' | 'suppressed' | 'duplicate' | 'bounced' | 'unknown' | 'skipped';
  recipient_id: string | null;
}

/**
 * Sends one message to a user (see the module doc). Throws {@link MailDeliveryError} of kind
 * `not_accepted` when the mail server did not take it: the caller's job retries, and the retry
 * sends it (the row went back to `queued`).
 */
export async function sendTransactionalEmail(
  deps: { db: Db; mailer: Mailer; config: Config },
  input: TransactionalEmailInput,
): Promise<TransactionalEmailResult> {
  const { db, config } = deps;
  const user = await findUser(db, input.user_id);
  if (!user || user.deactivated_at) return { status: 'skipped', recipient_id: null };
  const email = user.email.toLowerCase();
  const name = user.display_name.trim();
  const id = sql`${user.id}::uuid`;
  const facts = rowsOf<{ step: number | null; title: string | null }>(
    await db.execute(sql`select ${clientCurrentStep(id)} as step, ${clientCurrentStepTitle(id)} as title`),
  )[0];
  const [created] = await db
    .insert(campaignRecipients)
    .values({
      campaign_id: null,
      source: input.source.slice(0, 200),
      dedupe_key: input.dedupe_key.slice(0, 300),
      user_id: user.id,
      email,
      name,
      brand_id: user.brand_id,
      variables: {
        first_name: name.split(/\s+/)[0] ?? '',
        full_name: name,
        email,
        current_step: facts?.step === null || facts?.step === undefined ? '' : String(facts.step),
        current_step_title: facts?.title ?? '',
      },
    })
    .onConflictDoNothing()
    .returning();
  let row = created;
  if (!row) {
    const [existing] = await db
      .select()
      .from(campaignRecipients)
      .where(eq(campaignRecipients.dedupe_key, input.dedupe_key.slice(0, 300)))
      .limit(1);
    // Sent, settled, or claimed by an attempt that may have reached the server: never twice.
    if (!existing || existing.status !== 'queued')
      return { status: 'duplicate', recipient_id: existing?.id ?? null };
    row = existing;
  }
  if (await repo.isSuppressed(db, email)) {
    await db
      .update(campaignRecipients)
      .set({ status: 'skipped', error: 'On the suppression list', updated_at: new Date() })
      .where(and(eq(campaignRecipients.id, row.id), eq(campaignRecipients.status, 'queued')));
    return { status: 'suppressed', recipient_id: row.id };
  }
  const owner = `tx:${randomUUID()}`;
  const claimed = await repo.claimRow(db, row.id, owner);
  if (!claimed) return { status: 'duplicate', recipient_id: row.id };
  const brand = await brandForEmail(db, user.brand_id);
  const base = originFor(config, input.base_url);
  const outcome = await deliverRow(
    deps,
    owner,
    claimed,
    () =>
      messageFor(config, {
        recipient: claimed,
        subject: input.subject,
        preheader: input.preheader ?? '',
        blocks: input.blocks,
        brand,
        base,
        sender_name: null,
        campaign_id: null,
        track: false,
        footer_note: `You receive this because you have an account with ${brand.name}.`,
      }).message,
    { ownerId: null, brandId: user.brand_id, campaignId: null },
  );
  if (outcome === 'retry')
    throw new MailDeliveryError('not_accepted', 'The mail server did not take the message');
  if (outcome === 'failed') return { status: 'skipped', recipient_id: row.id };
  return {
    status: outcome === 'sent' ? 'sent' : outcome === 'bounced' ? 'bounced' : 'unknown',
    recipient_id: row.id,
  };
}
