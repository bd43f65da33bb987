import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const script = path.join(root, 'scripts', 'check-boundaries.mjs');

/** A tiny server tree under the real server rules: each file breaks one rule. */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'bundler' } }),
  // journey content (layer 2) calls progress (layer 5): should emit an event instead
  'src/modules/journey/index.ts':
    "import { startStep } from '../coaching';\nexport const go = () => startStep();\n",
  // progress reaches into journey's internals instead of its index.ts
  'src/modules/coaching/index.ts':
    "import { listSteps } from '../journey/service';\nexport const startStep = () => listSteps();\n",
  'src/modules/journey/service.ts': 'export const listSteps = () => [];\n',
  // a repo queries another domain's table
  'src/modules/coaching/repo.ts':
    "import { userTasks } from '../../db/schema/tasks';\nexport const t = userTasks;\n",
  'src/db/schema/tasks.ts': 'export const userTasks = {};\n',
  // platform imports a module, and two platform files import each other
  'src/platform/a.ts':
    "import { b } from './b';\nimport { go } from '../modules/journey';\nexport const a = () => [b, go];\n",
  'src/platform/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
};

describe('check-boundaries', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'fundpath-boundaries-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    copyFileSync(
      path.join(root, 'apps/server/.dependency-cruiser.cjs'),
      path.join(dir, '.dependency-cruiser.cjs'),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('fails on each broken rule and says what to do instead', () => {
    const res = spawnSync(
      'node',
      [script, path.join(dir, '.dependency-cruiser.cjs'), path.join(dir, 'src')],
      {
        encoding: 'utf8',
      },
    );
    expect(res.status).toBe(1);
    const out = res.stdout;
    expect(out).toMatch(
      // The rule is named after its layer's modules, which grow as modules join the layer.
      /layer-order-journey-contracts-[\w-]*: src\/modules\/journey\/index\.ts → src\/modules\/coaching\/index\.ts/,
    );
    expect(out).toContain('emit a platform event');
    expect(out).toMatch(
      /module-via-index: src\/modules\/coaching\/index\.ts → src\/modules\/journey\/service\.ts/,
    );
    expect(out).toContain("import from '../<module>' (its index.ts) instead");
    expect(out).toMatch(/own-tables-coaching: src\/modules\/coaching\/repo\.ts → src\/db\/schema\/tasks\.ts/);
    expect(out).toMatch(/platform-not-to-modules: src\/platform\/a\.ts → src\/modules\/journey\/index\.ts/);
    expect(out).toMatch(/no-circular: src\/platform\/(a|b)\.ts → /);
  }, 120_000);
});
