/**
 * CPU-heavy work off the event loop: a small pool of worker threads with a bounded queue and a
 * time limit per task. The main thread only posts the input and receives the answer, so
 * /api/health and every other request keep being served while a multi-megabyte credit report
 * is evaluated (issue "holes found by attacking a fresh install", hole 2).
 *
 * - size: max(1, cpus − 1), at most 4: one core stays for the event loop.
 * - queue: at most `maxQueue` tasks wait; past that a task is refused at once with 503 and
 *   Retry-After (the caller is asked to come back rather than pile up memory and latency).
 * - time limit: a task running longer than `timeoutMs` has its worker terminated (the only way
 *   to stop synchronous JS) and is answered 422 with a message naming the limit; a fresh worker
 *   takes its place on the next task.
 *
 * The worker module answers `{ id, ok: true, value }` or `{ id, ok: false, error }` for each
 * `{ id, input }` it receives (see `serveWorkerTasks`). TypeScript workers (dev, tests, `npm start`
 * all run the sources) register tsx's loader first.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { parentPort, type Transferable, Worker } from 'node:worker_threads';
import { AppError } from './errors';

export interface WorkerPoolOptions {
  /** The worker module (a .ts file is run through tsx). */
  url: URL;
  /** What the work is, for messages and logs ("credit report evaluation"). */
  name: string;
  size?: number;
  maxQueue?: number;
  timeoutMs?: number;
  /** Seconds a refused caller is asked to wait. */
  retryAfterSeconds?: number;
}

/** An error a worker reports for its task: an AppError code and message, re-thrown on the main thread. */
export interface WorkerTaskError {
  code?: AppError['code'];
  message: string;
  details?: unknown;
}

type Reply<O> = { id: number; ok: true; value: O } | { id: number; ok: false; error: WorkerTaskError };

interface Task<I, O> {
  id: number;
  input: I;
  transfer: Transferable[];
  resolve: (value: O) => void;
  reject: (err: unknown) => void;
}

interface Slot<I, O> {
  worker: Worker;
  task: Task<I, O> | null;
  timer: NodeJS.Timeout | null;
  /** The worker has loaded its module: the time limit counts from here (booting is not the task's time). */
  ready: boolean;
}

/** tsx's ESM loader API, resolved from here (a worker's bare imports resolve from its cwd). */
function tsxApi(): string {
  const resolved = createRequire(import.meta.url).resolve('tsx/esm/api');
  const esm = resolved.replace(/\.cjs$/, '.mjs');
  return pathToFileURL(existsSync(esm) ? esm : resolved).href;
}

export const defaultPoolSize = () => Math.min(4, Math.max(1, availableParallelism() - 1));

export class WorkerPool<I, O> {
  readonly size: number;
  readonly maxQueue: number;
  readonly timeoutMs: number;
  private readonly slots: Array<Slot<I, O> | null>;
  private readonly queue: Task<I, O>[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly opts: WorkerPoolOptions) {
    this.size = Math.max(1, opts.size ?? defaultPoolSize());
    // Each waiting task holds its input (a report body of up to 10 MB): bounded, not unbounded.
    this.maxQueue = opts.maxQueue ?? Math.max(8, this.size * 8);
    this.timeoutMs = opts.timeoutMs ?? 20_000;
    this.slots = new Array(this.size).fill(null);
  }

  /** Tasks running and waiting. */
  get load(): { running: number; queued: number } {
    return { running: this.slots.filter((s) => s?.task).length, queued: this.queue.length };
  }

