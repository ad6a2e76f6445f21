// The layering of docs/decisions/018-layering.md, checked by `npm run lint` (with scripts/check-module-cycles.mjs
// for the modules of the API taken as wholes).
// Web:    shared -> lib -> components -> features -> app
// API:    lib (a leaf) -> db -> modules -> plugins -> app; a module is entered only by its front door, its index.ts
//         (decision 066), and no file imports itself back through a cycle.
// Shared: imports nothing of the apps and nothing that only runs in Node.
// Demo (packages/demo, decision 055): data only, for the API's seeding entry apps/api/src/demo/, which the rest of
// the API may import dynamically (server.ts, on a first start with SEED_DEMO) but never statically.
// Tests and test helpers are not cruised: a test may build the whole app, and may reach into a module's private
// files, since it tests them.

/**
 * Imports a rule lets through, by rule name: [importing file, imported file], each with its reason. A web
 * exception is a decision (docs/decisions/018-layering.md); an API one is temporary and names who removes it.
 */
const EXCEPTIONS = {
  'web-feature-imports-feature': [
    // Decision 018: the home hero shows the search feature's own box, as the header does.
    ['apps/web/src/features/home/components/hero.tsx', 'apps/web/src/features/search/components/search-box.tsx'],
    // Decision 099: the desk's order page types a booking's passengers and chooses its pick-up with the shopper's own
    // form and chooser (one set of fields and checks), each sending the desk's call.
    [
      'apps/web/src/features/admin/bookings/passengers-block.tsx',
      'apps/web/src/features/passengers/components/passenger-entry-form.tsx',
    ],
    [
      'apps/web/src/features/admin/bookings/pickup-block.tsx',
      'apps/web/src/features/passengers/components/pickup-section.tsx',
    ],
    // Decision 107: the checkout page asks who is travelling with the travellers page's own form, its save keeping
    // the entry in the page until Pay Now.
    [
      'apps/web/src/features/checkout/components/checkout-passengers.tsx',
      'apps/web/src/features/passengers/components/passenger-entry-form.tsx',
    ],
  ],
  'api-lib-not-a-leaf': [
    // removed by the cache refactor, which owns define-call.ts (it needs the request context and the auth guard)
    ['apps/api/src/lib/define-call.ts', 'apps/api/src/plugins/auth.ts'],
    ['apps/api/src/lib/define-call.ts', 'apps/api/src/context.ts'],
  ],
  'api-past-front-door': [
    // Decision 066: the context every module imports names the types of the ports it carries from the files that
    // declare them (type-only, importing nothing of src/ but config.ts); through the front doors, each module
    // would be in a cycle with context.ts.
    ['apps/api/src/context.ts', 'apps/api/src/modules/messages/mailer.ts'],
    ['apps/api/src/context.ts', 'apps/api/src/modules/messages/sms.ts'],
    ['apps/api/src/context.ts', 'apps/api/src/modules/payments/payment-provider.ts'],
  ],
  'api-db-imports-up': [
    // Temporary: the type of the database settings; TDatabaseConfig belongs in db/ and config.ts imports it.
    ['apps/api/src/db/database.ts', 'apps/api/src/config.ts'],
  ],
};

const literal = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (patterns) => patterns.filter(Boolean).join('|') || undefined;

/**
 * The rule, blind to its excepted importers, plus one copy per excepted importer that forbids the same
 * targets but the excepted ones. The copies keep the rule's name, so a violation reads the same.
 */
function withExceptions(rule) {
  const pairs = EXCEPTIONS[rule.name] ?? [];
  const importers = [...new Set(pairs.map(([from]) => from))];
  const general = {
    ...rule,
    from: { ...rule.from, pathNot: anyOf([rule.from.pathNot, ...importers.map((f) => `^${literal(f)}$`)]) },
  };
  const copies = importers.map((importer) => {
    // The rule's own `$1` (the importer's feature) is filled in here, since the copy matches one file.
    const groups = new RegExp(rule.from.path).exec(importer) ?? [];
    const fill = (pattern) => pattern?.replace(/\$(\d)/g, (_, n) => literal(groups[Number(n)] ?? ''));
    const allowed = pairs.filter(([from]) => from === importer).map(([, to]) => `^${literal(to)}$`);
    return {
      ...rule,
      from: { path: `^${literal(importer)}$` },
      to: { ...rule.to, path: fill(rule.to.path), pathNot: anyOf([fill(rule.to.pathNot), ...allowed]) },
    };
  });
  return [general, ...copies];
}

