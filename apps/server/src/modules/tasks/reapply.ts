/**
 * Default tasks re-applied to existing clients (`/admin/sync`): a step's default tasks are
 * materialised per user when they start the step, so tasks added to a step later never reach
 * the clients already on it. This creates the missing ones; existing tasks (done or not,
 * edited or not) are left alone, so it can run any number of times.
 */
import type { Db } from '../../platform/db';
import type { DefaultTaskRow } from './repo';
import * as repo from './repo';

/** Every default task, by step: loaded once per run. */
export async function defaultTasksByStep(db: Db): Promise<Map<number, DefaultTaskRow[]>> {
  const byStep = new Map<number, DefaultTaskRow[]>();
  for (const d of await repo.listDefaultTasks(db)) {
    const list = byStep.get(d.step_number) ?? [];
    list.push(d);
    byStep.set(d.step_number, list);
  }
  return byStep;
}

/** Creates the user's missing default tasks of these steps; returns how many were created. */
export async function reapplyDefaultTasks(
  db: Db,
  userId: string,
  steps: readonly number[],
  byStep: Map<number, DefaultTaskRow[]>,
): Promise<number> {
  const defaults = steps.flatMap((s) => byStep.get(s) ?? []);
  const created = await repo.insertTasksFromDefaults(db, userId, defaults);
  return created.length;
}
