import { describe, expect, it } from 'vitest';
import { changedSites } from './site-changes';

describe('changedSites', () => {
  const m = (entries: [string, string][]) => new Map(entries);
  it.each([
    ['nothing changed', m([['a', '1']]), m([['a', '1']]), []],
    [
      'a row rewritten',
      m([
        ['a', '1'],
        ['b', '1'],
      ]),
      m([
        ['a', '2'],
        ['b', '1'],
      ]),
      ['a'],
    ],
    [
      'a site added',
      m([['a', '1']]),
      m([
        ['a', '1'],
        ['b', '5'],
      ]),
      ['b'],
    ],
    [
      'a site removed',
      m([
        ['a', '1'],
        ['b', '1'],
      ]),
      m([['a', '1']]),
      ['b'],
    ],
  ])('%s', (_, before, after, changed) => {
    expect(changedSites(before, after)).toEqual(changed);
  });
});
