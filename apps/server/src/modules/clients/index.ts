/**
 * The staff client record (issue 7/8, ADR 017; top layer): the client list's read model, kept by
 * the platform events of coaching, tasks, credit and support, plus the record's own facts (tags,
 * assigned staff, notes, the activity timeline, saved views). Imported by modules/index.ts, tests
 * and workspace-analytics (the layer above: the staff /analytics numbers).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { EventContext } from '../../platform/events';
import { ticketOwner } from '../support';
import * as repo from './repo';
import { clientRoutes } from './routes';
import { rebuildAll, rebuildNeeded, refreshClient } from './service';

/** Client facts as SQL for the e-mail campaigns' segments (campaigns, above). */
export {
  type ClientAudienceFacts,
  clientCurrentStep,
  clientCurrentStepTitle,
  clientFactsWhere,
  clientLastActivity,
} from './audience';
/** A client's assigned staff (the calendar offers the client their booking link). */
export { assigneesOf } from './repo';
/** The read model's refresh; the workspace's client figures for /analytics (workspace-analytics, above). */
export {
  allClientTags,
  type ClientNumbers,
  catchUp,
  changeClientTag,
  clientNumbers,
  clientSummaryOf,
  myClientIds,
  rebuildAll,
  refreshClient,
  viewerBrand,
} from './service';

export const CLIENTS_REBUILD_JOB = 'clients.rebuild';

declare module '../../platform/jobs' {
  interface JobData {
    'clients.rebuild': Record<string, never>;
  }
}

/** Refreshes the client's row and adds a line to their timeline. */
async function heard(
  { db }: EventContext,
  userId: string,
  line: { kind: string; summary: string; actor_id?: string | null; ref?: Record<string, string | number> },
): Promise<void> {
  await refreshClient(db, userId);
  if (!(await repo.findSummary(db, userId))) return; // not a client: no timeline
  await repo.insertActivity(db, {
    user_id: userId,
    kind: line.kind,
    summary: line.summary,
    actor_id: line.actor_id ?? null,
    ref: line.ref ?? {},
  });
}

export const clientsPlugin: FastifyPluginAsync = async (app) => {
  const { events, jobs, db } = app.deps;
  events.on('step.started', (p, c) =>
    heard(c, p.user_id, {
      kind: 'step.started',
      summary: `Started step ${p.step_number}`,
      actor_id: p.user_id,
      ref: { step_number: p.step_number },
    }),
  );
  events.on('step.submitted', (p, c) =>
    heard(c, p.user_id, {
      kind: 'step.submitted',
      summary: `Submitted step ${p.step_number} for approval`,
      actor_id: p.user_id,
      ref: { step_number: p.step_number },
    }),
  );
  events.on('step.completed', (p, c) =>
    heard(c, p.user_id, {
      kind: p.approved_by ? 'step.approved' : 'step.completed',
      summary: p.approved_by ? `Step ${p.step_number} approved` : `Completed step ${p.step_number}`,
      actor_id: p.approved_by ?? p.user_id,
      ref: { step_number: p.step_number },
    }),
  );
  events.on('step.sent_back', (p, c) =>
    heard(c, p.user_id, {
      kind: 'step.sent_back',
      summary: `Step ${p.step_number} sent back for changes`,
      actor_id: p.reviewed_by,
      ref: { step_number: p.step_number },
    }),
  );
  events.on('step.reset', (p, c) =>
    heard(c, p.user_id, {
      kind: 'step.reset',
      summary: `Reset step ${p.step_number}`,
      actor_id: p.user_id,
      ref: { step_number: p.step_number },
    }),
  );
  // A new client account (an invite accepted, or made by an admin): in the list from the start.
  events.on('client.signed_up', (p, c) =>
    heard(c, p.user_id, {
      kind: 'client.signed_up',
      summary: p.via === 'invite' ? 'Signed up (accepted an invite)' : 'Account created by an admin',
      actor_id: p.via === 'invite' ? p.user_id : null,
    }),
  );
  // Task edits are frequent: they refresh the counts but do not fill the timeline.
  events.on('task.updated', (p, { db: tx }) => refreshClient(tx, p.user_id));
  events.on('credit.report_pulled', (p, c) =>
    heard(c, p.user_id, {
      kind: 'credit.report_pulled',
      summary: `Credit report version ${p.version} stored (${p.source})`,
      ref: { report_id: p.report_id, version: p.version },
    }),
  );
  events.on('ticket.created', (p, c) =>
    heard(c, p.user_id, {
      kind: 'ticket.created',
      summary: 'Opened a support ticket',
      actor_id: p.created_by,
      ref: { ticket_id: p.ticket_id },
    }),
  );
  events.on('ticket.status_changed', async (p, c) => {
    const owner = await ticketOwner(c.db, p.ticket_id);
    if (!owner) return;
    await heard(c, owner, {
      kind: 'ticket.status_changed',
      summary: `Ticket ${p.from.replaceAll('_', ' ')} → ${p.to.replaceAll('_', ' ')}`,
      actor_id: p.changed_by,
      ref: { ticket_id: p.ticket_id },
    });
  });

  // The staff calendar (a layer above) tells of a client's booking through its event.
  events.on('calendar.booking_created', async (p, c) => {
    if (!p.client_user_id) return;
    await heard(c, p.client_user_id, {
      kind: 'calendar.booking_created',
      summary: `Booked “${p.title}” for ${p.start_at.slice(0, 16).replace('T', ' ')} UTC`,
      actor_id: p.client_user_id,
      ref: { appointment_id: p.appointment_id },
    });
  });

  jobs.work(CLIENTS_REBUILD_JOB, async () => {
    const n = await rebuildAll(db);
    app.log.info({ event: 'clients_rebuild', clients: n }, 'client list read model rebuilt');
  });
  // A fresh database or one migrated from before this module: fill the read model once.
  app.addHook('onReady', async () => {
    try {
      if (await rebuildNeeded(db)) await jobs.send(CLIENTS_REBUILD_JOB, {}, { singletonKey: 'rebuild' });
    } catch (err) {
      app.log.error({ err }, 'clients: could not queue the read model rebuild');
    }
  });
  await app.register(clientRoutes);
};
