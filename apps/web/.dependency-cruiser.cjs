// Web zones (bulletproof-react): app → features → shared, checked by `npm test`.
//   shared   = src/components, src/hooks, src/lib, src/config, src/testing, src/types, src/utils
//   features = src/features/<name>: may use shared, never another feature, never app/
//   app      = src/app: composes features (routes, slots, registries)
// `npm test` runs it through scripts/check-boundaries.mjs, which prints each rule's comment (what
// to import instead). By hand, from the repository root or from apps/web:
//   npx depcruise --config apps/web/.dependency-cruiser.cjs --output-type err-long apps/web/src
// Decision record: docs/decisions/004-web-zones.md
const path = require('node:path');

// Paths are reported relative to the working directory; accept both roots.
const SRC = '^(?:apps/web/)?src/';
const SHARED = `${SRC}(?:components|hooks|lib|config|testing|types|utils)/`;
const TEST_FILE = '\\.test\\.tsx?$';
// src/testing/, a feature's testing/ folder, lib/request/testing.ts…
const TESTING = '/testing(?:/|\\.tsx?$)';
// The one exemption: the whole-app test harness mounts app/'s router and providers by definition.
// Only tests import it (see no-production-to-testing), so nothing ships through it.
const APP_HARNESS = `${SRC}testing/render-app\\.tsx$`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cross-feature-imports',
      severity: 'error',
      comment:
        'A feature must not import another feature: compose features in app/ (routes, slots/registries) or move the shared piece down to lib/ or components/.',
      from: { path: `${SRC}features/([^/]+)/` },
      to: { path: `${SRC}features/`, pathNot: `${SRC}features/$1/` },
    },
    {
      name: 'no-feature-to-app',
      severity: 'error',
      comment:
        'Features must not import app/: app/ composes features, not the other way round. Pass what the feature needs as props/slots from app/, or move the shared piece down to lib/ or components/.',
      from: { path: `${SRC}features/` },
      to: { path: `${SRC}app/` },
    },
    {
      name: 'no-shared-to-features',
      severity: 'error',
      comment:
        'Shared code (components/, hooks/, lib/, config/, testing/, types/, utils/) must not import features/: move the piece it needs down to lib/ or components/, or compose it in app/.',
      from: { path: SHARED },
      to: { path: `${SRC}features/` },
    },
    {
      name: 'no-shared-to-app',
      severity: 'error',
      comment:
        'Shared code (components/, hooks/, lib/, config/, testing/, types/, utils/) must not import app/: move the piece it needs down to lib/ or components/.',
      from: { path: SHARED, pathNot: APP_HARNESS },
      to: { path: `${SRC}app/` },
    },
    {
      name: 'no-production-to-testing',
      severity: 'error',
      comment:
        'Test helpers (testing/ folders) are for *.test.ts[x] files and other test helpers only: move what production code needs into lib/ or the feature itself.',
      from: { path: SRC, pathNot: [TEST_FILE, TESTING] },
      to: { path: TESTING },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Import cycle: break it by moving the shared piece into its own module that both sides import (or pass it in as a parameter).',
      from: { path: SRC },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['node_modules', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: path.join(__dirname, 'tsconfig.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
