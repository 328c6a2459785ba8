import { describe, expect, it } from 'vitest';
import { takeSaveRequest, withSaveRequest } from './watchlist-rules';

describe('the car a signed-out Save carries through sign-in', () => {
  it.each([
    ['/search/used-cars', 42, '/search/used-cars?save=42'],
    ['/search?page=2', 7, '/search?page=2&save=7'],
    ['/cars/a-b?save=1', 9, '/cars/a-b?save=9'],
  ])('%s + car %i → %s, and back', (path, carId, expected) => {
    expect(withSaveRequest(path, carId)).toBe(expected);
    expect(takeSaveRequest(expected)).toEqual({ carId, path: path.replace(/[?&]save=\d+/, '') });
  });

  it.each([
    ['/search', { carId: null, path: '/search' }],
    ['/search?save=abc&page=2', { carId: null, path: '/search?page=2' }],
    ['/search?save=', { carId: null, path: '/search' }],
  ])('%s → %j', (path, expected) => {
    expect(takeSaveRequest(path)).toEqual(expected);
  });
});
