/**
 * The send job (ADR 018). One `campaigns.send` job at a time holds a campaign's lease (renewed
 * while it works, in the database's clock). It fills the send log once, then takes one queued row
 * at a time: claim (`sending`) → hand to the mail server → confirm (`sent`, `bounced`, `failed`).
 * A row a dead worker claimed but never confirmed becomes `unknown` and is never sent again, so a
 * crash costs at most one message per worker, never a duplicate. The pace is one process-wide
 * throttle (CAMPAIGN_RATE_PER_MINUTE). A job works a few minutes, then hands over to a follow-up
 * job (a restart, a deploy or a stop resumes from the log the same way).
 */
import type { EmailBlock, SegmentFilter } from '@fundpath/contracts/campaigns';
import { MailDeliveryError, type Mailer } from '../../adapters/mail';
import type { Db } from '../../platform/db';
import type { Config } from '../../platform/env';
import type { Jobs } from '../../platform/jobs';
import { findUser } from '../auth';
import { brandForEmail, type EmailBrandRow } from '../brand';
import { findStoreByOwner } from '../catalog';
import { coachAudienceSql, segmentAudienceSql } from './audience';
import { type EmailBrand, renderEmail } from './render';
import * as repo from './repo';
import { recipientLinks } from './tokens';

export const SEND_JOB = 'campaigns.send';

declare module '../../platform/jobs' {
  interface JobData {
    /** Sends (or continues sending) a campaign; `seq` is the schedule it belongs to. */
    'campaigns.send': { campaign_id: string; seq: number; part: number };
  }
}

/** A worker's hold on a campaign; renewed well before it runs out. */
export const LEASE_SECONDS = 60;
const RENEW_EVERY_MS = 15_000;
/** How long one job sends before handing over to a follow-up job. */
export const SLICE_MS = 4 * 60_000;
/** Attempts per row when the mail server did not take the message (then `failed`). */
export const MAX_ATTEMPTS = 5;
/** After this many transport failures in a row, pause the campaign for {@link PAUSE_SECONDS}. */
const FAILURES_BEFORE_PAUSE = 3;
const PAUSE_SECONDS = 60;

export interface SendDeps {
  db: Db;
  mailer: Mailer;
  config: Config;
  jobs: Pick<Jobs, 'send'>;
  pacer: Pacer;
  log: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
}

/** One process-wide pace: at most `perMinute` messages a minute, spaced evenly. */
export class Pacer {
  private next = 0;
  constructor(private readonly perMinute: () => number) {}

  async take(signal?: AbortSignal): Promise<void> {
    const interval = 60_000 / Math.max(1, this.perMinute());
    const now = Date.now();
    const at = Math.max(now, this.next);
    this.next = at + interval;
    const wait = at - now;
    if (wait <= 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, wait);
      signal?.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
    });
  }
}

/** Absolute URL of a stored logo (`/api/brand/logos/…`) for the messages. */
const absolute = (url: string | null, base: string): string | null =>
  !url ? null : /^https?:\/\//i.test(url) ? url : url.startsWith('/') ? `${base}${url}` : null;

export const emailBrandOf = (row: EmailBrandRow, base: string): EmailBrand => ({
  name: row.name,
  primary_color: row.primary_color,
  logo_url: absolute(row.logo_url, base),
  postal_address: row.postal_address,
});

/** The public origin links in messages start with. */
export const originFor = (config: Config, baseUrl: string | null | undefined): string =>
  (config.publicUrl ?? baseUrl ?? `http://${config.host}:${config.port}`).replace(/\/+$/, '');

/** The audience SQL of a campaign (its frozen segment filter, or the coach's contacts). */
export async function audienceOfCampaign(db: Db, c: repo.CampaignRow) {
  if (c.kind === 'coach') {
    const coach = c.owner_id ? await findUser(db, c.owner_id) : undefined;
    if (!coach) return null;
    const store = await findStoreByOwner(db, coach.id);
    return coachAudienceSql(
      { id: coach.id, email: coach.email, brand_id: coach.brand_id },
      store?.id ?? null,
    );
  }
  if (!c.audience) return null;
  return segmentAudienceSql(c.audience as SegmentFilter, { brandId: c.brand_id });
}

