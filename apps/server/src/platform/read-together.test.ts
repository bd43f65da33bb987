import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { type Db, readTogether } from './db';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A read that logs when it starts and ends, around a real query. */
const traced = (db: Db, log: string[], name: string) => async () => {
  log.push(`${name} start`);
  await db.execute(sql`select pg_sleep(0.02)`);
  log.push(`${name} end`);
  return name;
};

it('runs reads in parallel on the pool and one after another inside a transaction', async () => {
  const pooled: string[] = [];
  expect(await readTogether(t.db, [traced(t.db, pooled, 'a'), traced(t.db, pooled, 'b')])).toEqual([
    'a',
    'b',
  ]);
  expect(pooled.slice(0, 2)).toEqual(['a start', 'b start']);

  const inTx: string[] = [];
  const result = await t.db.transaction((tx) =>
    readTogether(tx, [traced(tx, inTx, 'a'), traced(tx, inTx, 'b')]),
  );
  expect(result).toEqual(['a', 'b']);
  expect(inTx).toEqual(['a start', 'a end', 'b start', 'b end']);
});
