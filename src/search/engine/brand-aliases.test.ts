import { describe, expect, it } from 'vitest';
import { canonicalMake, makeNames } from './brand-aliases';
import { createSearchEngine } from './index';
import { makeDoc } from './test-docs';
import type { EngineScope } from './types';

describe('brand aliases', () => {
  it.each([
    ['Great Wall', 'GWM'],
    ['great wall', 'GWM'],
    ['GWM', 'GWM'],
    ['Toyota', 'Toyota'],
  ])('%s is the brand %s', (make, brand) => {
    expect(canonicalMake(make)).toBe(brand);
  });

  it('names every make of a brand', () => {
    expect(makeNames('Great Wall').sort()).toEqual(['GWM', 'Great Wall', 'Great Wall Motors'].sort());
    expect(makeNames('Toyota')).toEqual(['Toyota']);
  });

  const engine = createSearchEngine([
    makeDoc({ id: 1, make: 'Great Wall', model: 'Steed' }),
    makeDoc({ id: 2, make: 'GWM', model: 'Cannon' }),
    makeDoc({ id: 3, make: 'Toyota', model: 'HiLux' }),
  ]);
  const scope: EngineScope = {
    dealershipIds: [1],
    maxHiddenFromStock: 0,
    carTypes: null,
    availableOnly: true,
    inStockOnly: false,
    soldSince: null,
    excludedMakes: ['Great Wall'],
    itemTypes: ['car'],
  };

  it('a brand exclusion leaves out every name of the brand', () => {
    expect(engine.search({ scope, limit: 10 }).ids).toEqual([3]);
  });

  it('the make refinement lists and filters one brand', () => {
    const all = engine.search({ scope: null, facets: ['make'], limit: 10 });
    expect(all.facets.make).toEqual({ GWM: 2, Toyota: 1 });
    const gwm = engine.search({ scope: null, lists: { make: ['Great Wall'] }, limit: 10 });
    expect([...gwm.ids].sort()).toEqual([1, 2]);
  });
});
