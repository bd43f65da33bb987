#!/usr/bin/env node
/**
 * Hole 2 of "holes found by attacking a fresh install": /api/health while three maximal credit
 * reports (REPORT_LIMITS.tradelines tradelines each, all in one partition: the shape that was
 * quadratic) are evaluated at once, against health when idle, on the same server in the same run.
 * Target (the issue's): health p95 < 50 ms during the evaluations; the ratio to idle is printed too.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fmt, startProcess, stopProcess } from './lib.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const PORT = 3911;
const base = `http://127.0.0.1:${PORT}`;
const TARGET_MS = 50;
const TRADELINES = 5_000; // REPORT_LIMITS.tradelines
const ROUNDS = 3;

const ref = (symbol, description) => ({ symbol, description, abbreviation: description });
const BUREAUS = ['TransUnion', 'Experian', 'Equifax'];
function maximalReport() {
  const lines = [];
  for (let i = 0; i < TRADELINES; i++)
    lines.push({
      bureau: BUREAUS[i % 3],
      creditorName: `CREDITOR ${i}`,
      accountNumber: `${i}`,
      currentBalance: i % 2 ? 900 : 100,
      dateReported: '2026-11-03',
      PayStatus: i % 5 === 0 ? ref('9', 'Collection/Chargeoff') : ref('C', 'Current'),
      GrantedTrade: {
        CreditType: ref('R', 'Revolving Account'),
        CreditLimit: 1000,
        PayStatusHistory: {
          startDate: '2026-10-06',
          MonthlyPayStatus: [{ date: '2026-08-06', status: '2' }],
        },
      },
    });
  return {
    TrueLinkCreditReportType: { reportDate: '2026-11-21', TradeLinePartition: [{ Tradeline: lines }] },
  };
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
async function healthOnce() {
  const t = performance.now();
  const res = await fetch(`${base}/api/health`);
  await res.arrayBuffer();
  return performance.now() - t;
}

if (process.env.DATABASE_URL)
  console.log('note: DATABASE_URL is set; the server runs on it, not on the embedded database');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fundpath-bench-credit-'));
let app;
try {
  app = await startProcess(
    ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')],
    {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      DATA_DIR: dataDir,
      APP_SECRET: 'bench-secret-bench-secret-bench-secret-0001',
    },
    `${base}/api/health`,
    120_000,
  );
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@fundpath.test', password: 'fundpath-demo-2026' }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers.get('set-cookie').split(';')[0];
  const body = JSON.stringify({ raw_credit_data: maximalReport() });
  const evaluate = () =>
    fetch(`${base}/api/credit-decision/evaluate`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body,
    }).then(async (r) => {
      await r.arrayBuffer();
      return r.status;
    });
  // Warm up: the worker starts, the JIT settles.
  await evaluate();
  for (let i = 0; i < 50; i++) await healthOnce();

  const idle = [];
  for (let i = 0; i < 200; i++) idle.push(await healthOnce());

  const busy = [];
  const statuses = [];
  const started = performance.now();
  for (let r = 0; r < ROUNDS; r++) {
    let done = false;
    const batch = Promise.all([evaluate(), evaluate(), evaluate()]).then((s) => {
      done = true;
      statuses.push(...s);
    });
    while (!done) {
      busy.push(await healthOnce());
      await new Promise((res) => setTimeout(res, 10));
    }
    await batch;
  }
  const seconds = (performance.now() - started) / 1000;
  const idleP95 = pct(idle, 95);
  const busyP95 = pct(busy, 95);
  console.log(
    `report: ${TRADELINES} tradelines, ${(body.length / 1024 / 1024).toFixed(1)} MB body; ${ROUNDS} rounds of 3 concurrent evaluations in ${fmt(seconds, 1)} s (statuses ${[...new Set(statuses)].join(',')})`,
  );
  console.log(
    `health idle:   p95 ${fmt(idleP95, 1)} ms  max ${fmt(Math.max(...idle), 1)} ms  (${idle.length} probes)`,
  );
  console.log(
    `health busy:   p95 ${fmt(busyP95, 1)} ms  max ${fmt(Math.max(...busy), 1)} ms  (${busy.length} probes)`,
  );
  console.log(
    `credit load: health p95 during 3 maximal evaluations ${fmt(busyP95, 1)} ms (target < ${TARGET_MS} ms), ratio to idle ${fmt(busyP95 / idleP95, 2)} ${busyP95 < TARGET_MS ? 'PASS' : 'FAIL'}`,
  );
  if (busyP95 >= TARGET_MS || statuses.some((s) => s !== 200)) process.exitCode = 1;
} finally {
  await stopProcess(app);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
