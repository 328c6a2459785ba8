import fc from 'fast-check';

// Values for a JSON Schema of the OpenAPI document: ones that fit it (so a request gets past the first
// check and reaches deeper code) and hostile ones (wrong types, boundaries, NUL, huge, odd Unicode).

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

const INT4_MAX = 2_147_483_647;

/** Strings no handler should choke on. */
export const hostileString = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      '\u0000'.repeat(50),
      '%00',
      '../../etc/passwd',
      "'; drop table leads; --",
      '<script>alert(1)</script>',
      '{{7*7}}',
      `\${jndi:ldap://x}`,
      'null',
      'undefined',
      'NaN',
      '-1',
      '0',
      '2147483648',
      '99999999999999999999',
      '1e309',
      '0x10',
      '\u202e\u0645\u0631\u062d\u0628\u0627',
      '👍🏽👨‍👩‍👧‍👦',
      'Z\u0351\u0352\u0353\u0354\u0355\u0356',
      '\ufeff\u200b\u200d',
      '\ud800',
      'é'.normalize('NFD'),
      '%E0%A4%A',
      '\r\nset-cookie: x=1',
    ),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.integer({ min: 1_000, max: 200_000 }).map((n) => 'x'.repeat(n)),
    fc.integer({ min: 1, max: 2_000 }).map((n) => '\u0000'.repeat(n)),
  );

/** Numbers at and past every boundary a schema or PostgreSQL has. */
export function boundaryNumbers(schema: JsonSchema): number[] {
  const around = (n: number | undefined) => (n === undefined ? [] : [n - 1, n, n + 1, n - 0.5]);
  return [
    ...around(schema.minimum),
    ...around(schema.maximum),
    ...around(schema.exclusiveMinimum),
    ...around(schema.exclusiveMaximum),
    0,
    -1,
    -0,
    0.5,
    INT4_MAX,
    INT4_MAX + 1,
    -INT4_MAX - 2,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1e308,
    5e-324,
  ];
}

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/** A value of a different JSON type than the schema asks for. */
const wrongType = (schema: JsonSchema): fc.Arbitrary<unknown> => {
  const types = typesOf(schema);
  const all: Array<[string, fc.Arbitrary<unknown>]> = [
    ['string', fc.constantFrom('x', '42', 'true')],
    ['number', fc.constantFrom(42, -1, 3.14)],
    ['integer', fc.constant(7)],
    ['boolean', fc.boolean()],
    ['null', fc.constant(null)],
    ['array', fc.constantFrom([], [1, 'a'], [[[]]])],
    ['object', fc.constantFrom({}, { a: 1 }, { __proto__: { x: 1 } })],
  ];
  const wrong = all.filter(([type]) => !types.includes(type)).map(([, arb]) => arb);
  return fc.oneof(...wrong);
};

/** A value that fits `schema` as far as JSON Schema says (refinements aside). */
export function validValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => validValue(s, depth)));
  const type = typesOf(schema).find((t) => t !== 'null') ?? 'any';
  switch (type) {
    case 'string': {
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'uri') return fc.webUrl();
      if (schema.pattern) {
        try {
          return fc
            .stringMatching(new RegExp(schema.pattern))
            .filter((s) => s.length <= (schema.maxLength ?? 1e9));
        } catch {
          return fc.string();
        }
      }
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 60) });
    }
    case 'integer':
      return fc.integer({
        min: Math.ceil(schema.minimum ?? -1000),
        max: Math.floor(schema.maximum ?? 100_000),
      });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'array':
      if (depth > 3) return fc.constant([]);
      return fc.array(validValue(schema.items ?? {}, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object': {
      if (depth > 3) return fc.constant({});
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(properties).map(([key, s]) => [key, validValue(s, depth + 1)] as const);
      return fc.record(Object.fromEntries(entries), {
        requiredKeys: Object.keys(properties).filter((k) => required.has(k)),
      });
    }
    default:
      return fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
  }
}

/** A value that breaks `schema`: of another type, past a bound, a hostile string, or hostile inside. */
export function hostileValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const options: fc.Arbitrary<unknown>[] = [wrongType(schema), hostileString()];
  if (depth < 3 && types.includes('array') && schema.items)
    options.push(fc.array(hostileValue(schema.items, depth + 1), { minLength: 1, maxLength: 3 }));
  if (depth < 3 && types.includes('object')) {
    options.push(mutatedObject(schema, depth + 1));
    if (typeof schema.additionalProperties === 'object')
      options.push(
        fc
          .tuple(hostileString(), hostileValue(schema.additionalProperties, depth + 1))
          .map(([key, value]) => ({ [key.slice(0, 100)]: value, '\u0000k\ud800': '\ud800' })),
      );
  }
  if (types.includes('integer') || types.includes('number')) {
    options.push(fc.constantFrom(...boundaryNumbers(schema)));
    options.push(fc.constantFrom(...boundaryNumbers(schema).map(String)));
  }
  if (types.includes('string')) {
    const max = schema.maxLength;
    if (max !== undefined) options.push(fc.constant('a'.repeat(max + 1)), fc.constant('\u0000'.repeat(max)));
    if (schema.minLength) options.push(fc.constant('a'.repeat(schema.minLength - 1)));
  }
  if (types.includes('array'))
    options.push(fc.constant(Array.from({ length: (schema.maxItems ?? 1000) + 1 }, () => 'x')));
  if (types.includes('object'))
    options.push(fc.constant({ unexpected: '\u0000', constructor: 1, __proto__: null }));
  return fc.oneof(...options);
}

/** An object that fits `schema` with one thing wrong: a key missing, a value hostile, or a key too many. */
export function mutatedObject(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const base = validValue(schema) as fc.Arbitrary<Record<string, unknown>>;
  const options: fc.Arbitrary<unknown>[] = [
    base,
    base.map((value) => ({ ...value, __extra: '\u0000', toString: 1 })),
  ];
  if (properties.length > 0) {
    options.push(
      fc
        .tuple(base, fc.constantFrom(...properties))
        .chain(([value, [key, property]]) =>
          hostileValue(property, depth).map((bad) => ({ ...value, [key]: bad })),
        ),
      fc.tuple(base, fc.constantFrom(...properties.map(([key]) => key))).map(([value, key]) => {
        const { [key]: _gone, ...rest } = value;
        return rest;
      }),
    );
  }
  return fc.oneof(...options);
}
