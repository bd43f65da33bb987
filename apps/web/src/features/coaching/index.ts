/** The coaching journey: the client's dashboard of 18 steps, and the staff step, script and journey screens. */
export { approvalsQuery, journeyClientsQuery, useApprovals, useJourneyClients } from './api/journey-admin';
export {
  coachingKeys,
  coachingProgressQuery,
  stepsProgressQuery,
  useCoachingProgress,
  useStepsProgress,
} from './api/progress';
export {
  scriptQuery,
  scriptsQuery,
  stepFunctionsQuery,
  upsertScript,
  useScript,
  useScripts,
} from './api/scripts';
export { CoachingScriptsAdmin } from './components/admin/coaching-scripts-admin';
export { JourneyDashboard } from './components/admin/journey-dashboard';
export { ScriptEditor } from './components/admin/script-editor';
export { type StepDetails, StepDetailsForm } from './components/admin/step-details-form';
export { StepManager } from './components/admin/step-manager';
export { CoachPlaceholder } from './components/coach-placeholder';
export {
  COACHING_MESSAGES,
  type CoachContext,
  CoachingDashboard,
  type CoachingDashboardProps,
  type TasksPanelContext,
} from './components/coaching-dashboard';
