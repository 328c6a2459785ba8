import { describe, expect, it } from 'vitest';
import { menuKeyTarget } from './menu-keys-rules';

describe('menuKeyTarget', () => {
  it.each([
    // key, focused link (-1: the menu's button), links, target
    ['ArrowDown', -1, 5, 0],
    ['ArrowRight', -1, 5, 0],
    ['ArrowUp', -1, 5, 4],
    ['ArrowLeft', -1, 5, 4],
    ['ArrowDown', 0, 5, 1],
    ['ArrowDown', 3, 5, 4],
    ['ArrowDown', 4, 5, 0],
    ['ArrowRight', 4, 5, 0],
    ['ArrowUp', 1, 5, 0],
    ['ArrowUp', 0, 5, 4],
    ['ArrowLeft', 0, 5, 4],
    ['Home', 3, 5, 0],
    ['End', 0, 5, 4],
    ['End', -1, 1, 0],
    ['ArrowDown', 0, 1, 0],
    ['ArrowDown', -1, 0, null],
    ['Tab', 2, 5, null],
    ['Enter', 2, 5, null],
    ['a', 2, 5, null],
  ])('%s from %d of %d links → %s', (key, current, count, target) => {
    expect(menuKeyTarget(key, current, count)).toBe(target);
  });
});
