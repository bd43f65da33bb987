#!/usr/bin/env node
/**
 * `npm run bench`: every benchmark, each printing its figure as a ratio against a baseline
 * measured in the same run. Benchmarks never run inside `npm test`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const benches = [
  ['HTTP: authenticated current-user vs hello-world', ['node', 'scripts/bench/http-auth.mjs']],
  [
    'HTTP: JSON compression (hot path < 1 KB, and a ~20 KB body) vs uncompressed',
    ['node', 'scripts/bench/json-compression.mjs'],
  ],
  [
    'landing: heading shown (Chromium, 4× CPU throttling) vs a static page',
    ['node', 'scripts/bench/landing.mjs'],
  ],
  [
    'credit engine: parse+evaluate, and simulate at 5 000 tradelines, vs JSON.parse',
    ['npx', 'tsx', 'packages/credit-engine/bench/evaluate.bench.ts'],
  ],
  [
    'credit load: /api/health p95 during 3 concurrent maximal evaluations vs idle',
    ['node', 'scripts/bench/credit-load.mjs'],
  ],
  ['AI coach: time to first streamed byte', ['node', 'scripts/bench/ai-coach.mjs']],
  ['tickets: list/search p95 at 100 000 tickets, and a mixed load', ['node', 'scripts/bench/tickets.mjs']],
  [
    'storefront: product list and product page p95 at 10 000 products in one store',
    ['node', 'scripts/bench/storefront.mjs'],
  ],
  [
    'commerce: add-to-cart p95, and checkout throughput with stock contention, vs hello-world',
    ['node', 'scripts/bench/commerce.mjs'],
  ],
];
let failed = false;
for (const [label, [cmd, ...args]] of benches) {
  const script = args.find((a) => a.endsWith('.mjs') || a.endsWith('.ts'));
  if (script && !existsSync(path.join(root, script))) continue;
  console.log(`\n=== ${label} ===`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
