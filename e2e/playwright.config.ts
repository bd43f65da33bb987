import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';

const PORT = Number(process.env.E2E_PORT ?? 3199);
/** A fresh embedded database per run (inherited by workers, so every process agrees on it). */
process.env.E2E_DATA_DIR ??= `.tmp/data-${process.pid}-${Date.now()}`;
const DATA_DIR = process.env.E2E_DATA_DIR;
/** The loopback SMTP server of support/mail-sink.ts: the server sends every e-mail to it. */
process.env.E2E_SMTP_PORT ??= String(PORT + 25);
process.env.E2E_MAIL_DIR ??= `${process.cwd()}/${DATA_DIR}-mail`;
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT);

/**
 * End-to-end journeys in Debian's Chromium (never a downloaded browser) against the real server
 * on a fresh embedded database seeded with the demo accounts, serving the built web app.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './support/global-setup.ts',
  outputDir: '.tmp/test-output',
  // Journeys act as the same demo accounts (e.g. one fetches a clean credit report for
  // client@fundpath.test while another expects a late one), so they run one after another.
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `rm -rf ${DATA_DIR} && node --import tsx ../apps/server/src/server.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    },
  },
});
