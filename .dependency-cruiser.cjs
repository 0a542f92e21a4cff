/**
 * The boundaries of the code (docs/architecture.md, "Boundaries"), checked by `npm run lint`.
 * Server: a module owns its repository and tables; other modules and the flows reach them through its service.
 * Web: a feature never imports another feature; pages and app/ compose features.
 * The privacy-computing workbench (apps/private) and the web app know each other only at run time.
 */
const SERVER_MODULE = '^apps/server/src/modules/([^/]+)/';
const WEB_FEATURE = '^apps/web/src/features/([^/]+)/';
/**
 * API tests may arrange and inspect any table: they set up states no service reaches quickly (a crash halfway,
 * an expired credential) and check invariants over the whole database.
 */
const TESTS = '\\.(test|test-kit)\\.ts$';
/**
 * The only exception: the mall's per-good figures (views, sales, lowest price) are the goods' read model, and
 * the goods' own pages show the views the mall counted (goods.repository joins them).
 */
const MALL_FIGURES = '^apps/server/src/modules/mall/mall\\.table\\.ts$';
const MALL_FIGURES_READER = '^apps/server/src/modules/goods/goods\\.repository\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'server-foreign-repository',
      comment:
        "A module reads and writes only its own repository and tables; another module's data comes through that " +
        "module's service. A table may still declare a foreign key to another module's table.",
      severity: 'error',
      from: { path: SERVER_MODULE, pathNot: ['\\.table\\.ts$', TESTS] },
      to: {
        path: '^apps/server/src/modules/([^/]+)/.+\\.(repository|table)\\.ts$',
        pathNot: ['^apps/server/src/modules/$1/', MALL_FIGURES],
      },
    },
    {
      name: 'server-mall-figures',
      comment:
        'The mall figures table is read by the mall and, for the views it shows, by the goods repository.',
      severity: 'error',
      from: {
        path: SERVER_MODULE,
        pathNot: ['^apps/server/src/modules/mall/', MALL_FIGURES_READER, '\\.table\\.ts$', TESTS],
      },
      to: { path: MALL_FIGURES },
    },
    {
      name: 'server-flow-through-services',
      comment: 'A flow wires modules together through their services, never their repositories or tables.',
      severity: 'error',
      from: { path: '^apps/server/src/(flows/|app\\.ts$)', pathNot: TESTS },
      to: { path: '^apps/server/src/modules/.+\\.(repository|table)\\.ts$' },
    },
    {
      name: 'server-platform-below-modules',
      comment: 'platform/ is cross-cutting: it knows no module and no flow.',
      severity: 'error',
      from: { path: '^apps/server/src/platform/', pathNot: TESTS },
      to: { path: '^apps/server/src/(modules|flows)/' },
    },
    {
      name: 'web-feature-isolation',
      comment: 'A web feature never imports another feature: compose them in pages/ or app/ (render props).',
      severity: 'error',
      from: { path: WEB_FEATURE },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-below-features',
      comment: 'shared/ is reusable UI and plumbing: it knows no feature, page or app wiring.',
      severity: 'error',
      from: { path: '^apps/web/src/shared/' },
      to: { path: '^apps/web/src/(features|pages|app)/' },
    },
    {
      name: 'web-features-below-pages',
      comment: 'Features are composed by pages and app/, never the other way round.',
      severity: 'error',
      from: { path: WEB_FEATURE },
      to: { path: '^apps/web/src/(pages|app)/' },
    },
    {
      name: 'private-app-standalone',
      comment:
        'The privacy-computing workbench (apps/private) is a separate build loaded at run time: it shares only the ' +
        'contract with the web app, never its code.',
      severity: 'error',
      from: { path: '^apps/private/' },
      to: { path: '^apps/(web|server|gateway)/' },
    },
    {
      name: 'web-loads-private-app-at-run-time',
      comment:
        'The web app mounts the workbench from its build (Module Federation), never by importing its source.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/private/' },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles.',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: '^(apps|packages)/',
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: false,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
    moduleSystems: ['es6'],
  },
};
