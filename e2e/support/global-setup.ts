import { startMailSink } from './mail-sink';

/** Starts the loopback SMTP server the server under test sends to; stops it after the run. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_SMTP_PORT);
  const dir = process.env.E2E_MAIL_DIR;
  if (!port || !dir) throw new Error('E2E_SMTP_PORT and E2E_MAIL_DIR come from playwright.config.ts');
  return startMailSink(port, dir);
}
