// Import rules for src/ (docs/decisions/014 and 036), checked by `npm run lint`: code flows shared layers →
// features → app; routes compose pages from any feature's modules; a feature reaches another only through
// its public surface (until none does: decision 036); nothing imports in a circle.

// The public surface of feature X: src/features/X/index.ts (server and pure API) and the components
// named here (imported by their own path, so a page's client bundle holds only the components it uses).
const publicComponents = {
  accounts: [
    'account-page',
    'garage-page',
    'phone-verification',
    'save-button',
    'sign-in-page',
    'watchlist-page',
  ],
  brands: ['brand-grid'],
  checkout: [
    'checkout-page',
    'online-payment-page',
    'purchase-journey',
    'reservation-page',
    'reserve-online-section',
  ],
  compare: ['compare-table'],
  'compare-picks': ['compare-toggle', 'compare-bar'],
  favourites: ['favourite-button'],
  finance: ['finance-page', 'get-finance-popup', 'pre-approval-page'],
  home: [
    'body-type-tiles',
    'home-hero',
    'no-stock',
    'promo-slider',
    'promo-strip',
    'sales-counter',
    'stats-banner',
    'why-us',
  ],
  leads: [
    'accordion-enquiry',
    'enquiry-car-reminder',
    'lazy-lead-form',
    'lead-dialog',
    'lead-form',
    'lead-page',
    'phone-reveal',
    'success-view',
    'visited-pages',
  ],
  locations: ['dealer-locator', 'location-block', 'location-page', 'our-locations', 'reviews-section'],
  pages: ['blog-list', 'content-page', 'content-route'],
  'price-comparison': ['lazy-price-comparison'],
  'recently-viewed': ['pick-up-searches', 'viewed-car-record'],
  'saved-searches': ['save-search', 'saved-search-list', 'unsubscribe-page'],
  search: [
    'budget-finder',
    'card-tag-badge',
    'finance-stock',
    'vehicle-card',
    'lazy-similar-cars',
    'results/results-route',
    'results/search-page',
  ],
  'site-shell': ['mobile-call-to-action', 'site-footer', 'site-header'],
  'trade-in': ['trade-in-page', 'valuation-plugin'],
  vehicle: ['price-block', 'print/print-sheet', 'print/print-view-controls'],
};

// Pure modules a client component of another feature may import: an index.ts also carries server code,
// and its other rules modules would load in the browser with it (the lead rules, the time zones).
const publicClientModules = {
  checkout: ['rules'],
};

// The server API of a feature whose index.ts browser code imports, so that index stays free of server
// modules (finance: the calculators read its rules; its calls and quote refresh are in server.ts;
// trade-in: its calls and page data), or that only one route needs and that loads a heavy package with it
// (vehicle: the car's PDF, @react-pdf and sharp, for its PDF route alone).
const publicServerModules = {
  checkout: ['server'],
  finance: ['server'],
  pages: ['server', 'admin-api', 'content-files'],
  'trade-in': ['server'],
  vehicle: ['pdf/render'],
};

const publicSurface = [
  '^src/features/[^/]+/index\\.ts$',
  ...[...Object.entries(publicClientModules), ...Object.entries(publicServerModules)].map(
    ([feature, names]) => `^src/features/${feature}/(${names.join('|')})\\.ts$`,
  ),
  ...Object.entries(publicComponents).map(
    ([feature, names]) => `^src/features/${feature}/components/(${names.join('|')})\\.tsx$`,
  ),
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'feature-internals',
      comment:
        'A feature reaches another only through its public surface (index.ts or a listed component); tests included. Export it there, or move the shared need to src/lib, src/inventory, src/tenancy, src/enquiries, src/session, src/repayments or src/search.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/([^/]+)/', pathNot: ['^src/features/$1/', ...publicSurface] },
    },
    {
      name: 'shared-layers-stay-below-features',
      comment:
        'src/lib, src/ui, src/db, src/tenancy, src/inventory, the enquiry service (src/enquiries), the session (src/session), the repayment figures (src/repayments) and stock search (src/search) serve every feature, so import none.',
      severity: 'error',
      from: { path: '^src/(lib|ui|db|tenancy|inventory|enquiries|session|repayments|search)/' },
      to: { path: '^src/(features|app)/' },
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
