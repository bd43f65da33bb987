import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM script without types
import { check, format } from './check-paths.mjs';

/** `..`, built from pieces so this file never names the folder outside the repository. */
const UP = '.'.repeat(2);

type Finding = { file: string; line: number; reason: string };
const dirs: string[] = [];
function repo(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'fp-paths-'));
  dirs.push(root);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  }
  return root;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('check-paths', () => {
  it('passes on the repository itself', () => {
    const findings: Finding[] = check(path.resolve(import.meta.dirname, '..'));
    expect(format(findings)).toBe('');
  });

  it('names the file and line of a test pointed back at the sibling shared folder', () => {
    const root = repo({
      'packages/x/src/a.test.ts': [
        "import path from 'node:path';",
        `const dir = path.resolve(repoRoot, '${UP}', 'shared', 'fixtures');`,
        `const other = '${[UP, UP, UP, UP, 'shared'].join('/')}/fixtures/credit-reports/clean-file.json';`,
      ].join('\n'),
    });
    const findings: Finding[] = check(root);
    expect(findings.map((f) => `${f.file}:${f.line}`)).toEqual([
      'packages/x/src/a.test.ts:2',
      'packages/x/src/a.test.ts:3',
    ]);
    expect(format(findings)).toContain('copy what it needs into the repository');
  });

  it('catches climbing above the root from the root or from the file', () => {
    const root = repo({
      'scripts/a.mjs':
        "const up = path.resolve(root, '..');\nconst fine = path.resolve(import.meta.dirname, '..');",
      'apps/s/src/b.ts':
        "const up = path.resolve(import.meta.dirname, '../../../..');\nimport x from '../../../../y';",
      'apps/s/src/c.ts':
        "const ok = path.resolve(import.meta.dirname, '../../..');\nimport y from '../../z';",
      'apps/s/tsconfig.json': '{ "extends": "../../tsconfig.base.json" }',
      '.ci/run': `cat ${UP}/shared/specs/x.md`,
      'node_modules/dep/index.js': `require('${UP}/${UP}/${UP}/shared')`,
      'apps/web/src/app/routes/public/routes.ts': `const lazy = () => import('${UP}/shared/screen');`,
    });
    const findings: Finding[] = check(root);
    expect(findings.map((f) => `${f.file}:${f.line}`)).toEqual([
      '.ci/run:1',
      'apps/s/src/b.ts:1',
      'apps/s/src/b.ts:2',
      'scripts/a.mjs:1',
    ]);
  });
});
