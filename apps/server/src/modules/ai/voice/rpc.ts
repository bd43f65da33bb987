/**
 * The real-time RPC envelope shared by the voice agent and the web client (spec §5, §8, §9):
 * payloads are JSON `{version: 1, data}`, at most 15360 bytes; failures carry one of four codes.
 * Pure (no I/O, no LiveKit import) so CI tests it and the agent imports it; the agent turns an
 * `RpcFailure` into LiveKit's `RpcError` with the same numeric code.
 */
import {
  RPC_ERROR_CODES,
  RPC_MAX_PAYLOAD_BYTES,
  RPC_METHODS,
  RPC_VERSION,
  type RpcErrorName,
} from '@fundpath/contracts/ai';

export { RPC_ERROR_CODES, RPC_MAX_PAYLOAD_BYTES, RPC_METHODS, RPC_VERSION };

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
