/**
 * The voice wire format, shared by the server, the web client and the voice agent (which is not a
 * workspace and must not import the server's source):
 * - the real-time RPC envelope (spec §5, §8, §9): payloads are JSON `{version: 1, data}`, at most
 *   15360 bytes; failures carry one of four codes. The agent turns an `RpcFailure` into LiveKit's
 *   `RpcError` with the same numeric code;
 * - the coach stream the agent reads: `POST /api/ai/voice/chat` answers `text/event-stream`, the
 *   same pipeline as the web chat, authorised by the room's coach token.
 * Pure (no I/O beyond the `fetch` given, no LiveKit import), so CI tests it without a room.
 */
import {
  type ChatMessage,
  RPC_ERROR_CODES,
  RPC_MAX_PAYLOAD_BYTES,
  RPC_METHODS,
  RPC_VERSION,
  type RpcErrorName,
} from './ai';

export { RPC_ERROR_CODES, RPC_MAX_PAYLOAD_BYTES, RPC_METHODS, RPC_VERSION, type RpcErrorName };

// ---- RPC envelope ---------------------------------------------------------------------------------

export class RpcFailure extends Error {
  readonly code: number;
  constructor(
    readonly kind: RpcErrorName,
    message: string,
  ) {
    super(message);
    this.name = 'RpcFailure';
    this.code = RPC_ERROR_CODES[kind];
  }
}

const encoder = new TextEncoder();
export const byteLength = (s: string): number => encoder.encode(s).length;

/** Serialises a payload; throws RESPONSE_PAYLOAD_TOO_LARGE when it would exceed the limit. */
export function encodeRpc(data: unknown, limit = RPC_MAX_PAYLOAD_BYTES): string {
  const payload = JSON.stringify({ version: RPC_VERSION, data });
  const size = byteLength(payload);
  if (size > limit)
    throw new RpcFailure(
      'RESPONSE_PAYLOAD_TOO_LARGE',
      `Response payload is ${size} bytes; the limit is ${limit}`,
    );
  return payload;
}

