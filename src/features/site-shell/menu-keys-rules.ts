// Which link of an open header menu a key moves to (the disclosure navigation menu pattern): Down and
// Right the next, Up and Left the previous, wrapping round; Home and End the first and last. From the
// menu's button (no link focused) Down or Right enters at the first link, Up or Left at the last.

const NEXT = new Set(['ArrowDown', 'ArrowRight']);
const PREVIOUS = new Set(['ArrowUp', 'ArrowLeft']);

/** The index of the link to focus, or null when the key is not the menu's (it keeps its usual work). */
export function menuKeyTarget(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (NEXT.has(key)) return current < 0 ? 0 : (current + 1) % count;
  if (PREVIOUS.has(key)) return current < 0 ? count - 1 : (current - 1 + count) % count;
  return null;
}
