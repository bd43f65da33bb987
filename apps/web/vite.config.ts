import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

const apiTarget = process.env.FUNDPATH_API ?? 'http://127.0.0.1:3000';

/**
 * react-router's package exports point every bundler at its development build (dev warnings and
 * invariant texts: about 8 kB gzip more on every page). Production builds use the production build
 * it ships beside it; dev and tests keep the development one with its warnings.
 */
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const productionAliases = [
  { find: /^react-router$/, replacement: path.join(reactRouterDir, 'dist/production/index.mjs') },
];

/**
 * What every store page (`/store/:store_id/*`) loads from the storefront feature beside its shell,
 * and no other page does: one chunk instead of four (see the `storefront` group below).
 */
const STORE_SHELL_MODULES = [
  '/src/features/storefront/components/store-shell.tsx',
  '/src/features/storefront/links.ts',
  '/src/features/storefront/hooks/use-storefront.ts',
  '/src/features/storefront/api/get-store.ts',
  '/src/features/storefront/api/get-cart.ts',
  '/src/features/storefront/api/keys.ts',
  '/src/features/storefront/api/wire.ts',
];

/**
 * What the public booking page (`/book/:linkCode`, a first page) loads from the member marketplace
 * feature: kept apart from the feature's zod-checked reads it shares the query keys and formatting
 * with, which the default chunking merges with them (see the `booking-link` group below).
 */
const BOOKING_LINK_MODULES = [
  '/src/features/marketplace-member/components/booking-link-page.tsx',
  '/src/features/marketplace-member/components/format.ts',
  '/src/features/marketplace-member/api/booking-link.ts',
  '/src/features/marketplace-member/api/keys.ts',
  '/src/features/marketplace-member/api/wire.ts',
];

export default defineConfig(({ command, mode }) => ({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' && mode === 'production' ? productionAliases : []),
    ],
  },
  server: {
    port: 5173,
    // Keep the browser's Host header: the API refuses state-changing requests whose Origin
    // doesn't match the host it sees (the string shorthand would rewrite Host to the target).
    proxy: {
      // ws: the live-update channel (/api/realtime) is a WebSocket.
      '/api': { target: apiTarget, changeOrigin: false, ws: true },
      '/metrics': { target: apiTarget, changeOrigin: false },
      // The marketing kit's tracked short links redirect on the server (/go/{code}).
      '^/go/': { target: apiTarget, changeOrigin: false },
    },
  },
  // manifest: dist/.vite/manifest.json maps every module to its chunk; the JS budgets are checked
  // on it (scripts/check-budgets.ts). Every screen and area shell is a chunk of its own (lazy).
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 500,
    // The entry holds every route's lazy import; listing each one's dependencies for preloading
    // costs the first page about 3 kB gzip. A screen's chunks load when its link is hovered or
    // focused (app/prefetch.ts) and on navigation; chunks that other chunks import keep theirs.
    // Every chunk pays its own gzip, import and hashed-name overhead (~0.2 kB), so what pages
    // always load together goes together:
    // - framework: the libraries every page runs (React, the router, the query client) as one
    //   chunk; only what the entry runs ($initial), so parts a few screens use (useQueries,
    //   useMutation) load with them rather than on every page;
    // - app: everything else the entry imports statically goes into the entry chunk (split by
    //   sharing, it came as a dozen small files, ~3 kB gzip on every page);
    // - storefront: the store pages' shared data layer (store, cart, keys, parsers, context) with
    //   the store shell. Not its dependencies: the header, theme and icons are also the demo
    //   store's and the store-settings preview's, which don't load the shell;
    // - booking-link: the public booking page and the zod-free reads it needs, likewise.
    rolldownOptions: {
      output: {
        // The entry names every screen's chunk: 7 hash characters (of 64; rolldown refuses fewer for
        // this many chunks) keep names unique and some random bytes off every first page.
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        advancedChunks: {
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
              tags: ['$initial'],
            },
            { name: 'app', tags: ['$initial'] },
            {
              name: 'storefront',
              test: (id) => STORE_SHELL_MODULES.some((m) => id.endsWith(m)),
              includeDependenciesRecursively: false,
            },
            {
              name: 'booking-link',
              test: (id) => BOOKING_LINK_MODULES.some((m) => id.endsWith(m)),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
    modulePreload: {
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'js' && /(^|\/)index-[^/]*\.js$/.test(hostId) ? [] : deps,
    },
  },
}));
