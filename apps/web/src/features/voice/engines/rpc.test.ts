import { RpcError, type RpcInvocationData } from 'livekit-client';
import { describe, expect, it } from 'vitest';
import { envelopeHandler, invokeRpc, RPC_ERRORS, RPC_MAX_PAYLOAD_BYTES } from './rpc';

const call = (payload: unknown): RpcInvocationData => ({
  requestId: 'r1',
  callerIdentity: 'agent',
  payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  responseTimeout: 10_000,
});

const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (error) {
    return error instanceof RpcError ? error.code : 'not-rpc';
  }
  return 'resolved';
};

describe('invokeRpc', () => {
  const handlers = {
    get_context: () => ({ step_number: 3 }),
    boom: () => {
      throw new Error('secret internals');
    },
    huge: () => 'x'.repeat(RPC_MAX_PAYLOAD_BYTES),
  };

  it('answers version 1 (or no version) with the handler result', async () => {
    expect(JSON.parse(await invokeRpc(handlers, 'get_context', call({ version: 1 })))).toEqual({
      version: 1,
      result: { step_number: 3 },
    });
    expect(await invokeRpc(handlers, 'get_context', call(''))).toContain('"step_number":3');
  });

  it('rejects other versions with UNSUPPORTED_VERSION', async () => {
    expect(await codeOf(invokeRpc(handlers, 'get_context', call({ version: 2 })))).toBe(
      RPC_ERRORS.UNSUPPORTED_VERSION,
    );
  });

  it('rejects unknown methods with UNSUPPORTED_METHOD', async () => {
    expect(await codeOf(invokeRpc(handlers, 'nope', call({})))).toBe(RPC_ERRORS.UNSUPPORTED_METHOD);
    expect(await codeOf(invokeRpc(handlers, 'toString', call({})))).toBe(RPC_ERRORS.UNSUPPORTED_METHOD);
  });

  it('rejects replies over 15360 bytes with RESPONSE_PAYLOAD_TOO_LARGE', async () => {
    expect(await codeOf(invokeRpc(handlers, 'huge', call({})))).toBe(RPC_ERRORS.RESPONSE_PAYLOAD_TOO_LARGE);
  });

  it('turns a handler failure into APPLICATION_ERROR without leaking its message', async () => {
    const error = await invokeRpc(handlers, 'boom', call({})).catch((e: RpcError) => e);
    expect(error).toBeInstanceOf(RpcError);
    expect((error as RpcError).code).toBe(RPC_ERRORS.APPLICATION_ERROR);
    expect((error as RpcError).message).not.toContain('secret');
  });

  it('routes envelope calls to the inner method', async () => {
    const envelope = envelopeHandler(handlers);
    expect(await envelope(call({ version: 1, method: 'get_context', payload: {} }))).toContain('step_number');
    expect(await codeOf(envelope(call({ version: 1, method: 'missing' })))).toBe(
      RPC_ERRORS.UNSUPPORTED_METHOD,
    );
    expect(await codeOf(envelope(call({ version: 7, method: 'get_context' })))).toBe(
      RPC_ERRORS.UNSUPPORTED_VERSION,
    );
  });
});
