/**
 * Journey content (ADR 003, bottom of the journey): steps with their coaching scripts, step
 * functions, and who edits them. Other modules import only this file.
 */
export { STEP_EDITORS } from './access';
export type { StepRow } from './repo';
/** SQL fragment for the AI coach's context fingerprint (built by the table owner, ADR 003). */
export { contentFingerprint } from './repo';
export { journeyRoutes } from './routes';
export {
  assignStepFunction,
  functionsOfStep,
  getScript,
  listScripts,
  listStepFunctionAssignments,
  listSteps,
  loadStepFunctions,
  reorderSteps,
  requireStep,
  type StepFunctions,
  toScript,
  upsertScript,
} from './service';
