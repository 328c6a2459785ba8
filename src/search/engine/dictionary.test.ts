import { describe, expect, it } from 'vitest';
import { Dictionary } from './dictionary';

describe('Dictionary', () => {
  it.each([
    [['Toyota'], [1]],
    [
      ['Toyota', 'Mazda', 'Toyota'],
      [1, 2, 1],
    ],
    [
      ['a', 'a', 'b', 'a', 'b'],
      [1, 1, 2, 1, 2],
    ],
    // A fresh copy of a key (as a database row reads it) is the same key.
    [
      ['Kia', ['K', 'i', 'a'].join('')],
      [1, 1],
    ],
    // '' is a key like any other; code 0 stands for no value at all.
    [
      ['', 'x', ''],
      [1, 2, 1],
    ],
  ])('codes %j as %j, from 1 in order of first appearance', (keys, codes) => {
    const dictionary = new Dictionary();
    expect(keys.map((key) => dictionary.code(key))).toEqual(codes);
    expect(dictionary.size).toBe(new Set(keys).size);
    for (const [i, key] of keys.entries()) {
      expect(dictionary.keys[codes[i]]).toBe(key);
      expect(dictionary.find(key)).toBe(codes[i]);
    }
  });

  it('finds nothing for a key it never coded, and does not code it', () => {
    const dictionary = new Dictionary();
    dictionary.code('Ford');
    expect(dictionary.find('Holden')).toBeUndefined();
    expect(dictionary.size).toBe(1);
  });
});
