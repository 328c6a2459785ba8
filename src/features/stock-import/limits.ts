// How much one stock feed may carry, by API or command line (docs/stock-feed.md). Plain constants with no
// imports: next.config.ts reads the byte limit too.

/** 20 MB: the whole feed is refused above it, never read in part. */
export const MAX_FEED_BYTES = 20 * 1024 * 1024;

/** Data rows after the header (blank rows included), or cars in a JSON feed. */
export const MAX_FEED_ROWS = 20_000;

export const FEED_TOO_LARGE = `The feed is larger than 20 MB (${MAX_FEED_BYTES.toLocaleString('en-AU')} bytes): split it and send the parts as partial feeds`;

export const FEED_TOO_MANY_ROWS = `The feed has more than ${MAX_FEED_ROWS.toLocaleString('en-AU')} rows: split it and send the parts as partial feeds`;
