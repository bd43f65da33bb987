import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { creditProviderConfig } from './config';
import { createHttpProvider, extractRawReport } from './http';
import { CreditProviderError } from './types';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

/** A real local provider on 127.0.0.1 (ephemeral port); each test queues the answers it wants. */
let server: Server;
let url: string;
let handlers: Handler[] = [];
let seen: Array<{ headers: IncomingMessage['headers']; body: string; method: string | undefined }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      seen.push({ headers: req.headers, body, method: req.method });
      const handler = handlers.shift() ?? ((_r, _b, s) => s.writeHead(500).end('no handler queued'));
      handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/reports`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  handlers = [];
  seen = [];
});

const json =
  (status: number, value: unknown): Handler =>
  (_req, _body, res) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
  };
const REPORT = { TrueLinkCreditReportType: { reportDate: '2026-11-21', TradeLinePartition: [] } };
const credentials = { email: 'client@example.com', password: 's3cret' };
const provider = (overrides: Partial<Parameters<typeof createHttpProvider>[0]> = {}) =>
  createHttpProvider({ url, apiKey: 'test-key', timeoutMs: 2_000, retries: 2, backoffMs: 5, ...overrides });
const failure = async (promise: Promise<unknown>) => {
  const err = await promise.catch((e: unknown) => e);
  expect(err).toBeInstanceOf(CreditProviderError);
  return err as CreditProviderError;
};

describe('HTTP credit provider', () => {
  it('POSTs the login as JSON with the bearer key and accepts every documented body shape', async () => {
    handlers.push(
      json(200, REPORT),
      json(200, { rawReport: JSON.stringify(REPORT) }),
      json(200, { status: 'success', data: { rawReport: JSON.stringify(REPORT) } }),
      json(200, { rawReport: REPORT }),
    );
    const p = provider();
    for (let i = 0; i < 4; i += 1) {
      const { rawReport } = await p.fetchReport(credentials);
      expect(JSON.parse(rawReport)).toEqual(REPORT);
    }
    expect(seen[0]).toMatchObject({ method: 'POST' });
    expect(seen[0]!.headers.authorization).toBe('Bearer test-key');
    expect(seen[0]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]!.body)).toEqual(credentials);
    expect(p.name).toBe('http');
  });

  it('maps 401/403 to bad credentials with the provider message, without retrying', async () => {
    handlers.push(
      json(401, { message: 'Invalid login for MyScoreTracker.' }),
      json(403, { error: 'Account locked' }),
    );
    const p = provider();
    expect(await failure(p.fetchReport(credentials))).toMatchObject({
      kind: 'bad_credentials',
      message: 'Invalid login for MyScoreTracker.',
    });
    expect(await failure(p.fetchReport(credentials))).toMatchObject({
      kind: 'bad_credentials',
      message: 'Account locked',
    });
    expect(seen).toHaveLength(2);
  });

  it('retries a 5xx with backoff and returns the later success', async () => {
    handlers.push(json(500, { message: 'upstream exploded' }), json(502, {}), json(200, REPORT));
    const { rawReport } = await provider().fetchReport(credentials);
    expect(JSON.parse(rawReport)).toEqual(REPORT);
    expect(seen).toHaveLength(3);
  });

  it('gives up after the configured retries as unavailable', async () => {
    handlers.push(
      json(503, { message: 'Maintenance window' }),
      json(503, {}),
      json(503, { message: 'Maintenance window' }),
    );
    const err = await failure(provider({ retries: 2 }).fetchReport(credentials));
    expect(err).toMatchObject({ kind: 'unavailable', message: 'Maintenance window' });
    expect(seen).toHaveLength(3);
  });

  it('does not retry other 4xx answers', async () => {
    handlers.push(json(422, { message: 'Report limit reached for today' }));
    expect(await failure(provider().fetchReport(credentials))).toMatchObject({
      kind: 'unavailable',
      message: 'Report limit reached for today',
    });
    expect(seen).toHaveLength(1);
  });

  it('times out a slow provider (and does not keep the user waiting for retries)', async () => {
    handlers.push((_req, _body, res) => {
      setTimeout(() => res.writeHead(200).end(JSON.stringify(REPORT)), 1_000);
    });
    const started = Date.now();
    const err = await failure(provider({ timeoutMs: 150 }).fetchReport(credentials));
    expect(err.kind).toBe('unavailable');
    expect(err.message).toMatch(/did not answer in time/);
    expect(Date.now() - started).toBeLessThan(900);
    expect(seen).toHaveLength(1);
  });

  it('treats an unreachable provider as unavailable after retrying', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    let calls = 0;
    const counting: typeof fetch = (input, init) => {
      calls += 1;
      return fetch(input, init);
    };
    const p = createHttpProvider({
      url: `http://127.0.0.1:${port}/`,
      apiKey: null,
      timeoutMs: 1_000,
      retries: 1,
      backoffMs: 1,
      fetch: counting,
    });
    expect((await failure(p.fetchReport(credentials))).kind).toBe('unavailable');
    expect(calls).toBe(2);
  });

  it('rejects a success body that is not JSON', async () => {
    handlers.push((_req, _body, res) => res.writeHead(200).end('<html>oops</html>'));
    expect((await failure(provider({ retries: 0 }).fetchReport(credentials))).kind).toBe('unavailable');
  });
});

describe('extractRawReport', () => {
  it('unwraps rawReport and data.rawReport, keeps a bare report, refuses non-JSON', () => {
    expect(extractRawReport('{"rawReport":"{\\"a\\":1}"}')).toBe('{"a":1}');
    expect(extractRawReport('{"data":{"rawReport":{"a":1}}}')).toBe('{"a":1}');
    expect(extractRawReport('{"TrueLinkCreditReportType":{}}')).toBe('{"TrueLinkCreditReportType":{}}');
    expect(extractRawReport('nope')).toBeNull();
    expect(extractRawReport('42')).toBeNull();
  });
});

describe('creditProviderConfig', () => {
  it('defaults to the sandbox', () => {
    expect(creditProviderConfig({})).toEqual({ kind: 'sandbox' });
  });

  it('reads the HTTP provider settings with their defaults', () => {
    expect(
      creditProviderConfig({
        CREDIT_PROVIDER: 'http',
        CREDIT_PROVIDER_URL: 'https://credit.example.com/pull',
        CREDIT_PROVIDER_KEY: 'k',
      }),
    ).toEqual({
      kind: 'http',
      url: 'https://credit.example.com/pull',
      apiKey: 'k',
      timeoutMs: 20_000,
      retries: 2,
    });
    expect(
      creditProviderConfig({
        CREDIT_PROVIDER: 'http',
        CREDIT_PROVIDER_URL: 'http://127.0.0.1:9000/',
        CREDIT_PROVIDER_TIMEOUT_MS: '5000',
        CREDIT_PROVIDER_RETRIES: '0',
      }),
    ).toMatchObject({ timeoutMs: 5_000, retries: 0, apiKey: null });
  });

  it('names the variable when a setting is wrong', () => {
    expect(() => creditProviderConfig({ CREDIT_PROVIDER: 'http' })).toThrow(/CREDIT_PROVIDER_URL/);
    expect(() => creditProviderConfig({ CREDIT_PROVIDER: 'ftp' })).toThrow(/CREDIT_PROVIDER/);
    expect(() =>
      creditProviderConfig({ CREDIT_PROVIDER: 'http', CREDIT_PROVIDER_URL: 'ftp://x.example.com' }),
    ).toThrow(/CREDIT_PROVIDER_URL/);
  });
});
