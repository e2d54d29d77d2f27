/**
 * Module boundaries (DESIGN.md): routes -> services -> db and providers, one way; no cycles;
 * shared packages never import the apps; the web app never imports the server; a web feature
 * uses another feature only through its public surface (its api/ and components/ files).
 * Checked in .ci/run with `npm run check:deps`.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules in a cycle cannot be understood or tested one at a time.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-layers-point-down',
      severity: 'error',
      comment:
        'Services, data, providers, policies and jobs never depend on HTTP routes or plugins.',
      from: {
        path: '^apps/server/src/(services|db|providers|policies|presenters|lib|jobs)/',
      },
      to: { path: '^apps/server/src/(routes|plugins)/' },
    },
    {
      name: 'db-below-services',
      severity: 'error',
      from: { path: '^apps/server/src/db/' },
      to: { path: '^apps/server/src/(services|providers|jobs)/' },
    },
    {
      name: 'routes-go-through-services',
      severity: 'error',
      comment: 'A route never touches the database: it calls a service.',
      from: { path: '^apps/server/src/routes/' },
      to: {
        path: [
          '^apps/server/src/db/schema\\.ts$',
          '^apps/server/src/db/client\\.ts$',
          'node_modules/drizzle-orm/',
        ],
      },
    },
    {
      name: 'routes-use-providers-through-services',
      severity: 'error',
      comment:
        'Providers (planner, images, payments, mail, pdf) are reached through services and the context, so a route never depends on which adapter is configured.',
      from: { path: '^apps/server/src/routes/' },
      to: { path: '^apps/server/src/providers/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'packages-stand-alone',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-never-imports-server',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'web-features-public-surface',
      severity: 'error',
      comment:
        "A feature uses another feature's api/ and components/ only, never its hooks, helpers or internals.",
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/([^/]+)/',
        pathNot: [
          '^apps/web/src/features/$1/',
          '^apps/web/src/features/[^/]+/(api|components)/[^/]+$',
          '^apps/web/src/features/[^/]+/index\\.ts$',
        ],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '\\.test\\.ts$', '(^|/)test/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
