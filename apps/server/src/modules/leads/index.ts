/**
 * The lead pipeline (issue 7/8, ADR 017; top layer beside clients): stages, the board and list,
 * moves with stage history, notes, won/lost, and conversion into a client account through the
 * people module's invite. `captureLead` is the one way in from outside: the public contact form
 * (`POST /api/leads/capture`) and the staff calendar's booking links. Moves emit
 * `lead.stage_changed` (platform/events.ts) for the automations.
 */
import type { FastifyPluginAsync } from 'fastify';
import { leadRoutes } from './routes';
import { stages } from './service';

/** A coach's own leads as SQL for their e-mail to their contacts (campaigns, above). */
export { coachLeadContactsSql } from './audience';
export {
  ACCOUNT_EXISTS_MESSAGE,
  type CaptureInput,
  captureLead,
  captureLooksAutomated,
  leadBrief,
  leadIdOfUser,
  leadStageCounts,
  listClientLeads,
  moveLeadToStage,
  stages as leadStages,
} from './service';

export const leadsPlugin: FastifyPluginAsync = async (app) => {
  // The default stages exist before the first request (they are also made on first use).
  app.addHook('onReady', async () => {
    try {
      await stages(app.deps.db);
    } catch (err) {
      app.log.error({ err }, 'leads: could not make the default stages');
    }
  });
  await app.register(leadRoutes);
};
