// Import rules for src/ (docs/decisions/014 and 036), checked by `npm run lint`: code flows shared layers →
// features → app. A feature imports no other feature (tests included); routes compose pages from the
// features' modules and hand one feature's part to another as a slot; nothing imports in a circle.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'features-are-leaves',
      comment:
        'A feature imports no other feature, tests included: move the shared need down into a service (src/lib, src/inventory, src/tenancy, src/enquiries, src/session, src/staff, src/repayments, src/search, src/payments, src/content, src/compliance) or compose the two in the route and pass one in as a slot (decision 036).',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/([^/]+)/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'shared-layers-stay-below-features',
      comment:
        'src/lib, src/ui, src/db, src/tenancy, src/inventory, the enquiry service (src/enquiries), the session (src/session), the dealer staff (src/staff), the repayment figures (src/repayments), stock search (src/search), the deposits’ holds and refunds (src/payments) dealers’ content pages (src/content) and the advertising compliance check (src/compliance) serve every feature, so import none.',
      severity: 'error',
      from: {
        path: '^src/(lib|ui|db|tenancy|inventory|enquiries|session|staff|repayments|search|payments|content|compliance)/',
      },
      to: { path: '^src/(features|app)/' },
    },
    {
      name: 'lib-below-ui',
      comment:
        'src/lib holds helpers and adapters the UI primitives draw on (the API client among them), so it imports no UI.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/ui/' },
    },
    {
      name: 'server-runs-the-app-from-outside',
      comment:
        'src/server is the production HTTP server, which Node loads as it is and which runs Next.js: it imports src/lib (its settings), never the app, features or other layers the app bundles.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/', pathNot: '^src/(server|lib)/' },
    },
    {
      name: 'server-reached-through-lib',
      comment:
        'The app reaches the server modules it shares (request id, client address header, metrics) through what src/lib re-exports; tests may drive the server modules directly.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/(server|lib)/', '\\.test\\.tsx?$'] },
      to: { path: '^src/server/' },
    },
    {
      name: 'pdf-renderer-in-its-route',
      comment:
        '@react-pdf/renderer is for the car PDF route alone: any other route or page that reaches it loads it with its server code (import src/features/vehicle/pdf/render.ts from that route only).',
      severity: 'error',
      from: { path: '^src/app/', pathNot: ['^src/app/api/cars/\\[slug\\]/pdf/', '\\.test\\.tsx?$'] },
      to: { path: '@react-pdf/renderer', reachable: true },
    },
    {
      name: 'no-circular',
      comment: 'Modules that import each other in a circle cannot be understood, tested or split alone.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/db/migrations/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
