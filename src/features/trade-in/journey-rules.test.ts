import { describe, expect, it } from 'vitest';
import { refusedFields, takesTradeIns } from './journey-rules';

describe("takesTradeIns (the 'Nearest location' offers locations that sell cars)", () => {
  it.each([
    ['sales', true],
    ['', true], // '' counts as sales (AF §2)
    ['  ', true],
    [' sales ', true],
    ['service', false],
    ['parts', false],
    ['service-and-parts', false],
  ])('%j → %s', (type, expected) => {
    expect(takesTradeIns(type)).toBe(expected);
  });
});

describe('refusedFields', () => {
  const issue = (field: string, message = `${field} is wrong.`) => ({ field, message });

  it.each([
    ['a details field stays on the details step', [issue('location_id')], 3, ['location_id'], null],
    ['the plate goes back to the first step', [issue('email'), issue('rego')], 0, ['email', 'rego'], null],
    [
      "the car's fields by their own names",
      [issue('vehicle.make'), issue('vehicle.badge')],
      1,
      ['make', 'badge'],
      null,
    ],
    ['the odometer goes to the condition step', [issue('kms')], 2, ['kms'], null],
    [
      'a field no step shows is said in words',
      [issue('vehicle.vin', 'A VIN has 17 letters and numbers.')],
      3,
      [],
      'A VIN has 17 letters and numbers.',
    ],
    ['each such message once', [issue('url', 'Bad.'), issue('idempotency_key', 'Bad.')], 3, [], 'Bad.'],
    ['nothing refused', [], 3, [], null],
  ])('%s', (_label, issues, step, fields, unshown) => {
    const refused = refusedFields(issues);
    expect(refused.step).toBe(step);
    expect(Object.keys(refused.errors)).toEqual(fields);
    expect(refused.unshown).toBe(unshown);
  });

  it("keeps a field's first message", () => {
    expect(refusedFields([issue('kms', 'First.'), issue('kms', 'Second.')]).errors).toEqual({
      kms: 'First.',
    });
  });
});
