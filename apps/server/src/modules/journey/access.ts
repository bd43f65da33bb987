import type { Role } from '@fundpath/contracts/roles';

/** Who edits journey content (steps, scripts, fields, default tasks): the steps team; admin passes every staff list. */
export const STEP_EDITORS: readonly Role[] = ['admin', 'steps_team'];
