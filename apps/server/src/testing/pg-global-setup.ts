import pg from 'pg';
import { openDatabase } from '../platform/db';
import { installJobsSchema } from '../platform/jobs';

/**
 * For the integration-pg project: creates a fresh, migrated template database for this run;
 * each test file then clones it (CREATE DATABASE … TEMPLATE), so files stay isolated.
 */
export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `fundpath_tpl_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'pg', url: url.toString(), poolMax: 2 });
  await installJobsSchema(database); // pg-boss's schema: each clone's job runner starts at once
  await database.close();
  provide('pgTemplate', name);
  return async () => {
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname like 'fundpath_t%_${process.pid}_%' and pid <> pg_backend_pid()`,
    );
    const rows = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'fundpath_t%\\_${process.pid}\\_%'`,
    );
    for (const r of rows.rows) await admin.query(`drop database if exists ${r.datname}`);
    await admin.end();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
  }
}
