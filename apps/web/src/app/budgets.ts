/**
 * JavaScript budgets per page, checked on the build manifest (dist/.vite/manifest.json) by
 * scripts/check-budgets.ts after every build. Byte sizes of a build are deterministic, so this is
 * a check, not a timing: the JavaScript needed to render a page is the entry, the page's own
 * modules (its screen and its area's shell) and every chunk those import statically, gzipped.
 * Pure functions only: the script reads the files, the tests pass a synthetic manifest.
 */

export const KB = 1000;
/** First pages people land on: the landing, sign-in, a store front, a booking link. */
export const FIRST_PAGES: readonly string[] = ['/', '/login', '/store/:store_id', '/book/:linkCode'];
export const FIRST_PAGE_BUDGET = 150 * KB;
export const PAGE_BUDGET = 250 * KB;

/** The platform's demo store (features/storefront demo): a store front like any other. */
export const DEMO_STORE_PAGES: readonly string[] = [
  '/category/:category',
  '/product/:productId',
  '/cart',
  '/checkout',
  '/order-success',
];

/**
 * Every page of a store (`/store/:store_id` and below, including ones added later) and of the
 * demo store: shoppers land on any of them from a shared link, so issue 4/8 holds them all to
 * the first pages' budget.
 */
export function isStorefrontPage(path: string): boolean {
  return (
    path === '/store/:store_id' || path.startsWith('/store/:store_id/') || DEMO_STORE_PAGES.includes(path)
  );
}

/**
 * A coach's public website (issue 17): visitors land on it from search results and shared links,
 * so it is held to the first pages' budget too.
 */
export const SITE_PAGES: readonly string[] = ['/site/:slug', '/site/:slug/:pageSlug'];

/** 150 kB for the first pages, the storefront and coach websites, 250 kB for any other page. */
export function budgetFor(path: string): number {
  return FIRST_PAGES.includes(path) || isStorefrontPage(path) || SITE_PAGES.includes(path)
    ? FIRST_PAGE_BUDGET
    : PAGE_BUDGET;
}

/** One record of Vite's build manifest (keys are source paths, or `_name-hash.js` for shared chunks). */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** A page and the source modules it loads lazily (manifest keys, e.g. `src/app/routes/x.tsx`). */
export interface PageModules {
  path: string;
  modules: string[];
  /** Shown instead of the path, e.g. `/ (travel landing)` when a page is checked once per variant. */
  label?: string;
}

/**
 * Screens that render one of several lazily loaded variants (the landing's design per service
 * type): a page whose chunks can load these is checked once per variant, so the heaviest counts.
 */
export const VARIANT_GROUPS: ReadonlyArray<Readonly<Record<string, string>>> = [
  {
    'default landing': 'src/features/landing/components/default-landing.tsx',
    'ecommerce landing': 'src/features/landing/components/ecommerce-landing.tsx',
    'travel landing': 'src/features/landing/components/travel-landing.tsx',
    'manila landing': 'src/features/landing/components/manila-landing.tsx',
    // A brand's published sections replace the design's built-in content (GET /api/brand/page).
    'published landing': 'src/features/landing/components/published-sections.tsx',
  },
];

/** Expands each page that loads a variant group into one page per variant. */
export function expandVariants(manifest: Manifest, pages: readonly PageModules[]): PageModules[] {
  return pages.flatMap((page) => {
    const keys = chunksFor(manifest, page.modules);
    const dynamic = new Set(keys.flatMap((key) => manifest[key]?.dynamicImports ?? []));
    const group = VARIANT_GROUPS.find((g) => Object.values(g).every((module) => dynamic.has(module)));
    if (!group) return [page];
    return Object.entries(group).map(([name, module]) => ({
      path: page.path,
      label: `${page.path} (${name})`,
      modules: [...page.modules, module],
    }));
  });
}

export interface ChunkSize {
  file: string;
  bytes: number;
}

export interface BudgetRow {
  path: string;
  label: string;
  limit: number;
  bytes: number;
  ok: boolean;
  /** Every JS file the page loads, largest first. */
  chunks: ChunkSize[];
}

export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!key) throw new Error('The manifest has no entry chunk');
  return key;
}

