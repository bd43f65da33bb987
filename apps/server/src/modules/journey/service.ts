/**
 * Journey content: steps with their coaching scripts, and step functions. The bottom of the
 * journey (ADR 003): application, tasks and progress (coaching) read steps from here; nothing
 * here knows about a user's progress.
 */
import {
  type CoachingScript,
  type CoachingScriptUpsert,
  DEFAULT_STEP_FUNCTIONS,
  journeyMessages,
  type StepFunctionName,
  type StepsReorder,
  stepFunctionNames,
} from '@fundpath/contracts/coaching';
import type { Ctx } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { StepRow } from './repo';
import * as repo from './repo';

export type StepFunctions = Record<StepFunctionName, number>;

/** Assigned step per function, with the defaults where no admin assignment exists. */
export async function loadStepFunctions(
  db: Db,
): Promise<{ functions: StepFunctions; assigned: Set<StepFunctionName> }> {
  const rows = await repo.listStepFunctions(db);
  const functions: StepFunctions = { ...DEFAULT_STEP_FUNCTIONS };
  const assigned = new Set<StepFunctionName>();
  for (const row of rows) {
    if ((stepFunctionNames as readonly string[]).includes(row.function_name)) {
      functions[row.function_name] = row.assigned_step;
      assigned.add(row.function_name);
    }
  }
  return { functions, assigned };
}

export function functionsOfStep(functions: StepFunctions, stepNumber: number): StepFunctionName[] {
  return stepFunctionNames.filter((name) => functions[name] === stepNumber);
}

export function toScript(row: StepRow, functions: StepFunctions): CoachingScript {
  return {
    step_number: row.step_number,
    step_title: row.step_title,
    description: row.description,
    estimated_duration: row.estimated_duration,
    icon_type: row.icon_type,
    display_order: row.display_order,
    locked: row.locked,
    requires_approval: row.requires_approval,
    greeting_message: row.greeting_message,
    talking_points: row.talking_points,
    faqs: row.faqs,
    completion_criteria: row.completion_criteria,
    functions: functionsOfStep(functions, row.step_number),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The steps in journey order (display_order, then step number). */
export async function listSteps(db: Db): Promise<StepRow[]> {
  return repo.listSteps(db);
}

export async function listScripts(ctx: Ctx): Promise<CoachingScript[]> {
  const [steps, { functions }] = await Promise.all([repo.listSteps(ctx.db), loadStepFunctions(ctx.db)]);
  return steps.map((s) => toScript(s, functions));
}

/** A step that exists, or 404 (used by every module that takes a step number). */
export async function requireStep(db: Db, stepNumber: number): Promise<StepRow> {
  const step = await repo.findStep(db, stepNumber);
  if (!step) throw new AppError('NOT_FOUND', journeyMessages.stepNotAvailable(stepNumber));
  return step;
}

export async function getScript(ctx: Ctx, stepNumber: number): Promise<CoachingScript> {
  const step = await requireStep(ctx.db, stepNumber);
  const { functions } = await loadStepFunctions(ctx.db);
  return toScript(step, functions);
}

/** Creates the step (step_title needed) or updates the fields given; replaying it changes nothing. */
export async function upsertScript(
  ctx: Ctx,
  input: CoachingScriptUpsert,
): Promise<{ script: CoachingScript; created: boolean }> {
  const { step_number, ...fields } = input;
  const patch = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  const result = await ctx.db.transaction(async (tx) => {
    const existing = await repo.findStep(tx, step_number);
    if (existing) {
      const row = Object.keys(patch).length ? await repo.updateStep(tx, step_number, patch) : existing;
      return { row: row!, created: false };
    }
    if (!input.step_title) throw new AppError('VALIDATION_FAILED', 'step_title is required to create a step');
    const display_order = input.display_order ?? (await repo.maxDisplayOrder(tx)) + 1;
    const row = await repo.insertStepIfMissing(tx, {
      ...patch,
      step_number,
      step_title: input.step_title,
      display_order,
    });
    if (!row) throw new AppError('CONFLICT', `Step ${step_number} was created at the same time; try again`);
    return { row, created: true };
  });
  const { functions } = await loadStepFunctions(ctx.db);
  return { script: toScript(result.row, functions), created: result.created };
}

export async function reorderSteps(ctx: Ctx, input: StepsReorder): Promise<CoachingScript[]> {
  const numbers = input.steps.map((s) => s.step_number);
  if (new Set(numbers).size !== numbers.length)
    throw new AppError('VALIDATION_FAILED', 'Each step may appear only once');
  await ctx.db.transaction(async (tx) => {
    for (const { step_number, display_order } of input.steps) {
      const row = await repo.updateStep(tx, step_number, { display_order });
      if (!row) throw new AppError('NOT_FOUND', `Step ${step_number} does not exist`);
    }
  });
  return listScripts(ctx);
}

export async function listStepFunctionAssignments(ctx: Ctx) {
  const { functions, assigned } = await loadStepFunctions(ctx.db);
  return stepFunctionNames.map((name) => ({
    function_name: name,
    assigned_step: functions[name],
    is_assigned: assigned.has(name),
  }));
}

/** Assigns a function to an existing step; the three functions must stay on distinct steps. */
export async function assignStepFunction(ctx: Ctx, name: StepFunctionName, stepNumber: number) {
  await ctx.db.transaction(async (tx) => {
    await requireStep(tx, stepNumber);
    const { functions } = await loadStepFunctions(tx);
    const clash = stepFunctionNames.find((other) => other !== name && functions[other] === stepNumber);
    if (clash) throw new AppError('CONFLICT', `Step ${stepNumber} is already assigned to ${clash}`);
    await repo.upsertStepFunction(tx, name, stepNumber);
  });
  return listStepFunctionAssignments(ctx);
}
