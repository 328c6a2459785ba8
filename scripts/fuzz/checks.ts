// What every answer of the API must be, whatever it was sent: no 5xx, nothing of the server's insides
// (stack frames, file paths, database or library errors), and a 400 as { error, issues? }. And what the
// database may hold afterwards: no more new rows in a table than calls that were answered as a success.

export type Answer = {
  status: number;
  contentType: string;
  body: string;
  ms: number;
  cookie?: string;
  /** The body was longer than the fuzzer keeps: `body` is its start only. */
  truncated?: boolean;
};
export type Outcome = Answer | { failed: string };

const LEAKS: Array<[string, RegExp]> = [
  ['a stack frame', /\n\s*at [^\n]*:\d+:\d+|\bat [\w$.<>[\]]+ \([^)\s]*\/[^)\s]*:\d+:\d+\)/],
  ['a file path', /(?:\/work\/|\/home\/|\/usr\/lib|\/node_modules\/|\.next\/server|[A-Z]:\\\\)/],
  ['an error class', /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|ZodError|AggregateError)\b/],
  [
    'a database error',
    /\b(?:PGlite|drizzle|postgres(?:ql)?|pg_\w+|relation "\w+"|duplicate key|violates|invalid byte sequence|syntax error at or near|out of range for type)\b/i,
  ],
  ['a system error', /\b(?:ECONNREFUSED|ENOENT|EACCES|ETIMEDOUT)\b/],
];

const isText = (contentType: string) => !/^(?:application\/pdf|image\/)/.test(contentType);

/** Whether `body` is the API's error JSON: { error: string, issues?: [{ field, message }] }. */
export function isErrorBody(body: string): boolean {
  try {
    const value = JSON.parse(body) as { error?: unknown; issues?: unknown };
    if (typeof value !== 'object' || value === null || typeof value.error !== 'string') return false;
    if (value.issues === undefined) return true;
    return (
      Array.isArray(value.issues) &&
      value.issues.every(
        (i: { field?: unknown; message?: unknown }) =>
          typeof i.field === 'string' && typeof i.message === 'string',
      )
    );
  } catch {
    return false;
  }
}

/** Each way `outcome` breaks the rules; none for a good answer. */
export function problemsOf(outcome: Outcome, target: string): string[] {
  if ('failed' in outcome) return [`no answer: ${outcome.failed}`];
  const problems: string[] = [];
  if (outcome.status >= 500) problems.push(`status ${outcome.status}`);
  if (isText(outcome.contentType))
    for (const [what, pattern] of LEAKS) {
      const match = pattern.exec(outcome.body);
      if (match) problems.push(`body shows ${what}: ${JSON.stringify(match[0].slice(0, 80))}`);
    }
  if (outcome.status === 400 && !isErrorBody(outcome.body) && decodable(target))
    problems.push('400 without { error, issues? } JSON');
  return problems;
}

/**
 * Whether the path can be percent-decoded: one that cannot ('%zz', half a UTF-8 sequence) is refused by
 * Next.js's router with its own 400 page before any code of the platform runs.
 */
function decodable(target: string): boolean {
  try {
    decodeURIComponent(target.split('?')[0]);
    return true;
  } catch {
    return false;
  }
}

/** The tables the API writes, and the calls that may write each (a success of one of them may add a row). */
export const WRITTEN_TABLES: Record<string, string[]> = {
  leads: [
    'POST /api/leads',
    'POST /api/trade-in/valuations',
    'POST /api/checkout/reservations',
    'POST /api/online-payments',
    'POST /api/youx/create-customer',
  ],
  test_drive_bookings: ['POST /api/leads'],
  phone_reveals: ['POST /api/phone-reveal'],
  analytics_events: ['POST /api/events'],
  valuations: ['POST /api/trade-in/valuations'],
  valuation_photos: ['POST /api/trade-in/valuations/{id}/photos'],
  reservations: ['POST /api/checkout/reservations'],
  online_payments: ['POST /api/online-payments'],
  saved_searches: ['POST /api/saved-searches'],
  garage_vehicles: ['POST /api/garage/add-vehicle'],
  watchlist_items: ['POST /api/watchlist/save-car'],
  user: ['POST /api/auth/verify-code'],
  sign_in_codes: ['POST /api/auth/send-code'],
  shopper_records: ['POST /api/miscellaneous'],
  content_pages: ['PUT /api/admin/sites/{slug}/content/{path}'],
  staff_invitations: [
    'POST /api/admin/staff/invitations',
    'POST /api/console/sites/{site}/staff/invitations',
  ],
  staff_users: ['POST /api/console/invitations/accept'],
  lead_events: [
    // A new lead may be given out by an assignment rule, on its timeline.
    'POST /api/leads',
    'POST /api/trade-in/valuations',
    'POST /api/checkout/reservations',
    'POST /api/online-payments',
    'POST /api/youx/create-customer',
    'POST /api/console/sites/{site}/leads/{id}/status',
    'POST /api/console/sites/{site}/leads/{id}/notes',
    'POST /api/console/sites/{site}/leads/{id}/assignee',
    'POST /api/console/sites/{site}/leads/{id}/deliveries/{delivery}/retry',
    'POST /api/console/sites/{site}/leads/{id}/replies',
  ],
  lead_reply_templates: ['POST /api/console/sites/{site}/reply-templates'],
  lead_assignment_rules: ['POST /api/console/sites/{site}/assignment-rules'],
  // Every stock write records the car's shown price when it moved, or the first time the car is written.
  car_price_history: [
    'PUT /api/console/sites/{site}/stock/{car}',
    'POST /api/console/sites/{site}/stock/{car}/photos',
    'PUT /api/console/sites/{site}/stock/{car}/photos',
    'POST /api/admin/stock',
    'POST /api/payments/webhook',
    'POST /api/test-payments/{sessionId}',
    'POST /api/checkout/reservations/{id}/cancel',
    'POST /api/console/sites/{site}/payments/reservations/{reservation}/cancel',
    'POST /api/console/sites/{site}/payments/reservations/{reservation}/convert',
  ],
  site_versions: [
    'PUT /api/admin/sites/{slug}',
    'POST /api/admin/sites/{slug}/rollback',
    'PUT /api/admin/site-templates/{name}',
  ],
};

/** Tables that gained more rows than their writers had successes: junk stored by a refused call. */
export function junkRows(
  before: Record<string, number>,
  after: Record<string, number>,
  successes: Record<string, number>,
): string[] {
  return Object.entries(WRITTEN_TABLES).flatMap(([table, writers]) => {
    const added = (after[table] ?? 0) - (before[table] ?? 0);
    const allowed = writers.reduce((sum, writer) => sum + (successes[writer] ?? 0), 0);
    return added > allowed ? [`${table}: ${added} new rows, but ${allowed} successful writes`] : [];
  });
}
