// The locations' reviews as the dealer's staff answer them: which reviews a filter lists, and the bounds
// of a reply and of the reason a review is hidden. Pure.

export const REVIEW_FILTERS = ['all', 'unanswered', 'hidden'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

export const REVIEWS_PAGE_SIZE = 50;
export const REPLY_MAX_LENGTH = 2000;
export const HIDE_REASON_MIN_LENGTH = 3;
export const HIDE_REASON_MAX_LENGTH = 200;

export const REVIEW_MESSAGES = {
  reason: `Say why it is hidden (${HIDE_REASON_MIN_LENGTH} to ${HIDE_REASON_MAX_LENGTH} characters).`,
  replyTooLong: `A reply can be up to ${REPLY_MAX_LENGTH} characters.`,
} as const;

/** The filter a `filter` query value asks for; anything else is all. */
export const reviewFilterOf = (value: string | null | undefined): ReviewFilter =>
  (REVIEW_FILTERS as readonly string[]).includes(value ?? '') ? (value as ReviewFilter) : 'all';

/** A 1-based page number from the query, 1 for anything that is not one. */
export const reviewPageOf = (value: string | null | undefined): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};
