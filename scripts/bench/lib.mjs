import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../..');

/** PostgreSQL for a benchmark: a fresh database on the local server, or null when none answers. */
export async function freshPostgres(prefix) {
  const base =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: base, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `${prefix}_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      if (process.env.BENCH_KEEP_DB) {
        console.log(`kept database ${url} (BENCH_KEEP_DB)`);
        await admin.end();
        return;
      }
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end();
    },
  };
}

/** Starts a Node child process and resolves once `ready(url)` answers 200. */
export async function startProcess(args, env, readyUrl, timeoutMs = 60_000) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited early:\n${output}`);
    try {
      const res = await fetch(readyUrl);
      if (res.ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`process not ready after ${timeoutMs} ms:\n${output}`);
}

export function stopProcess(child) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

export const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/**
 * The FundPath server (apps/server/src/server.ts) in production mode on 127.0.0.1:`port`, with
 * `env` on top (DATABASE_URL, SEED_DEMO…), once `GET /api/health` answers.
 */
export function startServer(port, env, timeoutMs) {
  return startProcess(
    ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')],
    { PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    `http://127.0.0.1:${port}/api/health`,
    timeoutMs,
  );
}

/** The bare Fastify hello-world (./hello-world.mjs) on `port`: the baseline, at `/hello`. */
export function startHelloWorld(port) {
  return startProcess(
    [path.join(import.meta.dirname, 'hello-world.mjs')],
    { PORT: String(port) },
    `http://127.0.0.1:${port}/hello`,
  );
}

/**
 * Runs autocannon with `opts`, keeping every response time for an exact p50 and p95 (autocannon
 * itself reports p90/p97.5) and counting the answers per status.
 */
export function cannon(opts) {
  return new Promise((resolve, reject) => {
    const times = [];
    const statuses = {};
    const instance = autocannon(opts, (err, res) => {
      if (err) return reject(err);
      times.sort((a, b) => a - b);
      const pct = (p) =>
        times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? Number.NaN;
      resolve({ ...res, p95: pct(95), p50: pct(50), statuses });
    });
    instance.on('response', (_client, status, _bytes, responseTime) => {
      times.push(responseTime);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
}

/**
 * Each `[label, opts]` run through `run` once for `warmupSeconds` (JIT, pool, plan caches), then
 * measured; a run with errors or non-2xx answers is printed and makes `failed` true.
 */
export async function measureRuns(runs, run, warmupSeconds = 1) {
  for (const [, opts] of runs) await run({ ...opts, duration: warmupSeconds });
  const results = [];
  let failed = false;
  for (const [label, opts] of runs) {
    const r = await run(opts);
    if (r.errors || r.non2xx) {
      failed = true;
      console.log(`${label}: ${r.errors} errors, ${r.non2xx} non-2xx (${JSON.stringify(r.statuses)})`);
    }
    results.push([label, r]);
  }
  return { results, failed };
}