/** Parses a request payload; a version other than 1 is UNSUPPORTED_VERSION, bad JSON an APPLICATION_ERROR. */
export function decodeRpc(payload: string): unknown {
  let parsed: unknown;
  try {
    parsed = payload === '' ? { version: RPC_VERSION, data: null } : JSON.parse(payload);
  } catch {
    throw new RpcFailure('APPLICATION_ERROR', 'Request payload is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || !('version' in parsed))
    throw new RpcFailure('UNSUPPORTED_VERSION', 'Request payload has no version');
  const { version, data } = parsed as { version: unknown; data?: unknown };
  if (version !== RPC_VERSION)
    throw new RpcFailure('UNSUPPORTED_VERSION', `Unsupported RPC version ${String(version)}`);
  return data ?? null;
}

export type RpcHandler<C> = (data: unknown, context: C) => unknown | Promise<unknown>;

/**
 * Dispatches RPC calls by method name. Every outcome is either an encoded payload or an
 * RpcFailure: unknown method, bad version, oversized response, or the handler's own error
 * (APPLICATION_ERROR, message kept, since handlers throw for the caller to read).
 */
export function createRpcRouter<C = undefined>(
  handlers: Record<string, RpcHandler<C>>,
  limit = RPC_MAX_PAYLOAD_BYTES,
) {
  return {
    methods: Object.keys(handlers),
    async handle(method: string, payload: string, context: C): Promise<string> {
      const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined;
      if (!handler) throw new RpcFailure('UNSUPPORTED_METHOD', `Method ${method} is not supported`);
      const data = decodeRpc(payload);
      let result: unknown;
      try {
        result = await handler(data, context);
      } catch (err) {
        if (err instanceof RpcFailure) throw err;
        throw new RpcFailure('APPLICATION_ERROR', (err as Error)?.message || 'The handler failed');
      }
      return encodeRpc(result, limit);
    },
  };
}

/**
 * Shrinks a payload to fit: drops the named optional fields one at a time (in order) until the
 * encoded size fits. Returns null when even the smallest form is too large.
 */
export function fitPayload<T extends Record<string, unknown>>(
  data: T,
  droppable: ReadonlyArray<keyof T>,
  limit = RPC_MAX_PAYLOAD_BYTES,
): Partial<T> | null {
  let current: Partial<T> = { ...data };
  for (let i = 0; ; i++) {
    if (byteLength(JSON.stringify({ version: RPC_VERSION, data: current })) <= limit) return current;
    const key = droppable[i];
    if (key === undefined) return null;
    const { [key]: _dropped, ...rest } = current;
    current = rest as Partial<T>;
  }
}

// ---- Server-Sent Events -----------------------------------------------------------------------------

/** A minimal SSE reader over a fetch body (no dependencies, no DOM); the server's AI provider uses it too. */
export interface SseEvent {
  /** The `event:` field, `message` when absent. */
  event: string;
  data: string;
}

/** Reads an SSE body event by event (comments skipped, CRLF accepted, chunk boundaries anywhere). */
export async function* sseEvents(
  body: ReadableStream<Uint8Array>,
  onChunk?: () => void,
): AsyncIterable<SseEvent> {
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  let event = 'message';
  const reader = body.getReader();
  const flush = (): SseEvent | null => {
    const out = data.length ? { event, data: data.join('\n') } : null;
    data = [];
    event = 'message';
    return out;
  };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      onChunk?.();
      buffer += decoder.decode(value, { stream: true });
      let nl = buffer.indexOf('\n');
      while (nl >= 0) {
        const line = buffer.slice(0, nl).replace(/\r$/, '');
        buffer = buffer.slice(nl + 1);
        if (line === '') {
          const out = flush();
          if (out) yield out;
        } else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
        else if (line.startsWith('event:')) event = line.slice(6).trim();
        // Comments (":"), "id:" and "retry:" lines carry nothing we use.
        nl = buffer.indexOf('\n');
      }
    }
    if (buffer.startsWith('data:')) data.push(buffer.slice(5).replace(/^ /, ''));
    const out = flush();
    if (out) yield out;
  } finally {
    reader.releaseLock();
  }
}

// ---- the coach stream, as the voice agent reads it -----------------------------------------------------

export type CoachStreamEvent =
  | { type: 'meta'; session_id: string; turn_number: number }
  | { type: 'delta'; text: string }
  | { type: 'done'; message: ChatMessage; user_message: ChatMessage };

export class CoachClientError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'CoachClientError';
  }
}

/** Sends one utterance; yields the reply as it streams. Throws on an HTTP or coach error. */
export async function* askCoach(opts: {
  baseUrl: string;
  coachToken: string;
  message: string;
  signal?: AbortSignal;
  fetch?: typeof fetch;
}): AsyncIterable<CoachStreamEvent> {
  const res = await (opts.fetch ?? fetch)(`${opts.baseUrl.replace(/\/+$/, '')}/api/ai/voice/chat`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${opts.coachToken}`,
      'content-type': 'application/json',
      accept: 'text/event-stream',
    },
    body: JSON.stringify({ message: opts.message }),
    signal: opts.signal,
  });
  if (!res.ok || !res.body) {
    const body = (await res.json().catch(() => ({}))) as { message?: string; code?: string };
    throw new CoachClientError(body.message ?? `Coach answered ${res.status}`, res.status, body.code);
  }
  for await (const e of sseEvents(res.body)) {
    const data = JSON.parse(e.data);
    if (e.event === 'meta') yield { type: 'meta', ...data };
    else if (e.event === 'delta') yield { type: 'delta', text: data.text };
    else if (e.event === 'done')
      yield { type: 'done', message: data.message, user_message: data.user_message };
    else if (e.event === 'error') throw new CoachClientError(data.message, undefined, data.code);
  }
}
