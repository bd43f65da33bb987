// Server boundaries (docs/decisions/003-server-module-boundaries.md), checked by `npm test`
// through scripts/check-boundaries.mjs. Run by hand from the repository root:
//   npx depcruise --config apps/server/.dependency-cruiser.cjs apps/server/src
//
//   composition   app.ts, server.ts, seed/, cli/, testing/     may use everything
//   modules       modules/index.ts registers them, in the layers below
//   platform      platform/, adapters/, db/                     never import modules/
const path = require('node:path');

// Paths are reported relative to the working directory; accept both roots.
const SRC = '^(?:apps/server/)?src/';
const MODULES = `${SRC}modules/`;
const TEST = '\\.test\\.ts$';

/**
 * Module layers, bottom first. A module imports only modules of lower layers; a lower module
 * that must make something happen above it emits a platform event (platform/events.ts).
 */
const LAYERS = [
  ['health', 'brand', 'auth', 'jobs', 'permissions', 'config', 'files', 'wiki', 'subscriptions'], // identity, white-label, job admin, permissions, run-time settings: read by everyone; the staff wiki and client plans read no module (commerce will read plans)
  ['journey', 'contracts', 'catalog', 'affiliates', 'team-chat'], // affiliates: codes, attribution cookie, clicks (5/8); catalog: commerce stores and products (4/8); journey content: steps, scripts, step functions; contract templates and signatures (read users through auth)
  ['application', 'orders', 'travel', 'marketplace'], // marketplace: specialists, services, hours, discovery (6/8); travel: packages, bookings, travel sites (5/8); application fields and answers; commerce orders, customers (read the catalog)
  ['tasks', 'credit', 'cart', 'bookings', 'staff-tasks'], // bookings: marketplace bookings over the marketplace's slots (6/8); staff-tasks: the team's follow-up tasks, reads auth only, created from step events (7/8)
  // tasks, credit, cart: work on the journey: tasks, credit reports; the commerce cart and checkout (reserve stock through catalog, place orders through orders)
  ['coaching', 'chat'], // journey progress: start, complete, approvals, routing; chat: marketplace rooms per member–specialist pair, on bookings (6/8)
  ['ai', 'support'], // the coach and support read everything below
  ['notifications', 'people', 'analytics', 'sync', 'compliance', 'commissions'], // commissions: the one ledger, listening to every domain's sales (5/8); compliance exports and anonymises a user across domains; notifications listen to every feature's events (ADR 007); people (user admin, staff directory) read capacity from support; analytics reads every domain's aggregates; sync runs ai/tasks/coaching maintenance as jobs
  ['specialist-insights', 'clients', 'leads', 'documents'], // the specialist's dashboard and analytics: reads marketplace, bookings and the commissions ledger (6/8); clients: the staff client record, a read model over coaching, credit, support and tasks that notifies mentions (7/8, ADR 017); documents: each user's folders, versions and the staff template library, task and ticket files listed through their index.ts (7/8, ADR 017)
  ['calendar', 'campaigns'], // campaigns: segments over the clients read model, the send job, suppression, tracking; the marketing kit's e-mails to a coach's own contacts (8/8). calendar: the staff calendar and public booking links: captures leads through leads, reads clients' assigned staff, tasks' due dates; one availability engine (7/8)
  ['workspace-analytics', 'sites'], // sites: the coach's public website (pages as blocks, publish, versions, custom domain), its contact form captures leads (8/8). workspace-analytics: the staff /analytics numbers: reads clients' read model and leads (both a layer below, peers that may not import each other), credit and support aggregates; owns no table (7/8, ADR 017)
  ['automations', 'marketing'], // automations: workflows on platform events, durable on the job runner, acting through the modules below (8/8); marketing: the coach's links, QR codes, click counts and social kit (8/8)
];

/** The db/schema files each module's code may import (besides the shared `users` and `columns`). */
const TABLES = {
  affiliates: ['affiliates'],
  ai: ['ai'],
  analytics: [],
  'workspace-analytics': [],
  'specialist-insights': [],
  clients: ['clients'],
  campaigns: ['campaigns'],
  automations: ['automations'],
  sites: ['sites'],
  marketing: ['marketing'],
  calendar: ['calendar'],
  documents: ['documents'],
  leads: ['leads'],
  application: ['application'],
  auth: ['users'],
  brand: ['brands'],
  cart: ['cart'],
  catalog: ['catalog'],
  coaching: ['coaching'],
  commissions: ['commissions'],
  compliance: ['compliance'],
  config: [],
  contracts: ['contracts'],
  files: ['files'],
  credit: ['credit'],
  health: [],
  jobs: [],
  journey: ['journey'],
  marketplace: ['marketplace'],
  bookings: ['bookings'],
  chat: ['marketplace-chat'],
  notifications: ['notifications'],
  orders: ['orders'],
  people: ['people'],
  permissions: ['permissions'],
  support: ['support'],
  sync: ['sync'],
  subscriptions: ['subscriptions'],
  tasks: ['tasks'],
  'team-chat': ['team-chat'],
  'staff-tasks': ['staff-tasks'],
  travel: ['travel'],
  wiki: ['wiki'],
};
const SHARED_TABLES = ['users', 'columns'];

