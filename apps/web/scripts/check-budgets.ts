/**
 * `npm run check-budgets -w @fundpath/web` (after `npm run build`): the JavaScript to render each
 * page of the route tables, gzipped, against its budget (src/app/budgets.ts). Prints the table;
 * exits 1 naming the page and its largest chunks when one is over.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  checkBudgets,
  expandVariants,
  formatBudgetTable,
  lazyModuleKey,
  type Manifest,
  type PageModules,
} from '../src/app/budgets';
import { shellLoaders } from '../src/app/layouts';
import type { AppRoute } from '../src/config/routes';

const root = path.resolve(import.meta.dirname, '..');
/** `BUDGET_DIST` checks another build folder (e.g. `vite build --outDir /tmp/x`). */
const dist = process.env.BUDGET_DIST ? path.resolve(process.env.BUDGET_DIST) : path.join(root, 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

/** The screen of a route without `lazy` (app/screen.tsx). */
const PLACEHOLDER = 'src/app/not-available-yet.tsx';
const problems: string[] = [];

const pages: PageModules[] = [];
for (const area of readdirSync(path.join(root, 'src/app/routes'), { withFileTypes: true })) {
  const table = `src/app/routes/${area.name}/routes.ts`;
  if (
    !area.isDirectory() ||
    !readdirSync(path.join(root, 'src/app/routes', area.name)).includes('routes.ts')
  ) {
    continue;
  }
  const exports = (await import(path.join(root, table))) as Record<string, unknown>;
  for (const routes of Object.values(exports)) {
    if (!Array.isArray(routes)) continue;
    for (const route of routes as AppRoute[]) {
      if (route.redirectTo) continue;
      const screen = route.lazy ? lazyModuleKey(route.lazy, table, manifest) : PLACEHOLDER;
      const shell =
        route.layout === 'landing'
          ? null
          : lazyModuleKey(shellLoaders[route.layout], 'src/app/layouts/index.ts', manifest);
      if (!screen || !(screen in manifest))
        problems.push(`${route.path}: its screen module is not a chunk of the build`);
      if (shell === undefined)
        problems.push(`${route.path}: its ${route.layout} shell is not a chunk of the build`);
      if (screen && screen in manifest)
        pages.push({ path: route.path, modules: shell ? [screen, shell] : [screen] });
    }
  }
}

const { rows, failures } = checkBudgets(
  manifest,
  expandVariants(manifest, pages),
  (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
);
console.log(formatBudgetTable(rows));
for (const message of [...problems, ...failures]) console.error(`✗ ${message}`);
if (problems.length + failures.length > 0) process.exit(1);
console.log(`All ${rows.length} pages within their JavaScript budgets.`);
