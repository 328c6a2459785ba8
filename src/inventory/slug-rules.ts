// What a car's slug can look like: the stock import writes slugify() output ('2021-toyota-hilux-sr5-t1234',
// with '-{dealership}-{n}' when taken), so anything else in a /cars/{slug} path names no car at all.

/** Longer than any slug the import writes (year, make, model, badge, body, stock number, dealership). */
export const MAX_CAR_SLUG_LENGTH = 300;

const CAR_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether `value` could be a car's slug; one that cannot is simply not found (no query is made). */
export function isCarSlug(value: string): boolean {
  return value.length <= MAX_CAR_SLUG_LENGTH && CAR_SLUG.test(value);
}
