import { describe, expect, it } from 'vitest';
import { stickyState } from './sticky-rules';

describe('stickyState (past 500 px / past 900 px)', () => {
  it.each([
    [0, false, false],
    [499, false, false],
    [500, false, false],
    [501, true, false],
    [899, true, false],
    [900, true, false],
    [901, true, true],
  ])('scrollY %s → header %s, call-to-action opened %s', (y, header, ctaOpened) =>
    expect(stickyState(y)).toEqual({ header, ctaOpened }),
  );
});
