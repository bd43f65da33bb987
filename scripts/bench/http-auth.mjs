#!/usr/bin/env node
/**
 * Issue 1 target: the authenticated `GET /api/auth/current-user` reaches at least 35% of a bare
 * Fastify hello-world's throughput, on PostgreSQL. Both servers are measured in this run with
 * the same autocannon settings, one after the other, each in its own process.
 */
import path from 'node:path';
import autocannon from 'autocannon';
import { fmt, freshPostgres, startProcess, stopProcess } from './lib.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const TARGET = 0.35;

const cannon = (opts) =>
  new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });

const database = await freshPostgres('fundpath_bench');
const serverEnv = {
  PORT: '3901',
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'true',
  APP_SECRET: 'bench-secret-bench-secret-bench-secret-0001',
  ...(database
    ? { DATABASE_URL: database.url }
    : { DATA_DIR: path.join(root, 'data', `bench-${Date.now()}`) }),
};
console.log(
  `database: ${database ? 'PostgreSQL (fresh database)' : 'embedded PGlite (PostgreSQL not reachable)'}; ${CONNECTIONS} connections, ${DURATION}s per run`,
);

let app;
let hello;
try {
  app = await startProcess(
    ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')],
    serverEnv,
    'http://127.0.0.1:3901/api/health',
  );
  hello = await startProcess(
    [path.join(import.meta.dirname, 'hello-world.mjs')],
    { PORT: '3902' },
    'http://127.0.0.1:3902/hello',
  );

  const login = await fetch('http://127.0.0.1:3901/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'client@fundpath.test', password: 'fundpath-demo-2026' }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers.get('set-cookie').split(';')[0];

  // Warm both up (JIT, connection pool), then measure.
  await cannon({ url: 'http://127.0.0.1:3902/hello', duration: 2 });
  await cannon({ url: 'http://127.0.0.1:3901/api/auth/current-user', headers: { cookie }, duration: 2 });
  const base = await cannon({ url: 'http://127.0.0.1:3902/hello' });
  const auth = await cannon({ url: 'http://127.0.0.1:3901/api/auth/current-user', headers: { cookie } });
  if (auth.non2xx > 0 || auth.errors > 0)
    throw new Error(`authenticated run had ${auth.non2xx} non-2xx and ${auth.errors} errors`);

  const ratio = auth.requests.average / base.requests.average;
  console.log(
    `hello-world            ${fmt(base.requests.average).padStart(8)} req/s   p99 ${fmt(base.latency.p99, 1)} ms`,
  );
  console.log(
    `auth current-user      ${fmt(auth.requests.average).padStart(8)} req/s   p99 ${fmt(auth.latency.p99, 1)} ms`,
  );
  console.log(
    `http-auth: ratio ${ratio.toFixed(2)} of hello-world throughput (target ≥ ${TARGET}) ${ratio >= TARGET ? 'PASS' : 'MISS'}`,
  );
} finally {
  await stopProcess(app);
  await stopProcess(hello);
  await database?.drop();
}
