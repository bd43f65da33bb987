import { RPC_MAX_PAYLOAD_BYTES, RPC_VERSION } from '@fundpath/contracts/ai';
import { RpcError, type RpcInvocationData } from 'livekit-client';

/** Spec §5/§9 limits, shared with the voice agent through the contracts. */
export { RPC_MAX_PAYLOAD_BYTES, RPC_VERSION };

export type RpcHandler = (payload: Record<string, unknown>, caller: string) => unknown | Promise<unknown>;
export type RpcHandlers = Record<string, RpcHandler>;

/** The spec §8 real-time RPC error codes, as LiveKit numbers them. */
export const RPC_ERRORS = {
  UNSUPPORTED_VERSION: RpcError.ErrorCode.UNSUPPORTED_VERSION,
  UNSUPPORTED_METHOD: RpcError.ErrorCode.UNSUPPORTED_METHOD,
  RESPONSE_PAYLOAD_TOO_LARGE: RpcError.ErrorCode.RESPONSE_PAYLOAD_TOO_LARGE,
  APPLICATION_ERROR: RpcError.ErrorCode.APPLICATION_ERROR,
} as const;

const byteLength = (s: string) => new TextEncoder().encode(s).length;

function parsePayload(raw: string): Record<string, unknown> {
  if (!raw.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new RpcError(RPC_ERRORS.APPLICATION_ERROR, 'Payload is not JSON');
  }
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {};
}

/**
 * Runs one RPC call from the voice agent: checks the payload's `version` (absent means 1),
 * finds the handler, and checks the size of the reply. Anything a handler throws that isn't
 * already an `RpcError` goes back as APPLICATION_ERROR, so internals never cross the wire.
 */
export async function invokeRpc(
  handlers: RpcHandlers,
  method: string,
  data: RpcInvocationData,
): Promise<string> {
  const payload = parsePayload(data.payload);
  if (payload.version !== undefined && payload.version !== RPC_VERSION) {
    throw new RpcError(RPC_ERRORS.UNSUPPORTED_VERSION, `Unsupported RPC version ${String(payload.version)}`);
  }
  const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined;
  if (!handler) throw new RpcError(RPC_ERRORS.UNSUPPORTED_METHOD, `Method not supported: ${method}`);
  let result: unknown;
  try {
    result = await handler(payload, data.callerIdentity);
  } catch (error) {
    if (error instanceof RpcError) throw error;
    throw new RpcError(RPC_ERRORS.APPLICATION_ERROR, 'Application error in method handler');
  }
  const response = JSON.stringify({ version: RPC_VERSION, result: result ?? null });
  if (byteLength(response) > RPC_MAX_PAYLOAD_BYTES) {
    throw new RpcError(RPC_ERRORS.RESPONSE_PAYLOAD_TOO_LARGE, 'Response payload too large');
  }
  return response;
}

/**
 * Envelope method for agents that call through one entry point: `{version, method, payload}`.
 * An unknown inner method answers UNSUPPORTED_METHOD.
 */
export const RPC_ENVELOPE_METHOD = 'fundpath.rpc';

export function envelopeHandler(handlers: RpcHandlers) {
  return async (data: RpcInvocationData): Promise<string> => {
    const envelope = parsePayload(data.payload);
    const method = typeof envelope.method === 'string' ? envelope.method : '';
    const inner = envelope.payload && typeof envelope.payload === 'object' ? envelope.payload : {};
    return invokeRpc(handlers, method, {
      ...data,
      payload: JSON.stringify({
        ...(inner as object),
        ...(envelope.version === undefined ? {} : { version: envelope.version }),
      }),
    });
  };
}
