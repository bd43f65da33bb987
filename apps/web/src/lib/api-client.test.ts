import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, api, apiUrl, errorCodeOf } from '@/lib/api-client';
import { mockApi, ok } from '@/testing/fetch-mock';

describe('api client', () => {
  it('prefixes paths with /api', () => {
    expect(apiUrl('/tickets')).toBe('/api/tickets');
    expect(apiUrl('tickets')).toBe('/api/tickets');
    expect(apiUrl('/api/tickets')).toBe('/api/tickets');
  });

  it('parses responses with the given schema', async () => {
    mockApi({ 'GET /api/things': ok({ count: 3, extra: 'dropped' }) });
    const result = await api.get('/things', z.object({ count: z.number() }));
    expect(result).toEqual({ count: 3 });
  });

  it('sends JSON bodies', async () => {
    const server = mockApi({ 'POST /api/things': ok({ id: '1' }) });
    await api.post('/things', { name: 'x' });
    expect(server.callsTo('POST /api/things')[0]?.body).toEqual({ name: 'x' });
  });

  it('rebuilds server errors with their status and code', async () => {
    mockApi({
      'GET /api/secret': {
        status: 403,
        body: { status: 'error', code: 'FORBIDDEN', message: 'Admins only' },
      },
    });
    const error = await api.get('/secret').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN', message: 'Admins only' });
  });

  it('rejects a response that does not match the schema', async () => {
    mockApi({ 'GET /api/things': ok({ count: 'three' }) });
    const error = await api.get('/things', z.object({ count: z.number() })).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 200,
      code: 'INTERNAL',
      message: 'Unexpected response from the server',
    });
  });

  it('types every failure with a contracts error code', async () => {
    mockApi({
      'GET /api/big': { status: 413, body: 'too big' },
      'GET /api/odd': { status: 418, body: { status: 'error', code: 'TEAPOT', message: 'short and stout' } },
    });
    expect(await api.get('/big').catch((e: unknown) => e)).toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(await api.get('/odd').catch((e: unknown) => e)).toMatchObject({ status: 418, code: 'INTERNAL' });
    expect(errorCodeOf(0)).toBe('UNAVAILABLE');
    expect(errorCodeOf(404, { code: 'NOT_FOUND' })).toBe('NOT_FOUND');
  });
});
