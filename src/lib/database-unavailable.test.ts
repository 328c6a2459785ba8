import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    [withCode('57P01', 'terminating connection due to administrator command'), true],
    [withCode('57P03', 'the database system is starting up'), true],
    [withCode('08006'), true],
    [withCode('08001'), true],
    [withCode('53300', 'sorry, too many clients already'), true],
    [withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'), true],
    [new Error('Connection terminated unexpectedly'), true],
    [new Error('timeout exceeded when trying to connect'), true],
    [new Error('Failed query: select 1', { cause: withCode('57P01') }), true],
    [new Error('outer', { cause: new Error('middle', { cause: withCode('ECONNRESET') }) }), true],
    [withCode('23505', 'duplicate key value violates unique constraint'), false],
    [withCode('22P02', 'invalid input syntax for type integer'), false],
    [withCode('42P01', 'relation "x" does not exist'), false],
    [new TypeError("Cannot read properties of undefined (reading 'id')"), false],
    ['a string', false],
    [null, false],
  ])('%s → %s', (error, unavailable) => {
    expect(isDatabaseUnavailable(error)).toBe(unavailable);
  });

  it('survives a cause that loops back', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});
