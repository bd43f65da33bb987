import { buildApp, createStorage, loggerOptions } from './app';
import { openDatabase } from './platform/db';
import { ConfigError, loadConfig } from './platform/env';
import { seedAll } from './seed';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const database = await openDatabase(config.database);
  // The journey and the coach's knowledge are product content every deployment needs; they only
  // fill what is missing. Demo accounts, tickets and conversations only with SEED_DEMO.
  const storage = createStorage(config); // the demo seed stores its product images there too
  const seeded = await seedAll(database.db, { demo: config.seedDemo, storage });
  const app = await buildApp({
    config,
    database,
    storage,
    logger: loggerOptions(config),
    closeDatabase: true,
    jobs: { workers: true }, // handlers, schedules and job maintenance run in every server instance
  });

  if (seeded.demo?.created) {
    app.log.info(
      `Demo data created. Sign in with any of:\n${seeded.demo.accounts.map((a) => `  ${a.email.padEnd(28)} (${a.role})`).join('\n')}\n  password for all: ${seeded.demo.password}`,
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    const force = setTimeout(() => {
      app.log.error('graceful shutdown timed out, exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost =
    config.host === '127.0.0.1' || config.host === '0.0.0.0' || config.host === '::'
      ? 'localhost'
      : config.host;
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.port;
  app.log.info(
    `database: ${database.kind === 'pglite' ? `embedded PGlite at ${config.database.kind === 'pglite' ? config.database.dir : ''}` : 'PostgreSQL'}`,
  );
  console.log(`FundPath listening on http://${shownHost}:${port}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
