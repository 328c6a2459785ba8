export type Shopper = { phone: string; email: string | null };

/** The page's own URL: the results page keeps its whole search in it (url-state.ts), so this is the search. */
export const currentSearch = () => `${window.location.pathname}${window.location.search}`;
