import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Ticket } from '@fundpath/contracts/support';
import type { FastifyInstance } from 'fastify';
import { injectAs, type TestUser } from './factories';

/** Opens a ticket through the API, as `user`. */
export async function openTicket(
  app: FastifyInstance,
  user: TestUser,
  body: Record<string, unknown> = {},
): Promise<Ticket> {
  const res = await injectAs(app, user, {
    method: 'POST',
    url: '/api/tickets',
    payload: { title: 'Cannot see my funding report', description: 'The report page stays blank.', ...body },
  });
  if (res.statusCode !== 201) throw new Error(`create ticket: ${res.statusCode} ${res.body}`);
  return res.json().ticket;
}

/** A multipart/form-data body with one file and string fields, for app.inject. */
export function multipart(
  file: { name: string; data: Buffer; type?: string } | null,
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----fundpath${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The smallest valid PNG header (what sniffing looks at). */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

// ---- a WebSocket client for tests (the `ws` package has no bundled types) --------------------

interface WsLike {
  readyState: number;
  send(data: string): void;
  close(): void;
  on(event: 'message', cb: (data: Buffer) => void): void;
  on(event: 'open', cb: () => void): void;
  on(event: 'close', cb: (code: number) => void): void;
  on(event: 'error', cb: (err: Error) => void): void;
  on(event: 'unexpected-response', cb: (req: unknown, res: { statusCode: number }) => void): void;
}
type WsConstructor = new (url: string, opts?: { headers?: Record<string, string> }) => WsLike;
const WebSocket = createRequire(import.meta.url)('ws') as WsConstructor;

export type ServerFrame = {
  type: string;
  topic?: string;
  event?: string;
  code?: string;
  data?: Record<string, unknown>;
};

export interface TestSocket {
  frames: ServerFrame[];
  send(message: unknown): void;
  /** Resolves with the first frame (already received or coming) that matches. */
  next(match: (f: ServerFrame) => boolean, timeoutMs?: number): Promise<ServerFrame>;
  subscribe(topic: string): Promise<ServerFrame>;
  close(): void;
  /** Resolves with the close code once the socket has closed. */
  closed: Promise<number>;
}

/**
 * Connects to a listening app; rejects with the HTTP status when the handshake is refused, or
 * with the close code when the server closes the socket before its welcome.
 */
export function connectWs(
  baseUrl: string,
  cookie: string | null,
  headers: Record<string, string> = {},
): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/realtime`, {
      headers: { ...(cookie ? { cookie } : {}), ...headers },
    });
    const frames: ServerFrame[] = [];
    const waiters: Array<{
      match: (f: ServerFrame) => boolean;
      resolve: (f: ServerFrame) => void;
      seen: number;
    }> = [];
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as ServerFrame;
      frames.push(frame);
      for (const w of [...waiters]) {
        if (w.match(frame)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(frame);
        }
      }
    });
    ws.on('unexpected-response', (_req, res) => reject(new Error(`handshake refused: ${res.statusCode}`)));
    ws.on('error', (err) => reject(err));
    const closed = new Promise<number>((res) => ws.on('close', res));
    closed.then((code) => reject(new Error(`closed before welcome: ${code}`)));
    const socket: TestSocket = {
      closed,
      frames,
      send: (message) => ws.send(JSON.stringify(message)),
      next(match, timeoutMs = 5_000) {
        const found = frames.find(match);
        if (found) return Promise.resolve(found);
        return new Promise((res, rej) => {
          const timer = setTimeout(() => rej(new Error('no matching frame in time')), timeoutMs);
          waiters.push({
            match,
            seen: frames.length,
            resolve: (f) => {
              clearTimeout(timer);
              res(f);
            },
          });
        });
      },
      subscribe(topic) {
        socket.send({ type: 'subscribe', topic });
        return socket.next((f) => f.topic === topic && (f.type === 'subscribed' || f.type === 'error'));
      },
      close: () => ws.close(),
    };
    ws.on('open', () => {
      socket.next((f) => f.type === 'welcome').then(() => resolve(socket), reject);
    });
  });
}
