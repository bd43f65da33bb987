/** Locates the shared fixtures: `<repo>/../shared/fixtures/credit-reports` (CI clones shared/ beside the repo). */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findRepoRoot(start: string): string {
  let dir = start;
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg) && 'workspaces' in JSON.parse(readFileSync(pkg, 'utf8'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no workspace root above ${start}`);
    dir = parent;
  }
}

/** The repository root (the directory whose package.json declares the workspaces). */
export const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

/** The fixtures directory. */
export const fixturesDir = path.resolve(repoRoot, '..', 'shared', 'fixtures', 'credit-reports');

/** The raw input of fixture `name` (parsed JSON). */
export function loadFixture(name: string): unknown {
  return JSON.parse(readFileSync(path.join(fixturesDir, `${name}.json`), 'utf8'));
}

/** The expected outcome of fixture `name`. */
export function loadExpected(name: string): { as_of: string } & Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(fixturesDir, `${name}.expected.json`), 'utf8'));
}