const layerOf = (name) => LAYERS.findIndex((layer) => layer.includes(name));
const known = LAYERS.flat();
for (const name of Object.keys(TABLES)) {
  if (layerOf(name) < 0) throw new Error(`${name} has tables but no layer`);
}

const layerRules = LAYERS.slice(0, -1).map((layer, i) => {
  const notBelow = LAYERS.slice(i).flat();
  return {
    name: `layer-order-${layer.join('-')}`,
    severity: 'error',
    comment:
      `${layer.join('/')} (layer ${i + 1} of ${LAYERS.length}) may import only modules of lower layers ` +
      `(${LAYERS.slice(0, i).flat().join(', ') || 'none'}). Don't call up: emit a platform event ` +
      `(platform/events.ts) and subscribe to it in the higher module's plugin, or move the piece down.`,
    from: { path: `${MODULES}(${layer.join('|')})/` },
    to: { path: `${MODULES}(?:${notBelow.join('|')})/`, pathNot: `${MODULES}$1/` },
  };
});
// Peers in the top layer don't import each other either.
const top = LAYERS.at(-1);
layerRules.push({
  name: `layer-order-${top.join('-')}`,
  severity: 'error',
  comment: `${top.join('/')} (top layer) must not import each other. Emit a platform event (platform/events.ts) instead, or move the shared piece down a layer.`,
  from: { path: `${MODULES}(${top.join('|')})/` },
  to: { path: `${MODULES}(?:${top.join('|')})/`, pathNot: `${MODULES}$1/` },
});

const tableRules = Object.entries(TABLES).map(([name, own]) => {
  const allowed = [...own, ...SHARED_TABLES].map((f) => `${f}\\.ts$`).join('|');
  return {
    name: `own-tables-${name}`,
    severity: 'error',
    comment:
      `modules/${name} may import only its own db/schema file(s) (${own.join(', ') || 'none'}) and the ` +
      `shared users/columns, never the db/schema barrel or another domain's tables: read another ` +
      `domain's data through that module's service (import from '../<module>').`,
    from: { path: `${MODULES}${name}/`, pathNot: TEST },
    to: { path: `${SRC}db/schema/`, pathNot: `${SRC}db/schema/(?:${allowed})` },
  };
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-via-index',
      severity: 'error',
      comment:
        "A module imports another module only through its index.ts: import from '../<module>' (its index.ts) instead, and export what you need there.",
      from: { path: `${MODULES}([^/]+)/` },
      to: { path: MODULES, pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/index\\.ts$`] },
    },
    {
      name: 'unknown-module',
      severity: 'error',
      comment: `Every module needs a layer: add it to LAYERS (and TABLES) in apps/server/.dependency-cruiser.cjs and to docs/decisions/003-server-module-boundaries.md.`,
      from: { path: `${MODULES}[^/]+/` },
      to: { path: MODULES, pathNot: [`${MODULES}(?:${known.join('|')})/`, `${MODULES}index\\.ts$`] },
    },
    ...layerRules,
    {
      name: 'platform-not-to-modules',
      severity: 'error',
      comment:
        'platform/, adapters/ and db/ sit below every module and must not import modules/ (or seed/, cli/, testing/): pass what they need in as a parameter, or let the module subscribe to a platform event.',
      from: { path: `${SRC}(?:platform|adapters|db)/`, pathNot: TEST },
      to: { path: `${SRC}(?:modules|seed|cli|testing)/` },
    },
    {
      name: 'modules-not-to-composition',
      severity: 'error',
      comment:
        'Module code must not import app.ts, server.ts, seed/, cli/ or testing/ (they compose the modules, not the other way round). Tests may use testing/.',
      from: { path: MODULES, pathNot: TEST },
      to: { path: `${SRC}(?:seed/|cli/|testing/|app\\.ts$|server\\.ts$)` },
    },
    ...tableRules,
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Import cycle: break it by moving the shared piece into its own file that both sides import, or, across modules, by emitting a platform event.',
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
      extensions: ['.ts', '.js', '.json'],
    },
  },
};
