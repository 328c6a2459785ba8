import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldIssues, invalidFieldsBody, UNKNOWN_FIELD_MESSAGE } from './http';

const Schema = z.strictObject({
  price: z.number({ message: 'Must be a number.' }),
  car: z.strictObject({ id: z.number() }).optional(),
});

const issuesOf = (body: unknown, prefix?: string) => {
  const parsed = Schema.safeParse(body);
  if (parsed.success) throw new Error('expected a refusal');
  return fieldIssues(parsed.error, prefix);
};

describe('fieldIssues', () => {
  it.each([
    ['a bad value', { price: 'x' }, undefined, [{ field: 'price', message: 'Must be a number.' }]],
    ['under a prefix', { price: 'x' }, 'data', [{ field: 'data.price', message: 'Must be a number.' }]],
    [
      'an unknown key, named',
      { price: 1, colour: 'red' },
      undefined,
      [{ field: 'colour', message: UNKNOWN_FIELD_MESSAGE }],
    ],
    [
      'two unknown keys, each named',
      { price: 1, a: 1, b: 2 },
      undefined,
      [
        { field: 'a', message: UNKNOWN_FIELD_MESSAGE },
        { field: 'b', message: UNKNOWN_FIELD_MESSAGE },
      ],
    ],
    [
      'an unknown key deeper down, under a prefix',
      { price: 1, car: { id: 1, vin: 'X' } },
      'data',
      [{ field: 'data.car.vin', message: UNKNOWN_FIELD_MESSAGE }],
    ],
    [
      '__proto__ as JSON sends it',
      JSON.parse('{"price": 1, "__proto__": {"admin": true}}'),
      undefined,
      [{ field: '__proto__', message: UNKNOWN_FIELD_MESSAGE }],
    ],
  ])('%s', (_label, body, prefix, expected) => {
    expect(issuesOf(body, prefix)).toEqual(expected);
  });

  it('names the body when the whole of it is wrong', () => {
    const parsed = Schema.safeParse('nope');
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(fieldIssues(parsed.error)[0].field).toBe('(body)');
  });

  it('makes the 400 body name every field once', () => {
    expect(invalidFieldsBody(issuesOf({ price: 'x', colour: 1 })).error).toBe(
      'Invalid fields: price, colour',
    );
  });
});
