/**
 * Creates the first admin of a real deployment:
 *   npm run create-admin -- --email you@company.com --name "Your Name"
 * The password is read from ADMIN_PASSWORD or prompted for (never taken from argv, which
 * would land in shell history and process lists).
 */

import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { createUser } from '../modules/auth/service';
import { openDatabase } from '../platform/db';
import { loadConfig } from '../platform/env';

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const answer = await rl.question('Password (min 10 characters): ');
  rl.close();
  return answer;
}

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
  if (!values.email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) {
    console.error('Usage: npm run create-admin -- --email you@company.com [--name "Your Name"]');
    process.exit(2);
  }
  const password = await readPassword();
  if (password.length < 10) {
    console.error('The password must be at least 10 characters.');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    const user = await createUser(
      { db: database.db },
      {
        email: values.email,
        password,
        role: 'admin',
        display_name: values.name ?? values.email.split('@')[0]!,
      },
    );
    console.log(`Admin ${user.email} created (id ${user.id}).`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
