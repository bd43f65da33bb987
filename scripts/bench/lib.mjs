import { spawn } from 'node:child_process';
import pg from 'pg';

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
