import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, type PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from '../db/schema';
import type { Config } from './env';

export type Schema = typeof schema;
/** A database or a transaction: repo functions take this first so services can compose them. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** PostgreSQL reports a unique violation with this SQLSTATE (both drivers put it on `code` or its cause). */
export const isUniqueViolation = (err: unknown) =>
  (err as { code?: string })?.code === '23505' ||
  (err as { cause?: { code?: string } })?.cause?.code === '23505';

/**
 * Independent reads, together: in parallel on the pool (each takes its own connection), one after
 * another inside a transaction, whose single connection cannot run two queries at once (pg queues
 * them today, with a deprecation warning; pg@9 refuses).
 */
export async function readTogether<T extends readonly unknown[]>(
  db: Db,
  reads: { readonly [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (!(db instanceof PgTransaction))
    return Promise.all(reads.map((read) => read())) as unknown as Promise<T>;
  const out: unknown[] = [];
  for (const read of reads) out.push(await read());
  return out as unknown as T;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'pg';
  /** Runs `SELECT 1`; used by /api/health. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The raw driver, for LISTEN/NOTIFY and tools. */
  raw: PGlite | pg.Pool;
  /** PostgreSQL's connection string, for tools that need a pool of their own (the job runner). */
  url?: string;
}

/**
 * Extensions the migrations use (pg_trgm for ticket search). A data dir that has an extension
 * installed must always be opened with it, so every PGlite we create passes this set.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * Makes every connection checked out with `pool.connect()` give itself back when it dies. Drizzle's
 * transaction checks one out and sends `begin` before its try/finally, so a connection lost at that
 * moment was never released: after `poolMax` such losses every request waited forever. A checked-out
 * connection that emits 'error' is now released (and so destroyed) at once, and the owner's own
 * release later is a no-op instead of pg-pool's double-release throw.
 */
function guardCheckouts(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (cb?: unknown) => Promise<pg.PoolClient> | undefined;
  const guarded = (client: pg.PoolClient): pg.PoolClient => {
    const release = client.release;
    let released = false;
    const onError = (err: Error) => {
      if (released) return;
      released = true;
      release(err);
    };
    client.on('error', onError);
    client.release = (err?: Error | boolean) => {
      client.removeListener('error', onError);
      if (released) return;
      released = true;
      release(err);
    };
    return client;
  };
  // pool.query uses the callback form and releases on error itself; only the promise form is guarded.
  pool.connect = ((cb?: unknown) =>
    cb ? connect(cb) : (connect() as Promise<pg.PoolClient>).then(guarded)) as typeof pool.connect;
}

/** Opens the configured database and applies every committed migration. */
export async function openDatabase(
  config: Config['database'],
  options: { pglite?: PGlite; migrate?: boolean } = {},
): Promise<Database> {
  const shouldMigrate = options.migrate ?? true;
  if (config.kind === 'pglite') {
    const client =
      options.pglite ??
      (await PGlite.create({ dataDir: config.dir ?? undefined, extensions: PGLITE_EXTENSIONS }));
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    if (shouldMigrate) await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      raw: client,
      ping: async () => {
        await client.query('select 1');
      },
      close: async () => {
        if (!client.closed) await client.close();
      },
    };
  }
  const pool = new pg.Pool({ connectionString: config.url, max: config.poolMax });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries report their own errors.
  });
  // A connection checked out of the pool (a transaction, the LISTEN connections) has no pool
  // listener while it is out: when the server drops it (restart, failover, pg_terminate_backend),
  // its 'error' event had no listener and took the process down. Every connection gets one for
  // its whole life; the query in flight fails on its own (mapped to 503 in platform/errors.ts)
  // and a connection released with that error is destroyed, not reused.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  guardCheckouts(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  if (shouldMigrate) {
    // Several instances may start together: one migrates while the others wait on the lock.
    const lock = await pool.connect();
    try {
      await lock.query(`select pg_advisory_lock(hashtext('fundpath:migrations'))`);
      await migratePg(db as never, { migrationsFolder });
    } finally {
      await lock.query(`select pg_advisory_unlock(hashtext('fundpath:migrations'))`).catch(() => {});
      lock.release();
    }
  }
  return {
    db,
    kind: 'pg',
    raw: pool,
    url: config.url,
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      await pool.end();
    },
  };
}

/** A user's text inside a LIKE pattern: `%`, `_` and `\` match themselves. */
export const escapeLike = (s: string) => s.replace(/[%_\\]/g, (c) => `\\${c}`);