/** What one message to one row of the log looks like (shared by campaigns and transactional mail). */
export function messageFor(
  config: Config,
  input: {
    recipient: repo.RecipientRow;
    subject: string;
    preheader: string;
    blocks: readonly EmailBlock[];
    brand: EmailBrandRow;
    base: string;
    sender_name: string | null;
    campaign_id: string | null;
    track: boolean;
    footer_note: string;
  },
) {
  const links = recipientLinks(config.appSecret, input.base, input.recipient.id);
  const rendered = renderEmail({
    subject: input.subject,
    preheader: input.preheader,
    blocks: input.blocks,
    variables: {
      ...(input.recipient.variables as Record<string, string>),
      brand_name: input.brand.name,
      sender_name: input.sender_name ?? input.brand.name,
    },
    brand: emailBrandOf(input.brand, input.base),
    links: {
      unsubscribe: links.unsubscribePage,
      ...(input.track ? { pixel: links.pixel, link: (i: number) => links.click(i) } : {}),
    },
    footer_note: input.footer_note,
  });
  return {
    rendered,
    message: {
      to: input.recipient.email,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      headers: {
        'List-Unsubscribe': `<${links.unsubscribePost}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        ...(input.campaign_id ? { 'X-FundPath-Campaign': input.campaign_id } : {}),
      },
      ...(input.sender_name ? { from_name: input.sender_name } : {}),
    },
  };
}

export const footerNoteOf = (c: Pick<repo.CampaignRow, 'kind' | 'sender_name'>, brandName: string) =>
  c.kind === 'coach'
    ? `You receive this because you bought from or contacted ${c.sender_name ?? brandName}.`
    : `You receive this because you have an account with ${brandName}.`;

type Outcome = 'sent' | 'bounced' | 'failed' | 'unknown' | 'retry' | 'skipped';

/** Hands one claimed row to the mail server and records what happened. */
export async function deliverRow(
  deps: Pick<SendDeps, 'db' | 'mailer' | 'config'>,
  owner: string,
  row: repo.RecipientRow,
  build: () => ReturnType<typeof messageFor>['message'],
  suppression: { ownerId: string | null; brandId: string | null; campaignId: string | null },
): Promise<Outcome> {
  const { db, mailer } = deps;
  try {
    await mailer.send(build());
  } catch (err) {
    if (err instanceof MailDeliveryError && err.kind === 'bounced') {
      await repo.finishRow(db, row.id, owner, { status: 'bounced', error: err.message });
      await repo.insertEvent(db, { campaign_id: row.campaign_id, recipient_id: row.id, kind: 'bounce' });
      // Hard bounces stop every sender's mail to the address, not just this one's.
      await repo.suppress(db, {
        email: row.email,
        owner_id: null,
        brand_id: row.brand_id ?? suppression.brandId,
        reason: 'bounced',
        note: err.message.slice(0, 300),
        campaign_id: suppression.campaignId,
      });
      return 'bounced';
    }
    if (err instanceof MailDeliveryError && err.kind === 'not_accepted') {
      if (err.permanent || row.attempts >= MAX_ATTEMPTS) {
        await repo.finishRow(db, row.id, owner, { status: 'failed', error: err.message });
        return 'failed';
      }
      await repo.finishRow(db, row.id, owner, { status: 'queued', error: err.message });
      return 'retry';
    }
    // The server may have the message: never send it again.
    const message = err instanceof Error ? err.message.slice(0, 300) : 'mail transport error';
    await repo.finishRow(db, row.id, owner, { status: 'unknown', error: message });
    return 'unknown';
  }
  await repo.finishRow(db, row.id, owner, { status: 'sent' });
  return 'sent';
}

export interface RunResult {
  outcome: 'done' | 'continued' | 'busy' | 'stale' | 'stopped';
  sent: number;
}

/**
 * The job's handler. `job.id` is the lease owner; `opts.sliceMs` bounds this run (tests shorten
 * it). Returns what happened; a follow-up job is queued whenever work is left.
 */
export async function runCampaignSend(
  deps: SendDeps,
  job: { id: string; data: { campaign_id: string; seq: number; part: number }; signal?: AbortSignal },
  opts: { sliceMs?: number } = {},
): Promise<RunResult> {
  const { db, jobs, config } = deps;
  const { campaign_id: id, seq, part } = job.data;
  const owner = job.id;
  const follow = async (delaySeconds: number | Date, tag: string) => {
    await jobs.send(
      SEND_JOB,
      { campaign_id: id, seq, part: part + 1 },
      { singletonKey: `send:${id}:${seq}:${part + 1}:${tag}`, startAfter: delaySeconds },
    );
  };

  if (!(await repo.acquireLease(db, id, seq, owner, LEASE_SECONDS))) {
    const c = await repo.findCampaign(db, id);
    if (c && c.send_seq === seq && (c.status === 'sending' || c.status === 'scheduled') && c.lease_until) {
      // Another worker holds it: look again when its lease would have run out.
      const at = new Date(Math.max(c.lease_until.getTime(), Date.now()) + 1000);
      await jobs.send(
        SEND_JOB,
        { campaign_id: id, seq, part },
        { singletonKey: `send:${id}:${seq}:${part}:wait:${c.lease_until.getTime()}`, startAfter: at },
      );
      return { outcome: 'busy', sent: 0 };
    }
    return { outcome: 'stale', sent: 0 };
  }

  let sent = 0;
  try {
    const abandoned = await repo.markAbandoned(db, id, owner);
    if (abandoned)
      deps.log.warn({ campaign_id: id, abandoned }, 'campaign: unconfirmed messages marked unknown');
    const campaign = await repo.findCampaign(db, id);
    if (!campaign) return { outcome: 'stale', sent };
    if (!campaign.materialized_at) {
      await db.transaction(async (tx) => {
        const locked = await repo.findCampaign(tx, id, { lock: true });
        if (!locked || locked.materialized_at) return;
        const audience = await audienceOfCampaign(tx, locked);
        const n = audience ? await repo.materialize(tx, id, audience) : 0;
        await repo.updateCampaign(tx, id, { materialized_at: new Date() });
        deps.log.info({ campaign_id: id, recipients: n }, 'campaign: send log filled');
      });
    }

    const base = originFor(config, campaign.base_url);
    const brands = new Map<string | null, EmailBrandRow>();
    const brandOf = async (brandId: string | null) => {
      let b = brands.get(brandId);
      if (!b) {
        b = await brandForEmail(db, brandId);
        brands.set(brandId, b);
      }
      return b;
    };
    const coachId = campaign.kind === 'coach' ? campaign.owner_id : null;
    const deadline = Date.now() + (opts.sliceMs ?? SLICE_MS);
    let renewedAt = Date.now();
    let failures = 0;

    for (;;) {
      if (job.signal?.aborted || Date.now() >= deadline) {
        await follow(0, 'next');
        return { outcome: job.signal?.aborted ? 'stopped' : 'continued', sent };
      }
      if (Date.now() - renewedAt > RENEW_EVERY_MS) {
        if (!(await repo.renewLease(db, id, owner, LEASE_SECONDS))) return { outcome: 'stale', sent };
        renewedAt = Date.now();
      }
      const row = await repo.claimNext(db, id, owner);
      if (!row) {
        if (await repo.finishCampaign(db, id, owner)) {
          deps.log.info({ campaign_id: id, sent }, 'campaign: sent');
          return { outcome: 'done', sent };
        }
        return { outcome: 'stale', sent }; // cancelled, or the lease was lost
      }
      // Someone may have unsubscribed since the log was filled.
      if (await repo.isSuppressed(db, row.email, coachId)) {
        await repo.finishRow(db, row.id, owner, { status: 'skipped', error: 'On the suppression list' });
        continue;
      }
      await deps.pacer.take(job.signal);
      const brand = await brandOf(row.brand_id ?? campaign.brand_id);
      const outcome = await deliverRow(
        deps,
        owner,
        row,
        () =>
          messageFor(config, {
            recipient: row,
            subject: campaign.subject,
            preheader: campaign.preheader,
            blocks: campaign.blocks,
            brand,
            base,
            sender_name: campaign.sender_name,
            campaign_id: id,
            track: true,
            footer_note: footerNoteOf(campaign, brand.name),
          }).message,
        { ownerId: coachId, brandId: campaign.brand_id, campaignId: id },
      );
      if (outcome === 'sent') {
        sent += 1;
        failures = 0;
      } else if (outcome === 'retry' || outcome === 'unknown') {
        failures += 1;
        if (failures >= FAILURES_BEFORE_PAUSE) {
          deps.log.warn({ campaign_id: id }, 'campaign: the mail server keeps failing; pausing');
          await follow(PAUSE_SECONDS, 'pause');
          return { outcome: 'continued', sent };
        }
      }
    }
  } finally {
    await repo.releaseLease(db, id, owner).catch(() => {});
  }
}