/** Manifest keys of the chunks a page loads: its entry and modules, and their static imports, recursively. */
export function chunksFor(manifest: Manifest, modules: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string, from: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} (loaded by ${from}) is not in the build manifest`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep, key);
  };
  visit(entryKey(manifest), 'the page');
  for (const module of modules) visit(module, 'the route table');
  return [...seen];
}

/**
 * Sums the gzip size of every JS file each page loads and compares it with its budget. `failures`
 * names the page, its total and limit, and its largest chunks, so the culprit is in the message.
 */
export function checkBudgets(
  manifest: Manifest,
  pages: readonly PageModules[],
  gzipSize: (file: string) => number,
): { rows: BudgetRow[]; failures: string[] } {
  const sizes = new Map<string, number>();
  const sizeOf = (file: string) => {
    let bytes = sizes.get(file);
    if (bytes === undefined) {
      bytes = gzipSize(file);
      sizes.set(file, bytes);
    }
    return bytes;
  };
  const rows = pages.map((page): BudgetRow => {
    const files = [...new Set(chunksFor(manifest, page.modules).map((key) => manifest[key]!.file))].filter(
      (file) => file.endsWith('.js'),
    );
    const chunks = files.map((file) => ({ file, bytes: sizeOf(file) })).sort((a, b) => b.bytes - a.bytes);
    const bytes = chunks.reduce((sum, c) => sum + c.bytes, 0);
    const limit = budgetFor(page.path);
    return { path: page.path, label: page.label ?? page.path, limit, bytes, ok: bytes <= limit, chunks };
  });
  const failures = rows
    .filter((row) => !row.ok)
    .map(
      (row) =>
        `${row.label}: ${kb(row.bytes)} gzip JavaScript, budget ${kb(row.limit)}; largest chunks: ${row.chunks
          .slice(0, 5)
          .map((c) => `${c.file} ${kb(c.bytes)}`)
          .join(', ')}`,
    );
  return { rows, failures };
}

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

/** The first pages, the storefront's other pages, then the `top` heaviest others, as an aligned text table. */
export function formatBudgetTable(rows: readonly BudgetRow[], top = 8): string {
  const first = rows.filter((r) => FIRST_PAGES.includes(r.path));
  const store = rows.filter((r) => !FIRST_PAGES.includes(r.path) && isStorefrontPage(r.path));
  const rest = rows.filter((r) => !FIRST_PAGES.includes(r.path) && !isStorefrontPage(r.path));
  const others = [...rest].sort((a, b) => b.bytes - a.bytes).slice(0, top);
  const width = Math.max(...[...first, ...store, ...others].map((r) => r.label.length), 4);
  const line = (r: BudgetRow) =>
    `${r.ok ? '  ' : '✗ '}${r.label.padEnd(width)}  ${kb(r.bytes).padStart(9)} / ${kb(r.limit).padStart(8)}  (${r.chunks.length} chunks; largest ${r.chunks[0]?.file ?? '-'})`;
  return [
    'First pages:',
    ...first.map(line),
    ...(store.length > 0 ? ['Storefront pages:', ...store.map(line)] : []),
    `Heaviest of the other ${rest.length} pages:`,
    ...others.map(line),
  ].join('\n');
}

/**
 * The module a table's `lazy: () => import('../x/y')` loads, as a manifest key: the import
 * specifier read from the function's source, resolved against the table's own file (`@/` is src/).
 * Vite keeps the literal specifier in the build; we read it here the same way.
 */
export function lazyModuleKey(load: () => unknown, fromFile: string, manifest: Manifest): string | undefined {
  const specifier = /import\(\s*['"`]([^'"`]+)['"`]\s*\)/.exec(String(load))?.[1];
  if (!specifier) return undefined;
  const base = specifier.startsWith('@/')
    ? `src/${specifier.slice(2)}`
    : joinPath(fromFile.split('/').slice(0, -1).join('/'), specifier);
  return ['', '.tsx', '.ts', '/index.tsx', '/index.ts']
    .map((ext) => base + ext)
    .find((key) => key in manifest);
}

function joinPath(dir: string, relative: string): string {
  const parts = dir.split('/').filter(Boolean);
  for (const part of relative.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}
