/** Test worker for worker-pool.test.ts: spins for `spinMs`, then answers (or fails as asked). */
import { threadId } from 'node:worker_threads';
import { AppError } from './errors';
import { serveWorkerTasks } from './worker-pool';

serveWorkerTasks((input: { spinMs: number; fail?: 'app' | 'bug'; value?: number }) => {
  const until = Date.now() + input.spinMs;
  while (Date.now() < until) {
    // Synchronous work: only terminating the worker stops it.
  }
  if (input.fail === 'app') throw new AppError('VALIDATION_FAILED', 'bad input');
  if (input.fail === 'bug') throw new Error('secret internals');
  return { value: input.value ?? 0, threadId };
});
