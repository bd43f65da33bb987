#!/usr/bin/env node
/**
 * `npm test`: every suite, in order of cost — no path outside the repository, module boundaries
 * (dependency-cruiser), lint+format, typecheck, Vitest (unit, web,
 * integration on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set), then the web build, its
 * JavaScript budgets per page, and Playwright end-to-end in Chromium. Ends with one tally line: "N passed, N failed".
 * Pass `--no-e2e` to skip the browser suite while iterating.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const skipE2e = process.argv.includes('--no-e2e');

let passed = 0;
let failed = 0;
let skipped = 0;
const problems = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `  ${label}: ${res.status === 0 ? 'ok' : `FAILED (exit ${res.status})`} in ${((Date.now() - started) / 1000).toFixed(1)}s`,
  );
  if (res.status !== 0) problems.push(label);
  return res.status === 0;
}

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the integration suite runs on embedded PGlite only.');
}

if (run('paths stay inside the repository', 'node', ['scripts/check-paths.mjs'])) passed += 1;
else failed += 1;
if (run('module boundaries (dependency-cruiser)', 'node', ['scripts/check-boundaries.mjs'])) passed += 1;
else failed += 1;

if (run('lint and format (biome)', 'npx', ['biome', 'check', '.'])) passed += 1;
else failed += 1;
if (run('typecheck', 'npm', ['run', '--silent', 'typecheck'])) passed += 1;
else failed += 1;

const vitestJson = path.join(out, 'vitest.json');
run('vitest (unit, web, integration)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0);
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
} else {
  failed += 1;
}

if (!skipE2e) {
  const playwrightJson = path.join(out, 'playwright.json');
  if (run('web build', 'npm', ['run', '--silent', 'build'])) {
    // Byte sizes of a build are deterministic: the JS to render each page against its budget.
    if (
      run('JavaScript budgets per page', 'npm', ['run', '--silent', 'check-budgets', '-w', '@fundpath/web'])
    )
      passed += 1;
    else failed += 1;
    run(
      'end-to-end (Playwright, Chromium)',
      'npx',
      ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
      },
    );
    if (existsSync(playwrightJson)) {
      const stats = JSON.parse(readFileSync(playwrightJson, 'utf8')).stats ?? {};
      passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
      failed += stats.unexpected ?? 0;
      skipped += stats.skipped ?? 0;
    } else {
      failed += 1;
    }
  } else {
    failed += 1;
  }
}

if (problems.length) console.log(`\nFailed steps: ${problems.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || problems.length > 0 ? 1 : 0);
