/**
 * E-mail campaigns (issue 8/8, ADR 018; the layer above clients and leads, beside calendar):
 * segments over the real data (the client record, users, buyers, marketplace bookings), the block
 * composer's renderer, the send job with its send log and throttle, the suppression list,
 * unsubscribe, open and click tracking with stats; and the marketing kit's e-mail from a coach to
 * their own contacts. `renderEmail` and `sendTransactionalEmail` are the way in for modules above
 * (the automations' "send e-mail" action).
 */
import type { FastifyPluginAsync } from 'fastify';
import { campaignsToResume } from './repo';
import { campaignPublicRoutes, campaignRoutes, marketingEmailRoutes } from './routes';
import { Pacer, runCampaignSend, SEND_JOB } from './send';

export { MailDeliveryError } from '../../adapters/mail';
export {
  type EmailBrand,
  type EmailVariables,
  linksOf,
  type RenderedEmail,
  type RenderInput,
  renderEmail,
} from './render';
export { Pacer, runCampaignSend, SEND_JOB } from './send';
export {
  sendTransactionalEmail,
  type TransactionalEmailInput,
  type TransactionalEmailResult,
} from './transactional';

export const campaignsPlugin: FastifyPluginAsync = async (app) => {
  const { db, mailer, config, jobs } = app.deps;
  const pacer = new Pacer(() => config.campaigns.ratePerMinute);
  const log = app.log.child({ module: 'campaigns' });
  jobs.work(
    SEND_JOB,
    async (job) => {
      await runCampaignSend({ db, mailer, config, jobs, pacer, log }, job);
    },
    // A run hands over after a few minutes, so 10 minutes running means the worker died.
    { concurrency: 2, queue: { expireInSeconds: 10 * 60, retryLimit: 10 } },
  );
  // Every scheduled or sending campaign has a job (a restart, or a job lost with its worker);
  // a duplicate finds the lease taken or the schedule moved on, and does nothing.
  app.addHook('onReady', async () => {
    try {
      const boot = Date.now();
      for (const c of await campaignsToResume(db)) {
        const at =
          c.status === 'scheduled' && c.scheduled_at && c.scheduled_at > new Date() ? c.scheduled_at : 0;
        await jobs.send(
          SEND_JOB,
          { campaign_id: c.id, seq: c.send_seq, part: 0 },
          { singletonKey: `send:${c.id}:${c.send_seq}:boot:${boot}`, startAfter: at },
        );
      }
    } catch (err) {
      app.log.error({ err }, 'campaigns: could not resume scheduled campaigns');
    }
  });
  await app.register(campaignRoutes);
  await app.register(campaignPublicRoutes);
  await app.register(marketingEmailRoutes);
};
