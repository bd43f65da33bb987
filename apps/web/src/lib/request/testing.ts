import { vi } from 'vitest';

/** What a fake endpoint does: answer, fail at the network, or hang until aborted. */
export type FakeReply = Response | 'network-error' | 'hang';

export function jsonResponse(status: number, body?: unknown, statusText = ''): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * A fetch double for the request layer's tests: `reply` decides each call's outcome; calls are
 * recorded (url and init) on the returned mock.
 */
export function fakeFetch(
  reply: (url: string, init: RequestInit, call: number) => FakeReply | Promise<FakeReply>,
) {
  let call = 0;
  return vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    call += 1;
    const outcome = await reply(String(input), init, call);
    if (outcome === 'network-error') throw new TypeError('Failed to fetch');
    if (outcome === 'hang') {
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true });
      });
    }
    return outcome;
  });
}

/** Resolves to the settled value or the error, so a rejection is never left unhandled while timers run. */
export function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  return promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
}
