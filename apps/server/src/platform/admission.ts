/**
 * Request admission for the embedded database (ADR 008). PGlite runs PostgreSQL in this process,
 * one query at a time, on the event loop: with 100 connections every request's queries
 * interleave in one queue, a request of k queries waits behind up to k × 99 others, and the
 * unlucky ones waited over 10 s. Here at most `maxActive` API requests run at once; the others
 * wait their turn in order (FIFO), at most `maxQueue` of them and for at most `maxWaitMs`; past
 * either bound a request is answered at once with 503 and Retry-After instead of hanging.
 *
 * Applied only on the embedded driver (app.ts); PostgreSQL has its own pool and needs none.
 * `/api/health` and `/api/metrics` are never held back: probes must see the process is alive;
 * WebSocket upgrades are not either (a socket would hold its slot for its whole life).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';

export interface AdmissionOptions {
  maxActive: number;
  maxQueue: number;
  maxWaitMs: number;
  /** Seconds a refused client is asked to wait. */
  retryAfterSeconds: number;
}

export const EMBEDDED_DB_ADMISSION: AdmissionOptions = {
  maxActive: 16,
  maxQueue: 512,
  maxWaitMs: 5_000,
  retryAfterSeconds: 2,
};

const EXEMPT = new Set(['/api/health', '/api/metrics']);

export const BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';

/** A FIFO of bounded length in front of a bounded number of running requests. */
export class Admission {
  private active = 0;
  private readonly waiting: Array<{ admit: () => void; timer: NodeJS.Timeout }> = [];

  constructor(readonly opts: AdmissionOptions) {}

  get load() {
    return { active: this.active, queued: this.waiting.length };
  }

  /** Resolves with a release function once admitted; rejects with 503 past the queue or wait bound. */
  acquire(): Promise<() => void> {
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.active--;
      const next = this.waiting.shift();
      if (next) {
        clearTimeout(next.timer);
        next.admit();
      }
    };
    if (this.active < this.opts.maxActive) {
      this.active++;
      return Promise.resolve(release);
    }
    if (this.waiting.length >= this.opts.maxQueue) return Promise.reject(this.busy());
    return new Promise((resolve, reject) => {
      const entry = {
        admit: () => {
          this.active++;
          resolve(release);
        },
        timer: setTimeout(() => {
          const i = this.waiting.indexOf(entry);
          if (i >= 0) this.waiting.splice(i, 1);
          reject(this.busy());
        }, this.opts.maxWaitMs),
      };
      this.waiting.push(entry);
    });
  }

  private busy(): AppError {
    const seconds = this.opts.retryAfterSeconds;
    return new AppError(
      'UNAVAILABLE',
      BUSY_MESSAGE,
      { retry_after: seconds },
      {
        'Retry-After': String(seconds),
      },
    );
  }
}

/** Holds `/api/*` requests (probes excepted) to the admission bounds; released when the response ends. */
export function registerAdmission(app: FastifyInstance, opts: AdmissionOptions): Admission {
  const admission = new Admission(opts);
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const url = req.url.split('?', 1)[0]!;
    if (!url.startsWith('/api/') || EXEMPT.has(url)) return;
    // A WebSocket lives for hours and queries only when it subscribes: holding a slot for its whole
    // life would let 16 open tabs lock every other request out.
    if (req.headers.upgrade?.toLowerCase() === 'websocket') return;
    const release = await admission.acquire();
    // 'close' fires once however the exchange ends: sent, failed, or the client went away.
    reply.raw.once('close', release);
  });
  return admission;
}
