/**
 * A real SMTP server on 127.0.0.1 for tests (smtp-server + mailparser): the app's SMTP mailer
 * talks to it over a socket exactly as to a provider, and tests read the MIME messages it got.
 * Recipients listed in `reject` are refused with a permanent 550 at RCPT TO (a hard bounce).
 */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** RCPT TO addresses, lower-cased. */
  to: string[];
  from: string;
  raw: string;
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Addresses refused with 550 5.1.1 at RCPT TO. */
  reject: Set<string>;
  /** Resolves once `n` messages arrived (or rejects after `timeoutMs`). */
  waitFor(n: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const reject = new Set<string>();
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (reject.has(address.address.toLowerCase())) {
        const err = new Error('5.1.1 No such user') as Error & { responseCode: number };
        err.responseCode = 550;
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const parsed = await simpleParser(raw);
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          raw,
          parsed,
        });
        for (const w of waiters.splice(0)) w();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    reject,
    waitFor(n, timeoutMs = 10_000) {
      return new Promise((resolve, rejectP) => {
        const deadline = setTimeout(
          () => rejectP(new Error(`expected ${n} messages, got ${received.length}`)),
          timeoutMs,
        );
        const check = () => {
          if (received.length >= n) {
            clearTimeout(deadline);
            resolve(received);
          } else waiters.push(check);
        };
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
