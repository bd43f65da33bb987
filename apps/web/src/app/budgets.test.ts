import { describe, expect, it } from 'vitest';
import {
  budgetFor,
  checkBudgets,
  chunksFor,
  FIRST_PAGE_BUDGET,
  formatBudgetTable,
  KB,
  lazyModuleKey,
  type Manifest,
  PAGE_BUDGET,
} from '@/app/budgets';

/** entry → react; landing → shared-ui; admin screen → charts, shared-ui; admin shell → shared-ui. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/app/routes/landing/home.tsx', 'src/app/routes/admin/stats.tsx'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_shared-ui.js': { file: 'assets/shared-ui.js', imports: ['_react.js'] },
  '_charts.js': { file: 'assets/charts.js', imports: ['_react.js'] },
  'src/app/routes/landing/home.tsx': {
    file: 'assets/home.js',
    isDynamicEntry: true,
    imports: ['_shared-ui.js'],
  },
  'src/app/routes/admin/stats.tsx': {
    file: 'assets/stats.js',
    isDynamicEntry: true,
    imports: ['_charts.js', '_shared-ui.js', 'index.html'],
    dynamicImports: ['_editor.js'],
  },
  'src/app/layouts/staff.tsx': { file: 'assets/staff.js', isDynamicEntry: true, imports: ['_shared-ui.js'] },
  '_editor.js': { file: 'assets/editor.js' },
};

const sizes: Record<string, number> = {
  'assets/index.js': 60 * KB,
  'assets/react.js': 50 * KB,
  'assets/shared-ui.js': 20 * KB,
  'assets/charts.js': 110 * KB,
  'assets/home.js': 10 * KB,
  'assets/stats.js': 15 * KB,
  'assets/staff.js': 5 * KB,
  'assets/editor.js': 300 * KB,
};
const gzipSize = (file: string) => sizes[file] ?? Number.NaN;

describe('chunksFor', () => {
  it('walks static imports from the entry and the page modules, not dynamic ones, each once', () => {
    expect(
      chunksFor(manifest, ['src/app/routes/admin/stats.tsx', 'src/app/layouts/staff.tsx']).sort(),
    ).toEqual(
      [
        '_charts.js',
        '_react.js',
        '_shared-ui.js',
        'index.html',
        'src/app/layouts/staff.tsx',
        'src/app/routes/admin/stats.tsx',
      ].sort(),
    );
  });

  it('fails loudly for a module the build does not have', () => {
    expect(() => chunksFor(manifest, ['src/app/routes/gone.tsx'])).toThrow(
      /gone\.tsx .*not in the build manifest/,
    );
  });
});

describe('checkBudgets', () => {
  it('sums the gzip size of every JS file a page loads against its budget', () => {
    const { rows, failures } = checkBudgets(
      manifest,
      [{ path: '/', modules: ['src/app/routes/landing/home.tsx'] }],
      gzipSize,
    );
    expect(rows).toEqual([
      expect.objectContaining({ path: '/', bytes: 140 * KB, limit: FIRST_PAGE_BUDGET, ok: true }),
    ]);
    expect(rows[0]?.chunks.map((c) => c.file)).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/shared-ui.js',
      'assets/home.js',
    ]);
    expect(failures).toEqual([]);
  });

  it('names the page, its total and its largest chunks when over', () => {
    const { rows, failures } = checkBudgets(
      manifest,
      [{ path: '/admin/stats', modules: ['src/app/routes/admin/stats.tsx', 'src/app/layouts/staff.tsx'] }],
      gzipSize,
    );
    expect(rows[0]).toMatchObject({ bytes: 260 * KB, limit: PAGE_BUDGET, ok: false });
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^\/admin\/stats: 260\.0 kB gzip JavaScript, budget 250\.0 kB/);
    expect(failures[0]).toMatch(/largest chunks: assets\/charts\.js 110\.0 kB, assets\/index\.js 60\.0 kB/);
  });

  it('holds the first pages to the tighter budget', () => {
    const { failures } = checkBudgets(
      manifest,
      [{ path: '/login', modules: ['src/app/routes/admin/stats.tsx'] }],
      gzipSize,
    );
    expect(failures[0]).toMatch(/^\/login: 255\.0 kB gzip JavaScript, budget 150\.0 kB/);
  });

  it('holds every store page and the demo store to the first pages budget', () => {
    const { rows, failures } = checkBudgets(
      manifest,
      [
        { path: '/store/:store_id/checkout', modules: ['src/app/routes/admin/stats.tsx'] },
        { path: '/cart', modules: ['src/app/routes/landing/home.tsx'] },
      ],
      gzipSize,
    );
    expect(rows.map((r) => r.limit)).toEqual([FIRST_PAGE_BUDGET, FIRST_PAGE_BUDGET]);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^\/store\/:store_id\/checkout: 255\.0 kB gzip JavaScript, budget 150\.0 kB/);
  });

  it('prints the first pages and the heaviest others', () => {
    const { rows } = checkBudgets(
      manifest,
      [
        { path: '/', modules: ['src/app/routes/landing/home.tsx'] },
        { path: '/admin/stats', modules: ['src/app/routes/admin/stats.tsx'] },
      ],
      gzipSize,
    );
    const table = formatBudgetTable(rows);
    expect(table).toContain('First pages:');
    expect(table).toMatch(/ {2}\/ +140\.0 kB/);
    expect(table).toMatch(/✗ \/admin\/stats +255\.0 kB/);
    expect(table).not.toContain('Storefront pages:');
  });

  it('lists the storefront pages apart from the heaviest others', () => {
    const { rows } = checkBudgets(
      manifest,
      [
        { path: '/store/:store_id', modules: ['src/app/routes/landing/home.tsx'] },
        { path: '/store/:store_id/cart', modules: ['src/app/routes/landing/home.tsx'] },
        { path: '/order-success', modules: ['src/app/routes/landing/home.tsx'] },
        { path: '/admin/stats', modules: ['src/app/routes/admin/stats.tsx'] },
      ],
      gzipSize,
    );
    const lines = formatBudgetTable(rows).split('\n');
    expect(lines.map((l) => l.trim().split(/ +/)[0])).toEqual([
      'First',
      '/store/:store_id',
      'Storefront',
      '/store/:store_id/cart',
      '/order-success',
      'Heaviest',
      '✗',
    ]);
    expect(lines).toContain('Heaviest of the other 1 pages:');
  });
});

describe('budgetFor', () => {
  it('gives 150 kB to the first pages, every store page (also ones added later) and the demo store', () => {
    for (const path of [
      '/',
      '/login',
      '/book/:linkCode',
      '/store/:store_id',
      '/store/:store_id/products',
      '/store/:store_id/checkout',
      '/store/:store_id/track-order/:order_id?',
      '/store/:store_id/wishlist',
      '/category/:category',
      '/product/:productId',
      '/cart',
      '/checkout',
      '/order-success',
      '/site/:slug',
      '/site/:slug/:pageSlug',
    ])
      expect(budgetFor(path), path).toBe(FIRST_PAGE_BUDGET);
  });

  it('gives 250 kB to any other page, storefront look-alikes included', () => {
    for (const path of [
      '/customer/orders',
      '/client/orders',
      '/my-store',
      '/store/:store_idx',
      '/travel/checkout/:package_id',
    ])
      expect(budgetFor(path), path).toBe(PAGE_BUDGET);
  });
});

describe('lazyModuleKey', () => {
  it("finds the module a table's lazy imports, relative to the table or under @/", () => {
    const withStats: Manifest = { ...manifest, 'src/app/routes/admin/index.ts': { file: 'assets/i.js' } };
    expect(
      lazyModuleKey(() => import('./budgets'), 'src/app/routes/admin/routes.ts', withStats),
    ).toBeUndefined();
    expect(
      lazyModuleKey(() => "import('../admin/stats')", 'src/app/routes/public/routes.ts', withStats),
    ).toBe('src/app/routes/admin/stats.tsx');
    expect(lazyModuleKey(() => "import('@/app/layouts/staff')", 'src/app/layouts/index.ts', withStats)).toBe(
      'src/app/layouts/staff.tsx',
    );
    expect(lazyModuleKey(() => "import('.')", 'src/app/routes/admin/routes.ts', withStats)).toBe(
      'src/app/routes/admin/index.ts',
    );
  });
});
