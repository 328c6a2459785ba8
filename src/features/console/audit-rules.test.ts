import { describe, expect, it } from 'vitest';
import { actionLabel, CHANGE_MAX_LENGTH, changeText } from './audit-rules';

describe('actionLabel', () => {
  it.each([
    ['lead.status', 'Changed a lead’s status'],
    ['staff.signed_in', 'Signed in'],
    ['content.publish', 'Published a page'],
    ['content.unpublish', 'Unpublished a page'],
    ['content.delete', 'Deleted a page'],
    ['something.new', 'something.new'],
  ])('%s → %s', (action, label) => {
    expect(actionLabel(action)).toBe(label);
  });
});

describe('changeText', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    ['plain', 'plain'],
    [{ status: 'new', lostReason: null }, '{status: "new", lostReason: null}'],
    [{ to: ['a,b', 'c'] }, '{to: ["a,b","c"]}'],
    ['x'.repeat(CHANGE_MAX_LENGTH), 'x'.repeat(CHANGE_MAX_LENGTH)],
    ['x'.repeat(CHANGE_MAX_LENGTH + 1), `${'x'.repeat(CHANGE_MAX_LENGTH - 1)}…`],
  ])('%j → %j', (value, text) => {
    expect(changeText(value)).toBe(text);
  });
});
