import { describe, expect, it } from 'vitest';
import { refusalMessage } from './refusal-message';

const FALLBACK = 'front.pdf could not be added.';

describe('refusalMessage', () => {
  it.each([
    [
      "a field's message, not the field's name",
      {
        error: 'Invalid field: photo',
        issues: [{ field: 'photo', message: 'Each photo can be up to 10 MB.' }],
      },
      'Each photo can be up to 10 MB.',
    ],
    [
      'two fields, each message once',
      {
        error: 'Invalid fields: a, b',
        issues: [
          { field: 'a', message: 'Too long.' },
          { field: 'b', message: 'Too long.' },
          { field: 'c', message: 'Required.' },
        ],
      },
      'Too long. Required.',
    ],
    ['an error without fields', { error: 'Valuation not found' }, 'Valuation not found'],
    ['an empty list of fields', { error: 'Not allowed', issues: [] }, 'Not allowed'],
    ['blank messages', { error: ' ', issues: [{ field: 'x', message: ' ' }] }, FALLBACK],
    ['a body of another shape', { message: 'nope' }, FALLBACK],
    ['fields that are not a list', { error: 'Not allowed', issues: 'photo' }, FALLBACK],
    ['a field without its message', { error: 'Not allowed', issues: [{ field: 'photo' }] }, FALLBACK],
    ['an error that is not text', { error: 404 }, FALLBACK],
    ['a list for a body', [{ error: 'Not allowed' }], FALLBACK],
    ['no body', null, FALLBACK],
  ])('%s', (_label, body, expected) => {
    expect(refusalMessage(body, FALLBACK)).toBe(expected);
  });
});
