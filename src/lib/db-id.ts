// A row id's bounds, apart from visitor-input.ts and its zod: the trade-in photos check ids in the browser.

/** PostgreSQL's int4 maximum: the largest id a serial column holds. */
export const MAX_DB_ID = 2_147_483_647;

/**
 * The digits of a row id, 1 to 2,147,483,647 without leading zeros: the whole range as a pattern, so the
 * OpenAPI document states it for a path or query id (JSON Schema bounds only numbers, not text).
 */
export const DB_ID_PATTERN =
  /^(?:[1-9]\d{0,8}|1\d{9}|20\d{8}|21[0-3]\d{7}|214[0-6]\d{6}|2147[0-3]\d{5}|21474[0-7]\d{4}|214748[0-2]\d{3}|2147483[0-5]\d{2}|21474836[0-3]\d|214748364[0-7])$/;
