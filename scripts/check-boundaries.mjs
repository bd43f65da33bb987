#!/usr/bin/env node
/**
 * `npm test`'s boundary check: runs dependency-cruiser with each app's rules and prints every
 * violation with its rule's message (what to do instead). Exits 1 on any error-severity
 * violation; there is no baseline of known violations.
 *   apps/server/.dependency-cruiser.cjs over apps/server/src  (docs/decisions/003-…)
 *   apps/web/.dependency-cruiser.cjs over apps/web/src        (when that file exists)
 * `node scripts/check-boundaries.mjs <config> <src> …` checks other pairs (the test uses it);
 * each runs from its config's folder, so paths read `src/…`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const depcruise = path.join(
  root,
  'node_modules',
  '.bin',
  process.platform === 'win32' ? 'depcruise.cmd' : 'depcruise',
);

function targetsFromArgs(args) {
  if (args.length === 0) {
    return [
      { config: 'apps/server/.dependency-cruiser.cjs', src: 'apps/server/src' },
      { config: 'apps/web/.dependency-cruiser.cjs', src: 'apps/web/src' },
    ]
      .map((t) => ({ config: path.resolve(root, t.config), src: path.resolve(root, t.src) }))
      .filter((t) => existsSync(t.config));
  }
  if (args.length % 2 !== 0) throw new Error('usage: check-boundaries.mjs [<config> <src>]…');
  const out = [];
  for (let i = 0; i < args.length; i += 2)
    out.push({ config: path.resolve(args[i]), src: path.resolve(args[i + 1]) });
  return out;
}

/** Runs one config over one folder; returns the number of error-severity violations. */
function check({ config, src }) {
  const cwd = path.dirname(config);
  const label = path.relative(root, src) || src;
  const res = spawnSync(
    depcruise,
    ['--config', path.basename(config), '--output-type', 'json', path.relative(cwd, src) || '.'],
    { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  let result;
  try {
    result = JSON.parse(res.stdout);
  } catch {
    console.error(
      `✗ ${label}: dependency-cruiser did not run (exit ${res.status})\n${res.stderr || res.stdout}`,
    );
    return 1;
  }
  const { summary } = result;
  const comments = new Map((summary.ruleSetUsed?.forbidden ?? []).map((r) => [r.name, r.comment]));
  let errors = 0;
  for (const v of summary.violations) {
    if (v.rule.severity !== 'error') continue;
    errors += 1;
    const where = v.cycle?.length
      ? [v.from, ...v.cycle.map((c) => (typeof c === 'string' ? c : c.name))].join(' → ')
      : `${v.from} → ${v.to}`;
    console.log(`✗ ${v.rule.name}: ${where}`);
    const comment = comments.get(v.rule.name);
    if (comment) console.log(`    ${comment}`);
  }
  console.log(
    `${errors ? '✗' : '✓'} ${label}: ${errors} boundary violation(s) in ${summary.totalCruised} files (${path.relative(root, config) || config})`,
  );
  return errors;
}

const targets = targetsFromArgs(process.argv.slice(2));
let errors = 0;
for (const target of targets) errors += check(target);
process.exit(errors > 0 ? 1 : 0);
