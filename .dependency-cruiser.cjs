/**
 * Module boundaries, checked by `npm run lint` (dependency-cruiser). The picture and the reasons are in
 * docs/module-map.md; this file is the part a machine can hold anyone to.
 *
 * Server: every folder under server/src is one module, and every module sits in one layer. A module imports only
 * modules of LOWER layers; two modules of one layer never import each other. Type-only imports count too: they
 * couple a module to another's shapes just as much. The wiring files that list every module (the Nest root module,
 * the entry points, the seed, the entity list of the database) are exempt as importers.
 *
 * Client: each folder under client/src/features is one feature. A feature never imports another feature's internals;
 * its public face is its api/ folder (one module per endpoint: schema, fetcher, query hook). What two features share
 * otherwise lives in client/src/components (UI), client/src/lib (helpers) or shared/ (rules and contracts). The app
 * shell (client/src/app) composes features and may import any of them.
 *
 * Existing violations that are not fixed yet are listed in .dependency-cruiser-known-violations.json (regenerate it
 * only to REMOVE entries: `npm run check:boundaries:baseline`); any new violation fails lint.
 */

/** Server layers, lowest first (reasons per layer in docs/module-map.md). */
const SERVER_LAYERS = [
  ['config'],
  ['transport'],
  ['common', 'database', 'redis', 'mail'],
  ['events'],
  ['views', 'geo', 'static'],
  ['results'],
  ['catalog'],
  ['users'],
  ['auth'],
  ['tournaments'],
  ['nominations'],
  ['fights'],
  ['teams'],
  ['rings'],
  ['stages'],
  ['standings'],
  ['applications', 'licences', 'ratings', 'schedule', 'announcements', 'panel'],
  ['predictions'],
  ['achievements'],
  ['documents'],
  ['imports'],
  ['following'],
  ['notifications'],
  ['live', 'feed'],
  ['health'],
  ['admin'],
];

/** Files that wire every module together: they may import any module. */
const SERVER_WIRING = [
  '^server/src/[^/]+\\.ts$',
  '^server/src/seed/',
  '^server/src/database/entities\\.ts$',
  '^server/src/database/migrations/',
];

const SERVER_MODULES = SERVER_LAYERS.flat();
const folders = (names) => `^server/src/(${names.join('|')})/`;

function serverLayerRules(layers) {
  const modules = layers.flat();
  return layers.flatMap((layer, index) => {
    const lower = new Set(layers.slice(0, index).flat());
    return layer.map((module) => ({
      name: `server-layer-${module}`,
      comment:
        `${module} (layer ${index}) may import only lower layers: ` +
        `${[...lower].join(', ') || 'no other module'} — see docs/module-map.md`,
      severity: 'error',
      from: { path: `^server/src/${module}/`, pathNot: SERVER_WIRING },
      to: { path: folders(modules.filter((other) => other !== module && !lower.has(other))) },
    }));
  });
}

module.exports = {
  forbidden: [
    ...serverLayerRules(SERVER_LAYERS),
    {
      name: 'server-module-without-layer',
      comment: 'Every folder under server/src is a module with a layer: add a new one to SERVER_LAYERS.',
      severity: 'error',
      from: { path: '^server/src/[^/]+/', pathNot: [folders(SERVER_MODULES), ...SERVER_WIRING] },
      to: {},
    },
    {
      name: 'client-feature-imports-feature',
      comment:
        "A client feature imports another feature's endpoint modules (its api/ folder: one file per endpoint, " +
        'the public face of a resource) and nothing else of it: share UI through src/components, helpers through ' +
        'src/lib, rules and contracts through shared/, or compose the two features in src/app.',
      severity: 'error',
      from: { path: '^client/src/features/([^/]+)/' },
      to: {
        path: '^client/src/features/([^/]+)/',
        pathNot: ['^client/src/features/$1/', '^client/src/features/[^/]+/api/'],
      },
    },
    {
      name: 'client-shared-imports-feature',
      comment: 'Shared client code (components, lib, i18n) sits below the features and never imports one.',
      severity: 'error',
      from: { path: '^client/src/(components|lib|i18n)/' },
      to: { path: '^client/src/features/' },
    },
    {
      name: 'no-circular',
      comment:
        'Files never import each other in a loop at run time (a loop breaks ESM start-up order). Loops made only of ' +
        'type imports vanish when compiled; the module layers above keep those from crossing modules.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|coverage|node_modules)/' },
    // Type-only imports are dependencies too (see above).
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
