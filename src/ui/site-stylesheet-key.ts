/**
 * Where a server process keeps the reader of the site stylesheet's text (src/ui/site-stylesheet.ts) for
 * the component that inlines it in each page (src/ui/inline-stylesheet.tsx): that component renders on
 * the server and in the browser alike, so it cannot import a reader of files, and what a server component
 * hands it as a prop is sent to the browser again in the page's payload.
 */
export const SITE_STYLESHEET = Symbol.for('dealer-platform.site-stylesheet');

export type SiteStylesheetReader = () => string | null;
