import fc from 'fast-check';
import { hostileString } from './schema-values';

// Bodies the handlers accept, for the writes whose checks go deeper than their schema (a lead's fields are
// checked per form): the fuzzer sends them as they are, so some rows are stored, and with one field made
// hostile, so the checks behind the schema get their share.

const LEAD = {
  form: 'contact',
  url: 'https://example.com.au/contact?utm_source=fb',
  fields: {
    name: 'Jane',
    last_name: 'Citizen',
    email: 'jane@example.com',
    phone: '0412 345 678',
    postcode: '4000',
    message: 'Is it still available?',
    terms_conditions: true,
  },
  lead_attributes: { visited_pages: ['/', '/search'], linked_query_params: { utm_source: 'fb' } },
};

const GOOD: Record<string, fc.Arbitrary<Record<string, unknown>>> = {
  'POST /api/leads': fc.uuid().map((key) => ({ ...LEAD, idempotency_key: key })),
  'POST /api/events': fc.record({
    event_id: fc.constantFrom(14, 15, 49),
    page: fc.constantFrom('/', '/search'),
  }),
};

const hostile = fc.oneof(
  hostileString(),
  fc.constantFrom(null, -1, 2_147_483_648, 1e308, [], {}, true, { '\u0000': '\ud800' }),
);

/** One field of `body` (or of its `fields`) made hostile. */
function spoilt(body: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const fields = (body.fields ?? {}) as Record<string, unknown>;
  const paths = [...Object.keys(body).map((k) => [k]), ...Object.keys(fields).map((k) => ['fields', k])];
  return fc
    .tuple(fc.constantFrom(...paths), hostile)
    .map(([[key, inner], value]) =>
      inner ? { ...body, fields: { ...fields, [inner]: value } } : { ...body, [key]: value },
    );
}

/** Bodies the handler of `operation` accepts, or null when it has no template. */
export const goodBodies = (operation: string): fc.Arbitrary<Record<string, unknown>> | null =>
  GOOD[operation] ?? null;

/** Good and almost-good bodies for `operation`, or null when it has no template. */
export function templateBodies(operation: string): fc.Arbitrary<Record<string, unknown>> | null {
  const good = GOOD[operation];
  if (!good) return null;
  return fc.oneof(good, good.chain(spoilt));
}
