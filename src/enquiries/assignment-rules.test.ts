import { describe, expect, it } from 'vitest';
import { type AssignmentRule, nextAssignee, ruleFor } from './assignment-rules';

const rule = (id: number, over: Partial<AssignmentRule> = {}): AssignmentRule => ({
  id,
  dealershipId: null,
  locationId: null,
  kinds: [],
  lastAssigneeId: null,
  ...over,
});

const rules = [
  rule(1),
  rule(2, { dealershipId: 10 }),
  rule(3, { dealershipId: 10, kinds: ['trade-in'] }),
  rule(4, { locationId: 100 }),
  rule(5, { dealershipId: 20, kinds: ['finance', 'finance-enquiry'] }),
  rule(6, { dealershipId: 10 }),
];

describe('ruleFor', () => {
  it.each([
    [{ dealershipId: 10, locationId: null, kind: 'enquiry' }, 2],
    [{ dealershipId: 10, locationId: null, kind: 'trade-in' }, 3],
    [{ dealershipId: 10, locationId: 100, kind: 'trade-in' }, 4],
    [{ dealershipId: 20, locationId: null, kind: 'finance' }, 5],
    [{ dealershipId: 20, locationId: null, kind: 'enquiry' }, 1],
    [{ dealershipId: null, locationId: null, kind: 'careers' }, 1],
  ])('%j → rule %i', (lead, id) => {
    expect(ruleFor(rules, lead)?.id).toBe(id);
  });

  it('takes none when no rule takes the lead', () => {
    expect(
      ruleFor([rule(7, { dealershipId: 30 })], { dealershipId: 10, locationId: null, kind: 'enquiry' }),
    ).toBeNull();
    expect(ruleFor([], { dealershipId: 10, locationId: null, kind: 'enquiry' })).toBeNull();
  });
});

describe('nextAssignee', () => {
  it.each([
    [['a', 'b', 'c'], null, 'a'],
    [['a', 'b', 'c'], 'a', 'b'],
    [['a', 'b', 'c'], 'b', 'c'],
    [['a', 'b', 'c'], 'c', 'a'],
    // The last one is away or gone: the next after them in order.
    [['a', 'c'], 'b', 'c'],
    [['a', 'c'], 'd', 'a'],
    [[], 'a', null],
  ] as const)('%j after %j → %j', (members, last, next) => {
    expect(nextAssignee(members, last)).toBe(next);
  });
});