  /** Runs one task; rejects with 503 when the queue is full, 422 past the time limit. */
  run(input: I, transfer: Transferable[] = []): Promise<O> {
    if (this.closed) return Promise.reject(new AppError('UNAVAILABLE', 'The server is shutting down.'));
    const idle = this.slots.findIndex((s) => !s?.task);
    if (idle < 0 && this.queue.length >= this.maxQueue) {
      const seconds = this.opts.retryAfterSeconds ?? 5;
      return Promise.reject(
        new AppError(
          'UNAVAILABLE',
          `The server is busy with other ${this.opts.name}s. Try again in ${seconds} seconds.`,
          { retry_after: seconds },
          { 'Retry-After': String(seconds) },
        ),
      );
    }
    return new Promise<O>((resolve, reject) => {
      const task: Task<I, O> = { id: this.nextId++, input, transfer, resolve, reject };
      if (idle >= 0) this.start(idle, task);
      else this.queue.push(task);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.queue.splice(0))
      t.reject(new AppError('UNAVAILABLE', 'The server is shutting down.'));
    await Promise.all(
      this.slots.map(async (s, i) => {
        this.slots[i] = null;
        if (!s) return;
        if (s.timer) clearTimeout(s.timer);
        s.task?.reject(new AppError('UNAVAILABLE', 'The server is shutting down.'));
        await s.worker.terminate();
      }),
    );
  }

  private spawn(index: number): Slot<I, O> {
    const worker = this.opts.url.pathname.endsWith('.ts')
      ? // A worker does not inherit the parent's loader hooks (`--import tsx` in execArgv is not
        // applied to the worker's own entry on Node 20): register tsx, then import the entry.
        new Worker(
          `import(${JSON.stringify(tsxApi())}).then((tsx) => { tsx.register(); return import(${JSON.stringify(this.opts.url.href)}); });`,
          { eval: true },
        )
      : new Worker(this.opts.url);
    // Idle workers must not keep the process alive.
    worker.unref();
    const slot: Slot<I, O> = { worker, task: null, timer: null, ready: false };
    worker.on('message', (reply: Reply<O> | { ready: true }) => {
      if ('ready' in reply) {
        slot.ready = true;
        if (slot.task) this.startTimer(index, slot, slot.task);
        return;
      }
      const task = slot.task;
      if (!task || reply.id !== task.id) return;
      this.finish(index, slot);
      if (reply.ok) task.resolve(reply.value);
      else
        task.reject(
          reply.error.code
            ? new AppError(reply.error.code, reply.error.message, reply.error.details)
            : new Error(reply.error.message),
        );
    });
    const fail = (err: unknown) => {
      if (this.slots[index] === slot) this.slots[index] = null;
      const task = slot.task;
      if (slot.timer) clearTimeout(slot.timer);
      slot.task = null;
      task?.reject(err instanceof Error ? err : new Error(`${this.opts.name} worker stopped`));
      this.next(index);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (slot.task) fail(new Error(`${this.opts.name} worker exited with code ${code}`));
      else if (this.slots[index] === slot) this.slots[index] = null;
    });
    return slot;
  }

  private start(index: number, task: Task<I, O>): void {
    const slot = this.slots[index] ?? this.spawn(index);
    this.slots[index] = slot;
    slot.task = task;
    slot.worker.ref();
    slot.worker.postMessage({ id: task.id, input: task.input }, task.transfer);
    if (slot.ready) this.startTimer(index, slot, task);
  }

  private startTimer(index: number, slot: Slot<I, O>, task: Task<I, O>): void {
    slot.timer = setTimeout(() => {
      // Synchronous work cannot be interrupted: the worker goes, a new one comes with the next task.
      this.slots[index] = null;
      slot.task = null;
      slot.timer = null;
      void slot.worker.terminate();
      const seconds = Math.round(this.timeoutMs / 1000);
      task.reject(
        new AppError(
          'LIMIT_REACHED',
          `The ${this.opts.name} took longer than the ${seconds > 0 ? `${seconds}-second` : `${this.timeoutMs} ms`} limit and was stopped.`,
        ),
      );
      this.next(index);
    }, this.timeoutMs);
  }

  private finish(index: number, slot: Slot<I, O>): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.task = null;
    slot.worker.unref();
    this.next(index);
  }

  private next(index: number): void {
    if (this.closed) return;
    const task = this.queue.shift();
    if (task) this.start(index, task);
  }
}

/** In a worker module: answers each posted task with `handle(input)` (errors with their code). */
export function serveWorkerTasks<I, O>(handle: (input: I) => O | Promise<O>): void {
  if (!parentPort) throw new Error('serveWorkerTasks runs inside a worker thread');
  const port = parentPort;
  port.on('message', async ({ id, input }: { id: number; input: I }) => {
    try {
      port.postMessage({ id, ok: true, value: await handle(input) });
    } catch (err) {
      const e = err as { code?: AppError['code']; message?: string; details?: unknown };
      const code = err instanceof AppError ? e.code : undefined;
      port.postMessage({
        id,
        ok: false,
        error: { code, message: code ? String(e.message) : 'Internal error', details: e.details },
      });
    }
  });
  port.postMessage({ ready: true });
}
