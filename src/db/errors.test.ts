import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './errors';

const withCode = (code: string, cause?: unknown) => Object.assign(new Error('x'), { code, cause });

describe('isUniqueViolation', () => {
  it.each([
    [withCode('23505'), true],
    [new Error('query failed', { cause: withCode('23505') }), true],
    [withCode('23503'), false],
    [new Error('plain'), false],
    [null, false],
    ['23505', false],
  ])('%#: %s', (error, unique) => {
    expect(isUniqueViolation(error)).toBe(unique);
  });
});
