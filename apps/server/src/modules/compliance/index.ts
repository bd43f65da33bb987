/**
 * Compliance (ADR 003, top layer: it reads and anonymises a user across domains through their
 * modules' indexes): consents, data exports (the `compliance.export` job) and deletion requests.
 * Nothing imports this file but modules/index.ts (and tests).
 */
import type { FastifyPluginAsync } from 'fastify';
import { complianceRoutes as routes } from './routes';
import {
  buildExport,
  type ComplianceDeps,
  EXPORT_JOB,
  PURGE_JOB,
  purgeExpiredExports,
  queueRequestedExports,
} from './service';

export { buildExport, EXPORT_JOB, PURGE_JOB, purgeExpiredExports } from './service';

export const complianceRoutes: FastifyPluginAsync = async (app) => {
  const deps: ComplianceDeps = { db: app.deps.db, storage: app.deps.storage, log: app.log };
  app.deps.jobs.work(EXPORT_JOB, async (job) => buildExport(deps, job.data.exportId));
  app.deps.jobs.work(PURGE_JOB, async () => {
    await purgeExpiredExports(deps);
  });
  void app.deps.jobs.schedule(PURGE_JOB, '17 * * * *', {});
  app.addHook('onReady', async () => {
    try {
      await queueRequestedExports(deps, app.deps.jobs);
    } catch (err) {
      app.log.error({ err }, 'compliance: could not queue waiting exports');
    }
  });
  await app.register(routes);
};
