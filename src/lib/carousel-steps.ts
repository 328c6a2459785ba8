// Where a carousel goes next: arrows, keys and touch swipes, wrapping around (the vehicle gallery) or
// stopping at the ends (a row of cards whose arrows are disabled there). Pure: no DOM.

/** A touch swipe shorter than this is a tap (or a wobble), not a slide change. */
export const SWIPE_MIN_PX = 40;

/** An index wrapped into 0..count-1 (12 slides: -1 → 11, 12 → 0); 0 when there is nothing. */
export function wrapIndex(index: number, count: number): number {
  if (!(count > 0)) return 0;
  return ((Math.trunc(index) % count) + count) % count;
}

/**
 * The position `steps` away from `index` among `count` positions: wrapped when the carousel loops
 * (12, loop: 11 + 1 → 0), else held at the ends (12, no loop: 11 + 1 → 11, 0 − 1 → 0).
 */
export function stepIndex(index: number, steps: number, count: number, loop: boolean): number {
  if (!(count > 0)) return 0;
  const next = Math.trunc(index) + steps;
  return loop ? wrapIndex(next, count) : Math.min(count - 1, Math.max(0, next));
}

/**
 * The position a key moves the carousel to, or null for keys it ignores: ArrowLeft/ArrowRight step
 * (see stepIndex), Home goes to the first and End to the last.
 */
export function indexAfterKey(index: number, key: string, count: number, loop: boolean): number | null {
  if (!(count > 0)) return null;
  switch (key) {
    case 'ArrowLeft':
      return stepIndex(index, -1, count, loop);
    case 'ArrowRight':
      return stepIndex(index, 1, count, loop);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * What a finished touch swipe does: +1 (next) for a leftward swipe of at least 40 px that is more
 * sideways than up or down, -1 (previous) for such a rightward one, 0 otherwise (39 px, or a mostly
 * vertical scroll).
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (!Number.isFinite(dx) || Math.abs(dx) < SWIPE_MIN_PX) return 0;
  if (Number.isFinite(dy) && Math.abs(dy) >= Math.abs(dx)) return 0;
  return dx < 0 ? 1 : -1;
}
