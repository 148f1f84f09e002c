// The import rules of docs/architecture.md, checked by `npm run check` (depcruise) and shown to
// fire on deliberate violations by architecture/rules.test.ts. Paths are relative to the
// repository root; test files may reach anything (they test internals on purpose).

const TESTS = '\\.test\\.tsx?$|/test/';
const SERVER = '^apps/server/src/';
const WEB = '^apps/web/src/';
const DOMAIN = '^packages/domain/src/';
/** Files that may hold SQL: a module's queries.ts or queries/ folder, and db/ and seed/. */
const SQL_HOMES = [`${SERVER}(db|seed)/`, '/queries\\.ts$', '/queries/'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-import-loop',
      comment: 'An import loop ties files into one knot (type-only imports count too).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-unused-file',
      comment: 'A source file nothing imports is dead code (entry points, CLIs, tests and types excepted).',
      severity: 'error',
      from: {
        orphan: true,
        pathNot: [TESTS, '\\.d\\.ts$', '(^|/)(main|sw)\\.tsx?$', '-cli\\.ts$', '(^|/)vite\\.config\\.ts$'],
      },
      to: {},
    },
    // Server
    {
      name: 'server-app-is-the-root',
      comment: 'Only main.ts (and tests, bench) import app.ts: dependencies come from deps.ts.',
      severity: 'error',
      from: { path: SERVER, pathNot: [`${SERVER}main\\.ts$`, TESTS] },
      to: { path: `${SERVER}app\\.ts$` },
    },
    {
      name: 'server-lower-layers-import-no-module',
      comment: 'db/, http/, auth/, integrations/ and deps.ts sit below the modules and seeds.',
      severity: 'error',
      from: { path: `${SERVER}(db|http|auth|integrations)/|${SERVER}(deps|config)\\.ts$` },
      to: { path: `${SERVER}(modules|seed)/` },
    },
    {
      name: 'server-modules-meet-through-service',
      comment: 'A module uses another module only through its service.ts (its public face).',
      severity: 'error',
      from: { path: `${SERVER}modules/([^/]+)/`, pathNot: TESTS },
      to: {
        path: `${SERVER}modules/[^/]+/`,
        pathNot: [`${SERVER}modules/$1/`, `${SERVER}modules/[^/]+/service\\.ts$`],
      },
    },
    {
      name: 'server-seeds-use-services',
      comment: "Seeds build demo data through a module's service.ts, not its internals.",
      severity: 'error',
      from: { path: `${SERVER}seed/` },
      to: { path: `${SERVER}modules/[^/]+/`, pathNot: `${SERVER}modules/[^/]+/service\\.ts$` },
    },
    {
      name: 'server-sql-only-in-queries',
      comment: 'SQL (drizzle-orm, db/sql.ts, db/schema.ts) only in queries.ts or queries/, db/ and seed/.',
      severity: 'error',
      from: { path: SERVER, pathNot: [...SQL_HOMES, TESTS] },
      to: { path: ['^drizzle-orm', `${SERVER}db/(sql|schema)\\.ts$`, 'node_modules/drizzle-orm/'] },
    },
    // Web
    {
      name: 'web-feature-imports-no-other-feature',
      comment: 'Two features meet on one screen through app/ (the route or shell), never directly.',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/`, pathNot: TESTS },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: 'web-feature-imports-no-app',
      comment: 'app/ composes features; a feature does not reach back up into it.',
      severity: 'error',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'web-ordering-imports-no-feature',
      comment: 'ordering/ sits below the features that use it.',
      severity: 'error',
      from: { path: `${WEB}ordering/` },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'web-shared-imports-nothing-above',
      comment: 'components/ and lib/ are shared by everything above them.',
      severity: 'error',
      from: { path: `${WEB}(components|lib|locales)/` },
      to: { path: `${WEB}(features|app|ordering)/` },
    },
    // Across the packages
    {
      name: 'apps-stay-apart',
      comment: 'The web app and the server share only packages/domain.',
      severity: 'error',
      from: { path: '^apps/(web|server)/' },
      to: { path: '^apps/(web|server)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'domain-imports-no-app',
      comment: 'The domain is the floor: it imports neither app.',
      severity: 'error',
      from: { path: DOMAIN },
      to: { path: '^(apps|e2e|bench)/' },
    },
    {
      name: 'domain-rules-import-no-contract',
      comment:
        'Rules are the floor of the domain: contracts, request builders and app behaviour build on them.',
      severity: 'error',
      from: { path: `${DOMAIN}rules/` },
      to: { path: `${DOMAIN}(contracts|requests|app)/` },
    },
    {
      name: 'domain-does-no-io',
      comment: 'Domain contracts and rules are pure: no Node built-in and no package but zod.',
      severity: 'error',
      from: { path: DOMAIN, pathNot: TESTS },
      to: {
        pathNot: [DOMAIN, 'node_modules/zod/', '^zod'],
      },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['(^|/)dist/', 'apps/server/src/db/migrations/'] },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
