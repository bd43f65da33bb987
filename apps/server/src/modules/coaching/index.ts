/**
 * Journey progress (ADR 003, above journey content, application, tasks and credit): which step a
 * user may start, completion, approvals and the route after qualification. Changes are announced
 * as platform events (`step.started`, `step.completed`, `step.reset`…), never by calling up.
 */

export { coachingPlugin } from './plugin';
export type { JourneyRow, ProgressRow } from './repo';
/** SQL fragment for the AI coach's context fingerprint (built by the table owner, ADR 003). */
export { progressFingerprint } from './repo';
export {
  approveStep,
  type ClientStep,
  clientStepsOf,
  completeStep,
  getProgress,
  getStepsProgress,
  type JourneySummary,
  journeySummaryOf,
  listApprovals,
  listJourneyClients,
  resetStep,
  sendBackStep,
  startStep,
  taskSummary,
} from './service';
/** The step funnel and client journey activity (platform analytics); clients' open steps (`/admin/sync`). */
export {
  type ClientOpenSteps,
  clientJourneyActivity,
  clientsWithOpenSteps,
  countClientsWithOpenSteps,
  type FunnelRow,
  stepFunnel,
} from './stats';
