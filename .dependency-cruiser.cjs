/**
 * The API's shape, checked by `npm run lint` (docs/architecture.md "Modules and their order"):
 * - no import cycles anywhere in the API, tests included;
 * - the floor (configuration, context, events, database, adapters, lib) imports no module;
 * - modules form one declared order and import only modules below them;
 * - a module is entered through its index.ts: no other module (nor app.ts) reaches into its files.
 * Tests may reach into their own module's files, and src/test/ holds what the tests share.
 */
const API = '^apps/api/src/';

/** Lowest first. A module imports only modules of an earlier line; modules on one line import none of each other. */
const ORDER = [
  ['audit', 'users'],
  ['auth'],
  ['settings', 'lookups', 'health', 'outbox'],
  ['catalogue'],
  ['quotes'],
  ['monitoring', 'identity', 'banks'],
  ['payments'],
  ['commissions', 'notifications'],
  ['portfolio'],
  ['collections', 'devices'],
];

const TESTS = '\\.test\\.ts$|^apps/api/src/test/';
const levelRules = ORDER.flatMap((line, level) =>
  line.map((name) => {
    const notBelow = ORDER.slice(level)
      .flat()
      .filter((other) => other !== name);
    return {
      name: `order-${name}`,
      comment: `The module "${name}" imports only modules below it (${ORDER.slice(0, level).flat().join(', ') || 'none'}). An effect upward goes through a domain event (src/events.ts).`,
      severity: 'error',
      from: { path: `${API}modules/${name}/`, pathNot: TESTS },
      to: { path: `${API}modules/(${notBelow.join('|')})/` },
    };
  }),
);

const known = ORDER.flat();

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'No import cycle in the API, not even through types.',
      severity: 'error',
      from: { path: API },
      to: { circular: true },
    },
    {
      name: 'floor-imports-no-module',
      comment:
        'The floor (config, context, events, db, adapters, lib) sits below every module; db/seed and db/cli compose, as app.ts does.',
      severity: 'error',
      from: {
        path: `${API}(config|context|events)\\.ts$|${API}(db|adapters|lib)/`,
        pathNot: `${TESTS}|${API}db/(seed/|cli\\.ts$)`,
      },
      to: { path: `${API}(modules/|app\\.ts$|server\\.ts$)` },
    },
    {
      name: 'module-in-the-order',
      comment: `Every module has a place in the order of .dependency-cruiser.cjs (known: ${known.join(', ')}).`,
      severity: 'error',
      from: { path: API },
      to: { path: `${API}modules/(?!(${known.join('|')})/)[^/]+/` },
    },
    ...levelRules,
    {
      name: 'through-index',
      comment: 'Another module is entered through its index.ts, never through its files.',
      severity: 'error',
      from: { path: `${API}modules/([^/]+)/`, pathNot: TESTS },
      to: { path: `${API}modules/`, pathNot: [`${API}modules/$1/`, `${API}modules/[^/]+/index\\.ts$`] },
    },
    {
      name: 'composition-through-index',
      comment: 'app.ts, server.ts and the seed enter modules through their index.ts.',
      severity: 'error',
      from: { path: API, pathNot: `${TESTS}|${API}modules/` },
      to: { path: `${API}modules/`, pathNot: `${API}modules/[^/]+/index\\.ts$` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
