import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';
import { PASSWORD_MESSAGES, passwordProblem } from './rules';

describe('a common password', () => {
  it.each([
    ['on the list', 'password', true],
    ['on the list, long enough to pass the length rule', 'qwertyuiopasdfgh', true],
    ['a listed word padded with digits', 'password1234', true],
    ['a listed word padded with digits and symbols', 'monkey2026!!', true],
    ['digits before a listed word', '2026sunshine', true],
    ['one character repeated', 'zzzzzzzzzzzz', true],
    ['a counting run', '123456789012', true],
    ['an alphabet run', 'abcdefghijkl', true],
    ['a keyboard run', 'qwertyuiopas', true],
    ['a listed word inside other words', 'monkey8#k2l9@x', false],
    ['a passphrase', 'correct horse battery staple', false],
    ['random', 'v7#qk2!mz9lp', false],
  ])('%s (%s): %s', (_, password, common) => {
    expect(isCommonPassword(password)).toBe(common);
  });

  it('is refused by the password policy with its message, in any case', () => {
    const check = (password: string) =>
      passwordProblem(password, { email: 'sam@coastaltoyota.com.au', isCommon: isCommonPassword });
    expect(check('Password1234')).toBe(PASSWORD_MESSAGES.common);
    expect(check('Correct Horse Battery Staple')).toBeNull();
  });
});
