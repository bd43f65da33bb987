import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import type { Mailer, MailMessage } from '../adapters/mail';
import { type BuildAppOptions, buildApp } from '../app';
import { type Database, migrationsFolder, openDatabase, PGLITE_EXTENSIONS } from '../platform/db';
import { type Config, loadConfig } from '../platform/env';
import { installJobsSchema } from '../platform/jobs';

/** pg-boss's version: its schema is part of the snapshot, so a new version makes a new one. */
const PGBOSS_VERSION: string = createRequire(import.meta.url)('pg-boss/package.json').version;

/** A migrated PGlite data dir, cached on disk per migration set: cloning it skips the migration run. */
async function pgliteSnapshot(): Promise<Blob> {
  const hash = createHash('sha256');
  // The snapshot depends on the extensions loaded as well as on the migrations.
  hash.update(Object.keys(PGLITE_EXTENSIONS).sort().join(','));
  hash.update(`pg-boss@${PGBOSS_VERSION}`);
  for (const f of readdirSync(migrationsFolder).sort()) {
    if (f.endsWith('.sql')) hash.update(readFileSync(path.join(migrationsFolder, f)));
  }
  const file = path.join(tmpdir(), `fundpath-pglite-${hash.digest('hex').slice(0, 16)}.tar.gz`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const database = await openDatabase({ kind: 'pglite', dir: null });
  await installJobsSchema(database); // each test app then starts its job runner in milliseconds
  const dump = await (database.raw as PGlite).dumpDataDir('gzip');
  await database.close();
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  renameSync(tmp, file);
  return dump;
}

/** A fresh database for one test file: in-memory PGlite, or a clone of the run's PostgreSQL template. */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.FUNDPATH_TEST_DB === 'pg') {
    const template = inject('pgTemplate');
    const base = new URL(process.env.TEST_DATABASE_URL!);
    const pid = template.split('_')[2];
    const name = `fundpath_tf_${pid}_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base.toString() });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    base.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'pg', url: base.toString(), poolMax: 5 }, { migrate: false });
    const close = database.close;
    return {
      ...database,
      close: async () => {
        await close();
        const cleanup = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`).catch(() => {});
        await cleanup.end();
      },
    };
  }
  const snapshot = await pgliteSnapshot();
  const client = await PGlite.create({ loadDataDir: snapshot, extensions: PGLITE_EXTENSIONS });
  return openDatabase({ kind: 'pglite', dir: null }, { pglite: client, migrate: false });
}

/** Captures mail in memory so tests can read links out of it. */
export function createMemoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    kind: 'outbox',
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_SECRET: 'test-secret-test-secret-test-secret-0001' },
    {
      database: { kind: 'pglite', dir: null },
      webDist: path.join(tmpdir(), 'fundpath-no-web-build'),
      ...overrides,
    },
  );
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  mailer: ReturnType<typeof createMemoryMailer>;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real buildApp over a fresh database: one per test file (PGlite costs ~0.8 GB each). Job
 * workers don't run unless `options.jobs.workers` (sends and the admin reads work without).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: Pick<BuildAppOptions, 'jobs' | 'payments' | 'logger'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(overrides);
  const mailer = createMemoryMailer();
  const app = await buildApp({ config, database, logger: false, mailer, ...options });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    mailer,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
