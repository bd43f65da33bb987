import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../app';
import { ensureJourneyContent } from '../../db/seed/coaching';
import { seedDemo } from '../../db/seed/demo';
import { seedAiKnowledge } from '../../db/seed/ai';
import { openDatabase } from '../../platform/db';
import { loadConfig } from '../../platform/env';
import { parseSse } from './test-helpers';

const dir = mkdtempSync(path.join(tmpdir(), 'prof-'));
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dir, APP_SECRET: 'x'.repeat(40) } as never);
const database = await openDatabase(process.env.MEM ? { kind: 'pglite', dir: null } : config.database);
await ensureJourneyContent(database.db);
await seedDemo(database.db);
await seedAiKnowledge(database.db);
const app = await buildApp({ config, database, logger: false });
await app.ready();
const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'client@fundpath.test', password: 'fundpath-demo-2026' } });
const cookie = login.headers['set-cookie']!.toString().split(';')[0]!;
const userId = login.json().user.id;
const msgs = ['hi', 'what do I do next?', 'am I done with this step?', 'pull my credit report', 'What is a D-U-N-S number?', 'Can my spouse co-sign?'];
const fb: number[] = [];
const tot: number[] = [];
for (let i = 0; i < 120; i++) {
  const t0 = performance.now();
  const r = await app.inject({ method: 'POST', url: '/api/ai/chat', headers: { cookie }, payload: { message: msgs[i % msgs.length], step_number: 1 + (i % 18), user_id: userId } });
  tot.push(performance.now() - t0);
  const done = parseSse(r.body).find((e) => e.event === 'done');
  if (!done) console.log(r.body.slice(0, 300));
  if (i >= 20) fb.push((await database.db.execute(`select first_byte_ms from ai_messages where id = '${(done!.data.message as any).id}'` as never) as any).rows[0].first_byte_ms);
}
fb.sort((a, b) => a - b); tot.sort((a, b) => a - b);
console.log('first byte p50', fb[50], 'p95', fb[95], 'max', fb.at(-1), '| total p50', Math.round(tot[60]!), 'p95', Math.round(tot[114]!));
await app.close();
await database.close();
