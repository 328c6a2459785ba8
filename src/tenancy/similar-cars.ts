// The bound of the site's similar-cars page size, on its own so the browser's similar-cars list can read
// it without loading the whole site-config schema.

/** A vehicle page shows at most 6 similar cars (AF §9). */
export const SIMILAR_CARS_MAX = 6;
