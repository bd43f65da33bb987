/**
 * Automations (issue 8/8, ADR 019; top layer): workflows that start on platform events (and on
 * time-based scans), check conditions over the client record, and run ordered actions with waits
 * between them, durably on the job runner (`automations.step` jobs; `automations.scan` every 5
 * minutes). Acts only through the lower modules' exports. Imported by modules/index.ts and tests.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { EngineDeps } from './actions';
import { emailPort } from './email';
import { ensureStepJobs, runStep, STEP_JOB, STEP_RETRIES } from './engine';
import { automationRoutes } from './routes';
import { SCAN_CRON, SCAN_JOB, scan, subscribeTriggers } from './triggers';

export { REPEAT_RUNS_PER_DAY, STEP_JOB } from './engine';
export { listTemplates } from './templates';
export { SCAN_JOB } from './triggers';

export const automationsPlugin: FastifyPluginAsync = async (app) => {
  const { db, config, events, jobs, sessionCache, mailer, storage } = app.deps;
  const engine: EngineDeps = {
    db,
    config,
    log: app.log,
    events,
    jobs,
    sessionCache,
    notifications: { db, realtime: app.realtime, jobs, mailer, publicUrl: config.publicUrl, log: app.log },
    support: { storage, realtime: app.realtime },
    email: emailPort(app),
  };
  const unsubscribe = subscribeTriggers(events, engine);
  app.addHook('onClose', async () => unsubscribe());

  jobs.work(STEP_JOB, (job) => runStep(engine, job.data, job.retryCount), {
    concurrency: 2,
    queue: { retryLimit: STEP_RETRIES, retryDelay: 30, retryBackoff: true },
  });
  jobs.work(SCAN_JOB, async () => {
    const started = await scan(engine);
    if (started) app.log.info({ event: 'automations_scan', started }, 'automations: scan started runs');
  });
  void jobs.schedule(SCAN_JOB, SCAN_CRON, {});
  app.addHook('onReady', async () => {
    try {
      await ensureStepJobs(engine);
    } catch (err) {
      app.log.error({ err }, 'automations: could not ensure the runs’ step jobs');
    }
  });
  await app.register(automationRoutes, { engine });
};
