#!/usr/bin/env node
/**
 * Issue 5 target: the built-in coach's time to first streamed byte — the first `delta` event of
 * `POST /api/ai/chat` — has p95 < 50 ms on the embedded database (PGlite). The server starts in
 * its own process on a fresh data dir with the demo seed; the demo client sends BENCH_CHATS
 * messages across all 18 steps and every intent, one at a time (a person chatting, not a load
 * test). `GET /api/health` (one database round trip) is measured in the same run as the baseline.
 *
 * Env: BENCH_CHATS (200), BENCH_WARMUP (20), BENCH_HEALTH (200).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fmt, startProcess, stopProcess } from './lib.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const CHATS = Number(process.env.BENCH_CHATS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const HEALTH = Number(process.env.BENCH_HEALTH ?? 200);
const TARGET_P95_MS = 50;
const PORT = 3921;
const base = `http://127.0.0.1:${PORT}`;

/** One message per intent the built-in coach recognises (plus knowledge and FAQ questions). */
const MESSAGES = [
  'hi',
  'what do I do next?',
  'am I done with this step?',
  'pull my credit report',
  'why was I declined?',
  'how do I lift the credit freezes?',
  'Does pulling my report hurt my score?',
  'What is a D-U-N-S number?',
  'How do I get an EIN?',
  'what is credit utilization?',
  'Should I pay off a collection?',
  'What is a factor rate?',
  'how much should I pay down on my cards?',
  'Can I use my home address?',
  'thanks!',
  "what's the weather in Paris",
  'Can my spouse co-sign the business card application?',
];

const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const summary = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return { p50: pct(s, 50), p95: pct(s, 95), max: s.at(-1) ?? Number.NaN };
};

async function login() {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'client@fundpath.test', password: 'fundpath-demo-2026' }),
  });
  if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`);
  const body = await res.json();
  return { cookie: res.headers.get('set-cookie').split(';')[0], userId: body.user.id };
}

/** Sends one chat message; resolves with headers time, first-delta time and total time (ms). */
async function chatOnce(session, step, message) {
  const started = performance.now();
  const res = await fetch(`${base}/api/ai/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: session.cookie },
    body: JSON.stringify({ message, step_number: step, user_id: session.userId }),
  });
  const headersAt = performance.now() - started;
  if (!res.ok) throw new Error(`chat: ${res.status} ${await res.text()}`);
  const decoder = new TextDecoder();
  let text = '';
  let firstDelta = null;
  for await (const chunk of res.body) {
    text += decoder.decode(chunk, { stream: true });
    if (firstDelta === null && text.includes('event: delta')) firstDelta = performance.now() - started;
  }
  if (text.includes('event: error'))
    throw new Error(`chat error: ${text.slice(text.indexOf('event: error'), 400)}`);
  if (firstDelta === null) throw new Error(`no delta in: ${text.slice(0, 300)}`);
  return { headersAt, firstDelta, total: performance.now() - started };
}

async function healthOnce() {
  const started = performance.now();
  const res = await fetch(`${base}/api/health`);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`health: ${res.status}`);
  return performance.now() - started;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'fundpath-bench-ai-'));
let server;
try {
  server = await startProcess(
    ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')],
    {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      DATA_DIR: dataDir,
      // The built-in coach is what is measured, whatever the shell has configured.
      AI_BASE_URL: '',
      DATABASE_URL: undefined, // the embedded database, even if the shell points at PostgreSQL
    },
    `${base}/api/health`,
    120_000,
  );
  const session = await login();
  const send = (i) => chatOnce(session, 1 + (i % 18), MESSAGES[i % MESSAGES.length]);

  for (let i = 0; i < WARMUP; i++) await send(i);
  for (let i = 0; i < WARMUP; i++) await healthOnce();

  const health = [];
  for (let i = 0; i < HEALTH; i++) health.push(await healthOnce());
  const runs = [];
  for (let i = 0; i < CHATS; i++) {
    // A reset now and then keeps sessions at a realistic length (history is read per message).
    if (i > 0 && i % 50 === 0) {
      for (let step = 1; step <= 18; step++) {
        await fetch(`${base}/api/ai/reset-conversation/${step}`, {
          method: 'DELETE',
          headers: { cookie: session.cookie },
        });
      }
    }
    runs.push(await send(i + WARMUP));
  }

  const h = summary(health);
  const headers = summary(runs.map((r) => r.headersAt));
  const delta = summary(runs.map((r) => r.firstDelta));
  const total = summary(runs.map((r) => r.total));
  const row = (name, s) =>
    `${name.padEnd(28)} p50 ${fmt(s.p50, 1).padStart(6)} ms   p95 ${fmt(s.p95, 1).padStart(6)} ms   max ${fmt(s.max, 1).padStart(6)} ms`;
  console.log(
    `database: embedded PGlite (fresh data dir); ${CHATS} chat messages across 18 steps, one at a time`,
  );
  console.log(row('GET /api/health (baseline)', h));
  console.log(row('chat: response headers', headers));
  console.log(row('chat: first delta (TTFB)', delta));
  console.log(row('chat: complete reply', total));
  const ratio = delta.p95 / h.p95;
  console.log(
    `ai-coach: TTFB p95 ${fmt(delta.p95, 1)} ms (target < ${TARGET_P95_MS} ms) ${delta.p95 < TARGET_P95_MS ? 'PASS' : 'MISS'}; ${ratio.toFixed(1)}x the health check's p95`,
  );
} finally {
  await stopProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
}
