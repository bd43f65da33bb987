import { afterAll, beforeAll, expect, it } from 'vitest';
import { findUserByEmail } from '../modules/auth/repo';
import * as repo from '../modules/documents/repo';
import { createTestApp, type TestApp } from '../testing/test-app';
import { seedDemoUsers } from './demo-users';
import { seedDocumentsDemo } from './documents-demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('seeds the demo client’s documents and two templates, once', async () => {
  await seedDemoUsers(t.db);
  await seedDocumentsDemo(t.db, t.app.deps.storage);
  await seedDocumentsDemo(t.db, t.app.deps.storage);
  const client = (await findUserByEmail(t.db, 'client@fundpath.test'))!;
  expect(await repo.listTemplates(t.db)).toHaveLength(2);
  const docs = await repo.listDocuments(t.db, client.id);
  expect(docs).toHaveLength(3);
  expect(docs.some((d) => d.version === 2 && d.content_type === 'image/png')).toBe(true);
});