const RULES = [
  {
    name: 'web-feature-imports-app',
    comment: 'A web feature must not import app/: app/ composes the features, not the other way round.',
    severity: 'error',
    from: { path: '^apps/web/src/features/' },
    to: { path: '^apps/web/src/app/' },
  },
  {
    name: 'web-feature-imports-feature',
    comment:
      'A web feature must not import another feature. Move the shared piece to components/ or lib/, or ' +
      'write the exception and its reason in docs/decisions/018-layering.md and in this rule.',
    severity: 'error',
    from: { path: '^apps/web/src/features/([^/]+)/' },
    to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
  },
  {
    name: 'web-components-import-up',
    comment: 'components/ are design-system pieces: they must not import features/ or app/.',
    severity: 'error',
    from: { path: '^apps/web/src/components/' },
    to: { path: '^apps/web/src/(features|app)/' },
  },
  {
    name: 'web-lib-imports-up',
    comment: 'lib/ is the bottom of the web app: it must not import components/, features/ or app/.',
    severity: 'error',
    from: { path: '^apps/web/src/lib/' },
    to: { path: '^apps/web/src/(components|features|app)/' },
  },
  {
    name: 'api-lib-not-a-leaf',
    comment: "The API's lib/ is a leaf: it imports nothing of src/ outside lib/ (packages/shared is fine).",
    severity: 'error',
    from: { path: '^apps/api/src/lib/' },
    to: { path: '^apps/api/src/', pathNot: '^apps/api/src/lib/' },
  },
  {
    name: 'api-db-imports-up',
    comment: 'src/db/ imports only lib/ and db/.',
    severity: 'error',
    from: { path: '^apps/api/src/db/' },
    to: { path: '^apps/api/src/', pathNot: '^apps/api/src/(lib|db)/' },
  },
  {
    name: 'api-module-imports-plugins-or-app',
    comment: 'A module must not import plugins/, app.ts or server.ts: those compose the modules.',
    severity: 'error',
    from: { path: '^apps/api/src/modules/' },
    to: { path: '^apps/api/src/(plugins/|app\\.ts$|server\\.ts$)' },
  },
  {
    name: 'api-module-past-front-door',
    comment:
      'A module enters another only by its front door, modules/NAME/index.ts: never its repository, steps or other ' +
      'private files. Import it from the index, or add it there (a service function, or a narrow re-export) ' +
      '(decision 066).',
    severity: 'error',
    from: { path: '^apps/api/src/modules/([^/]+)/' },
    to: { path: '^apps/api/src/modules/', pathNot: '^apps/api/src/modules/($1/|[^/]+/index\\.ts$)' },
  },
  {
    name: 'api-past-front-door',
    comment:
      'app.ts, cli/, plugins/, demo/, lib/ and the rest of src/ enter a module only by its front door, ' +
      'modules/NAME/index.ts (decision 066).',
    severity: 'error',
    from: { path: '^apps/api/src/', pathNot: '^apps/api/src/modules/' },
    to: { path: '^apps/api/src/modules/', pathNot: '^apps/api/src/modules/[^/]+/index\\.ts$' },
  },
  {
    name: 'api-module-imports-own-front-door',
    comment:
      "A module's own files import each other directly, never through its index.ts: the index imports them, so " +
      'going through it would be a cycle (decision 066).',
    severity: 'error',
    from: { path: '^apps/api/src/modules/([^/]+)/', pathNot: '^apps/api/src/modules/[^/]+/index\\.ts$' },
    to: { path: '^apps/api/src/modules/$1/index\\.ts$' },
  },
  {
    name: 'no-import-cycle',
    comment:
      'No file imports itself back, through any number of files, type-only imports included: the lower file ' +
      'owns the piece, or it moves to a file both import (decision 066).',
    severity: 'error',
    from: {},
    to: { circular: true },
  },
  {
    name: 'shared-imports-apps',
    comment: 'packages/shared is used by both apps: it imports nothing from them.',
    severity: 'error',
    from: { path: '^packages/shared/' },
    to: { path: '^apps/' },
  },
  {
    name: 'shared-imports-node',
    comment: 'packages/shared runs in the browser too: no Node built-ins.',
    severity: 'error',
    from: { path: '^packages/shared/src/' },
    to: { dependencyTypes: ['core'] },
  },
  {
    name: 'product-imports-demo',
    comment:
      'The demo content (@rihla/demo) is loaded only to seed: by the seeding entry apps/api/src/demo/ and by tests. ' +
      'No other file of the apps imports it (decision 055).',
    severity: 'error',
    from: { path: '^apps/(api|web)/src/', pathNot: '^apps/api/src/demo/' },
    to: { path: '^(packages/demo/|node_modules/@rihla/demo/|@rihla/demo)', dependencyTypesNot: ['dynamic-import'] },
  },
  {
    name: 'product-imports-seeding',
    comment:
      'The seeding entry apps/api/src/demo/ loads the demo package: the server imports it only dynamically, when ' +
      'it seeds (decision 055).',
    severity: 'error',
    from: { path: '^apps/api/src/', pathNot: '^apps/api/src/demo/' },
    to: { path: '^apps/api/src/demo/', dependencyTypesNot: ['dynamic-import'] },
  },
  {
    name: 'demo-imports-apps',
    comment: 'packages/demo is data for the seeding entry: it imports nothing from the apps.',
    severity: 'error',
    from: { path: '^packages/demo/' },
    to: { path: '^apps/' },
  },
  {
    name: 'shared-imports-demo',
    comment: 'packages/shared is used by the product: it never imports the demo content.',
    severity: 'error',
    from: { path: '^packages/shared/' },
    to: { path: '^packages/demo/' },
  },
  {
    name: 'web-and-api-apart',
    comment: 'The web app and the API share code only through packages/shared.',
    severity: 'error',
    from: { path: '^apps/(web|api)/' },
    to: { path: '^apps/(web|api)/', pathNot: '^apps/$1/' },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: RULES.flatMap(withExceptions),
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '((^|/)(dist|node_modules)/|\\.test\\.tsx?$|^apps/(api|web)/src/test/)' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      // The workspace packages resolve to their TypeScript sources, as Vite and vitest resolve them.
      conditionNames: ['source', 'import', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
