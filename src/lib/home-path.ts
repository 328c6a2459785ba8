// The home page's path, apart from paths.ts (which uses it): the error boundaries load on every page, where the
// whole paths map would ride along in the scripts every page shares.

/** The site's home page. */
export const homePath = (): string => '/';
