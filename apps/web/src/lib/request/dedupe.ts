import { abortReason } from './timers';

interface InFlight {
  promise: Promise<unknown>;
  controller: AbortController;
  /** Callers that can still abort; the shared work stops only when all of them have. */
  abortableCallers: number;
  /** A caller without a signal keeps the shared work alive. */
  pinned: boolean;
}

/**
 * Shares identical in-flight calls: the first call starts the work, later ones with the same key
 * get the same promise (callers with an AbortSignal get a view of it that rejects when they
 * abort; the shared work is only aborted once every caller has gone).
 */
export class InFlightRequests {
  private readonly entries = new Map<string, InFlight>();

  get size(): number {
    return this.entries.size;
  }

  run<T>(key: string, start: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    let entry = this.entries.get(key);
    // Work whose every caller has gone is already cancelled: a new caller starts afresh instead
    // of inheriting its abort (React StrictMode unmounts and remounts, aborting the first call).
    if (!entry || entry.controller.signal.aborted) {
      const controller = new AbortController();
      const created: InFlight = {
        promise: start(controller.signal),
        controller,
        abortableCallers: 0,
        pinned: false,
      };
      const forget = () => {
        if (this.entries.get(key) === created) this.entries.delete(key);
      };
      created.promise.then(forget, forget);
      this.entries.set(key, created);
      entry = created;
    }
    return this.join(entry, signal) as Promise<T>;
  }

  private join(entry: InFlight, signal?: AbortSignal): Promise<unknown> {
    if (!signal) {
      entry.pinned = true;
      return entry.promise;
    }
    entry.abortableCallers += 1;
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        entry.abortableCallers -= 1;
        if (entry.abortableCallers === 0 && !entry.pinned) entry.controller.abort(abortReason(signal));
        reject(abortReason(signal));
      };
      signal.addEventListener('abort', onAbort, { once: true });
      entry.promise.then(
        (value) => {
          signal.removeEventListener('abort', onAbort);
          resolve(value);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(error);
        },
      );
    });
  }
}

/** Identity of a call for de-duplication: method, url, headers and the serialised body. */
export function dedupeKey(
  method: string,
  url: string,
  body: string | undefined,
  headers: Record<string, string> = {},
): string {
  const headerPart = Object.keys(headers)
    .map((name) => [name.toLowerCase(), headers[name]] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}:${value}`)
    .join('\n');
  return `${method.toUpperCase()} ${url}\n${headerPart}\n\n${body ?? ''}`;
}
