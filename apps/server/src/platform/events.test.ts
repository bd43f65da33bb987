import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureJourneyContent } from '../seed';
import { injectAs, makeUser } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';
import type { Db } from './db';
import { createEventBus, type EventContext, type PlatformEvents } from './events';

function context(): EventContext & { errors: unknown[] } {
  const errors: unknown[] = [];
  return { db: {} as Db, log: { error: (obj) => errors.push(obj) }, errors };
}

describe('event bus', () => {
  it('runs every handler in subscription order and resolves when all are done', async () => {
    const bus = createEventBus();
    const seen: string[] = [];
    bus.on('step.reset', async ({ step_number }) => {
      await new Promise((r) => setTimeout(r, 5));
      seen.push(`first ${step_number}`);
    });
    bus.on('step.reset', ({ user_id }) => {
      seen.push(`second ${user_id}`);
    });
    bus.on('step.started', () => {
      seen.push('other event');
    });
    await bus.emit(context(), 'step.reset', { user_id: 'u1', step_number: 3 });
    expect(seen).toEqual(['first 3', 'second u1']);
  });

  it('logs a failing handler and still runs the others, without throwing to the emitter', async () => {
    const bus = createEventBus();
    const after = vi.fn();
    bus.on('ticket.created', () => {
      throw new Error('mail server down');
    });
    bus.on('ticket.created', after);
    const ctx = context();
    const payload = { ticket_id: 't1', user_id: 'u1', created_by: 'u1' };
    await expect(bus.emit(ctx, 'ticket.created', payload)).resolves.toBeUndefined();
    expect(after).toHaveBeenCalledWith(payload, ctx);
    expect(ctx.errors).toEqual([expect.objectContaining({ event: 'ticket.created' })]);
  });

  it('stops calling a handler once unsubscribed', async () => {
    const bus = createEventBus();
    const handler = vi.fn();
    const off = bus.on('credit.report_pulled', handler);
    const payload: PlatformEvents['credit.report_pulled'] = {
      user_id: 'u',
      report_id: 'r',
      version: 1,
      source: 'import',
    };
    await bus.emit(context(), 'credit.report_pulled', payload);
    off();
    await bus.emit(context(), 'credit.report_pulled', payload);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('types each payload by its event name', () => {
    const bus = createEventBus();
    bus.on('step.completed', (p) => {
      // approved_by exists on step.completed and is typed
      const by: string | null = p.approved_by;
      expect(by === null || typeof by === 'string').toBe(true);
    });
    // @ts-expect-error a step.reset payload needs step_number
    void bus.emit(context(), 'step.reset', { user_id: 'u' });
    // @ts-expect-error unknown event names are refused
    bus.on('step.unknown', () => {});
  });
});

describe('events in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await ensureJourneyContent(t.db);
  });
  afterAll(() => t.close());

  it('announces journey changes after they commit, and a failing subscriber never fails the request', async () => {
    const client = await makeUser(t.db, 'client');
    const seen: Array<[string, unknown]> = [];
    const offs = [
      t.app.deps.events.on('step.started', (p) => {
        seen.push(['step.started', p]);
      }),
      t.app.deps.events.on('step.reset', (p) => {
        seen.push(['step.reset', p]);
        throw new Error('a broken automation');
      }),
    ];
    try {
      const started = await injectAs(t.app, client, {
        method: 'POST',
        url: '/api/coaching/start-step',
        payload: { step: 1 },
      });
      expect(started.statusCode).toBe(200);
      // A replay changes nothing, so it announces nothing.
      await injectAs(t.app, client, {
        method: 'POST',
        url: '/api/coaching/start-step',
        payload: { step: 1 },
      });
      const reset = await injectAs(t.app, client, { method: 'POST', url: '/api/coaching/reset-step/1' });
      expect(reset.statusCode).toBe(200);
      expect(seen).toEqual([
        ['step.started', { user_id: client.id, step_number: 1 }],
        ['step.reset', { user_id: client.id, step_number: 1 }],
      ]);
    } finally {
      for (const off of offs) off();
    }
  });
});
