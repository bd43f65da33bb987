import { describe, expect, it } from 'vitest';
import {
  byteLength,
  createRpcRouter,
  decodeRpc,
  encodeRpc,
  fitPayload,
  RPC_ERROR_CODES,
  RPC_MAX_PAYLOAD_BYTES,
  RpcFailure,
} from './voice';

async function failure(p: Promise<unknown>): Promise<RpcFailure> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(RpcFailure);
  return err as RpcFailure;
}

describe('RPC envelope', () => {
  it('round-trips version 1 payloads', () => {
    const payload = encodeRpc({ text: 'héllo' });
    expect(JSON.parse(payload)).toEqual({ version: 1, data: { text: 'héllo' } });
    expect(decodeRpc(payload)).toEqual({ text: 'héllo' });
    expect(decodeRpc('')).toBeNull();
  });

  it('rejects other versions as UNSUPPORTED_VERSION and bad JSON as APPLICATION_ERROR', async () => {
    for (const bad of ['{"version":2,"data":1}', '{"data":1}', '"text"']) {
      const err = await failure(Promise.resolve().then(() => decodeRpc(bad)));
      expect(err.kind).toBe('UNSUPPORTED_VERSION');
      expect(err.code).toBe(1404);
    }
    const err = await failure(Promise.resolve().then(() => decodeRpc('{oops')));
    expect(err).toMatchObject({ kind: 'APPLICATION_ERROR', code: 1500 });
  });

  it('counts bytes, not characters, against the 15360-byte limit', async () => {
    expect(RPC_MAX_PAYLOAD_BYTES).toBe(15360);
    const overhead = byteLength(encodeRpc(''));
    const fits = 'a'.repeat(RPC_MAX_PAYLOAD_BYTES - overhead);
    expect(byteLength(encodeRpc(fits))).toBe(RPC_MAX_PAYLOAD_BYTES);
    const err = await failure(Promise.resolve().then(() => encodeRpc(`${fits}a`)));
    expect(err).toMatchObject({ kind: 'RESPONSE_PAYLOAD_TOO_LARGE', code: 1504 });
    // Multi-byte characters: 5200 euro signs are 15600 bytes in UTF-8.
    await failure(Promise.resolve().then(() => encodeRpc('€'.repeat(5200))));
  });
});

describe('createRpcRouter', () => {
  const router = createRpcRouter<{ caller: string }>({
    'coach.state': (_data, ctx) => ({ caller: ctx.caller, step: 3 }),
    'coach.echo': (data) => data,
    'coach.fail': () => {
      throw new Error('the coach is busy');
    },
    'coach.big': () => 'x'.repeat(20_000),
  });

  it('dispatches by method name with the caller context', async () => {
    expect(router.methods).toEqual(['coach.state', 'coach.echo', 'coach.fail', 'coach.big']);
    const out = await router.handle('coach.state', encodeRpc(null), { caller: 'user-1' });
    expect(JSON.parse(out)).toEqual({ version: 1, data: { caller: 'user-1', step: 3 } });
    expect(decodeRpc(await router.handle('coach.echo', encodeRpc({ a: [1, 2] }), { caller: 'x' }))).toEqual({
      a: [1, 2],
    });
  });

  it('maps every failure to one of the four codes', async () => {
    const ctx = { caller: 'x' };
    expect((await failure(router.handle('coach.nope', encodeRpc(null), ctx))).kind).toBe(
      'UNSUPPORTED_METHOD',
    );
    expect((await failure(router.handle('toString', encodeRpc(null), ctx))).kind).toBe('UNSUPPORTED_METHOD');
    expect((await failure(router.handle('coach.echo', '{"version":0}', ctx))).kind).toBe(
      'UNSUPPORTED_VERSION',
    );
    const app = await failure(router.handle('coach.fail', encodeRpc(null), ctx));
    expect(app).toMatchObject({ kind: 'APPLICATION_ERROR', message: 'the coach is busy' });
    expect((await failure(router.handle('coach.big', encodeRpc(null), ctx))).kind).toBe(
      'RESPONSE_PAYLOAD_TOO_LARGE',
    );
    expect(Object.keys(RPC_ERROR_CODES).sort()).toEqual([
      'APPLICATION_ERROR',
      'RESPONSE_PAYLOAD_TOO_LARGE',
      'UNSUPPORTED_METHOD',
      'UNSUPPORTED_VERSION',
    ]);
  });
});

describe('fitPayload', () => {
  it('drops optional fields in order until the payload fits, or gives up', () => {
    const data = { text: 'hi', credit_report: 'r'.repeat(16_000), sources: 's'.repeat(100) };
    expect(fitPayload(data, ['sources', 'credit_report'])).toEqual({ text: 'hi' });
    expect(fitPayload({ text: 'hi', sources: 'short' }, ['sources'])).toEqual({
      text: 'hi',
      sources: 'short',
    });
    expect(fitPayload({ text: 't'.repeat(20_000) }, [])).toBeNull();
  });
});
