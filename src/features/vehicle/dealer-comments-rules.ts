// Pure rules of the dealer comments block (AF §2, §9). No I/O, no React, no DOM.

import { isBlankValue } from './blank-value-rules';
import type { ToggleLabels } from './spec-rules';

export const DEALER_COMMENTS_LIMIT = 400;
export const DEALER_COMMENTS_PENDING = 'Dealer comments are pending. Please check back here later.';
export const DEALER_COMMENTS_TOGGLE: ToggleLabels = { more: 'Show More', less: 'Show Less' };

/** Separator-only text ('---', '***', '___', '...', '|', '= = =', '-*-', dashes, bullets) says nothing. */
const SEPARATORS_ONLY = /^[\s\-‐‑‒–—―_*.·•|=~#+]*$/u;

export type DealerComments =
  | { pending: true; text: string }
  | { pending: false; short: string; full: string; truncated: boolean };

/**
 * Dealer comments (AF §2): empty, missing or separators only → pending text; otherwise the first 400
 * characters (cut exactly at the limit, counted in code points so an emoji is not split) and the full
 * text, truncated when longer than 400 (400 → not truncated, 401 → truncated). Leading and trailing
 * whitespace is dropped first: feeds pad comments with blank lines.
 */
export function dealerComments(text: string | null | undefined): DealerComments {
  const full = (text ?? '').trim();
  if (isBlankValue(full) || SEPARATORS_ONLY.test(full))
    return { pending: true, text: DEALER_COMMENTS_PENDING };
  const chars = Array.from(full);
  const truncated = chars.length > DEALER_COMMENTS_LIMIT;
  return {
    pending: false,
    short: truncated ? chars.slice(0, DEALER_COMMENTS_LIMIT).join('') : full,
    full,
    truncated,
  };
}
