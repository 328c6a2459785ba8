import { describe, expect, it } from 'vitest';
import { DEALER_COMMENTS_PENDING, dealerComments } from './dealer-comments-rules';

describe('dealerComments (AF §2)', () => {
  it.each([
    null,
    undefined,
    '',
    '   ',
    '\n\n',
    '---',
    '***',
    '___',
    '...',
    '|',
    '- - -',
    '-*-*-',
    '=====',
    '—',
    ' | . _ ',
    'null',
  ])('%j → pending', (text) =>
    expect(dealerComments(text)).toEqual({ pending: true, text: DEALER_COMMENTS_PENDING }),
  );

  it.each([
    [1, false],
    [399, false],
    [400, false],
    [401, true],
    [1000, true],
  ])('%s characters → truncated %s', (length, truncated) => {
    const text = 'a'.repeat(length);
    const out = dealerComments(text);
    expect(out).toEqual({ pending: false, short: text.slice(0, 400), full: text, truncated });
  });

  it('text with separators in it is a comment', () =>
    expect(dealerComments('--- One owner ---')).toMatchObject({ pending: false, full: '--- One owner ---' }));

  it('cuts by character, leaving an emoji whole', () => {
    const out = dealerComments(`${'a'.repeat(399)}🚗🚗`);
    expect(out).toMatchObject({ pending: false, truncated: true, short: `${'a'.repeat(399)}🚗` });
  });
});
