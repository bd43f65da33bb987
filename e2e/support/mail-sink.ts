/**
 * A real SMTP server on loopback for the journeys (the server under test sends to it through
 * SMTP_URL): every message it receives is parsed and written to `E2E_MAIL_DIR` as one JSON file,
 * which the specs read with {@link receivedMail}. Started by the Playwright global setup.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  received_at: string;
}

export async function startMailSink(port: number, dir: string): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const headers: Record<string, string> = {};
          for (const [key, value] of parsed.headers)
            headers[key] = typeof value === 'string' ? value : JSON.stringify(value);
          // mailparser folds every List-* header into one parsed `list` object: keep each raw
          // value too (`list-unsubscribe`, `list-unsubscribe-post`), as a mail provider reads it.
          for (const { key, line } of parsed.headerLines)
            if (key.startsWith('list-'))
              headers[key] = line
                .slice(line.indexOf(':') + 1)
                .replace(/\r?\n[ \t]+/g, ' ')
                .trim();
          const mail: ReceivedMail = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers,
            received_at: new Date().toISOString(),
          };
          n += 1;
          writeFileSync(
            path.join(dir, `${Date.now()}-${String(n).padStart(5, '0')}.json`),
            JSON.stringify(mail),
          );
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Every message the sink has received so far, oldest first (optionally only those to `to`). */
export function receivedMail(to?: string): ReceivedMail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run through playwright.config.ts');
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  const all = files.map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as ReceivedMail);
  return to ? all.filter((m) => m.to.includes(to.toLowerCase())) : all;
}
