import { describe, expect, it, vi } from 'vitest';
import { dedupeKey, InFlightRequests } from './dedupe';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('InFlightRequests', () => {
  it('shares one run and the same promise between identical callers', async () => {
    const inFlight = new InFlightRequests();
    const work = deferred<string>();
    const start = vi.fn(() => work.promise);
    const a = inFlight.run('k', start);
    const b = inFlight.run('k', start);
    expect(a).toBe(b);
    expect(start).toHaveBeenCalledTimes(1);
    expect(inFlight.size).toBe(1);
    work.resolve('done');
    await expect(a).resolves.toBe('done');
    expect(inFlight.size).toBe(0);
  });

  it('starts a new run once the previous one settled', async () => {
    const inFlight = new InFlightRequests();
    const start = vi.fn(async () => 'x');
    await inFlight.run('k', start);
    await inFlight.run('k', start);
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('runs different keys separately', () => {
    const inFlight = new InFlightRequests();
    const start = vi.fn(() => new Promise<never>(() => {}));
    inFlight.run('a', start);
    inFlight.run('b', start);
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('lets one caller abort without cancelling the work another still waits for', async () => {
    const inFlight = new InFlightRequests();
    const work = deferred<string>();
    let sharedSignal: AbortSignal | undefined;
    const first = new AbortController();
    const second = new AbortController();
    const a = inFlight.run(
      'k',
      (signal) => {
        sharedSignal = signal;
        return work.promise;
      },
      first.signal,
    );
    const b = inFlight.run('k', () => work.promise, second.signal);
    first.abort();
    await expect(a).rejects.toMatchObject({ name: 'AbortError' });
    expect(sharedSignal?.aborted).toBe(false);
    work.resolve('done');
    await expect(b).resolves.toBe('done');
  });

  it('aborts the shared work once every caller has aborted', async () => {
    const inFlight = new InFlightRequests();
    let sharedSignal: AbortSignal | undefined;
    const first = new AbortController();
    const a = inFlight.run(
      'k',
      (signal) => {
        sharedSignal = signal;
        return new Promise<never>(() => {});
      },
      first.signal,
    );
    first.abort();
    await expect(a).rejects.toMatchObject({ name: 'AbortError' });
    expect(sharedSignal?.aborted).toBe(true);
  });
});

describe('dedupeKey', () => {
  it('is the same for the same method, url, headers (any order or case) and body', () => {
    expect(dedupeKey('get', '/a', undefined, { A: '1', b: '2' })).toBe(
      dedupeKey('GET', '/a', undefined, { B: '2', a: '1' }),
    );
  });

  it('differs when the body or url differs', () => {
    expect(dedupeKey('POST', '/a', '{"x":1}')).not.toBe(dedupeKey('POST', '/a', '{"x":2}'));
    expect(dedupeKey('GET', '/a?x=1', undefined)).not.toBe(dedupeKey('GET', '/a?x=2', undefined));
  });
});

describe('InFlightRequests after an abort', () => {
  it('starts fresh work when the identical in-flight call was already aborted by all its callers', async () => {
    const flights = new InFlightRequests();
    let started = 0;
    const start = (signal: AbortSignal) =>
      new Promise<string>((resolve, reject) => {
        started += 1;
        const n = started;
        signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        setTimeout(() => resolve(`result ${n}`), 5);
      });
    const first = new AbortController();
    const firstCall = flights.run('GET /api/auth/current-user', start, first.signal);
    first.abort();
    // Same tick, as React StrictMode's remount does: the aborted entry has not settled yet.
    const secondCall = flights.run('GET /api/auth/current-user', start, new AbortController().signal);
    await expect(firstCall).rejects.toThrow();
    expect(await secondCall).toBe('result 2');
    expect(started).toBe(2);
  });
});
