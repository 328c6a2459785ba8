// Its own module, not menu-keys.tsx: a value a server component imports from a client module arrives
// as a client reference, and its keys would be lost.

/** Spread on a header menu's <details>: Escape or a press outside closes it (menu-keys.tsx). */
export const HEADER_MENU = { 'data-header-menu': '' };
export const OPEN_HEADER_MENUS = 'details[data-header-menu][open]';
