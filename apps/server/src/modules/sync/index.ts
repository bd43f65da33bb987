/**
 * Syncs (issue 3/8; top layer): `/admin/sync` shows and re-runs the platform's maintenance
 * syncs, each run a background job (`sync.run`, ADR 006) with its progress and outcome kept in
 * `sync_runs`. The work belongs to the modules that own the data (ai: the knowledge index;
 * tasks with coaching: default tasks re-applied), reached through their index files.
 */
import type { FastifyPluginAsync } from 'fastify';
import { syncRoutes } from './routes';
import { registerSyncJob } from './service';

export { executeRun, SYNC_JOB } from './service';

export const syncPlugin: FastifyPluginAsync = async (app) => {
  registerSyncJob(app.deps.jobs, { db: app.deps.db, log: app.log });
  await app.register(syncRoutes);
};
