import { defineConfig } from 'vitest/config';

/**
 * One Vitest run, several projects:
 * - unit: pure packages (contracts, credit-engine) and the repository scripts in Node;
 * - web: the React app's logic and components in jsdom;
 * - integration: the server through app.inject on in-memory PGlite;
 * - integration-pg: the same files on PostgreSQL, only when TEST_DATABASE_URL is set.
 * PGlite costs ~0.8 GB per instance, so integration files run on at most 2 workers. Integration
 * files share their worker's module cache (`isolate: false`): every file builds its own app over
 * its own database, so nothing is shared but the imported code, which saves each file seconds.
 */
const serverTests = ['apps/server/src/**/*.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/testing/setup.ts'],
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'integration',
          include: serverTests,
          environment: 'node',
          env: { FUNDPATH_TEST_DB: 'pglite' },
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'integration-pg',
                include: serverTests,
                environment: 'node',
                env: { FUNDPATH_TEST_DB: 'pg' },
                isolate: false,
                globalSetup: ['apps/server/src/testing/pg-global-setup.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
                maxWorkers: 2,
                sequence: { groupOrder: 3 },
              },
            },
          ]
        : []),
    ],
  },
});
