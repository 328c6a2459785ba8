import type { SiteConfig } from '@/tenancy/site-config';

// Which pages need a signed-in shopper (AF §2): pure, so pages, routes and the browser ask the same rule.

/** The pages gated whenever the site turns sign-in on (AF §2); trade-in and sell-my-car only where it says. */
export const ALWAYS_GATED = ['checkout', 'finance', 'spin-to-win', 'online-payment', 'my-garage'] as const;

export type GatedRoute = (typeof ALWAYS_GATED)[number] | SiteConfig['features']['gatedRoutes'][number];
/** What a sign-in is for: the watchlist, saving a search, or one of the routes a site may gate (AF §2). */
export type SignInType = GatedRoute | 'watchlist' | 'account' | 'saved-search';

const isAlwaysGated = (type: SignInType): boolean => (ALWAYS_GATED as readonly string[]).includes(type);

/**
 * Whether a page of this kind needs a signed-in shopper: the watchlist, the garage, saving a search and
 * the shopper's details always (they are only the shopper's own things); under signInGating, the pages
 * the spec always gates and the optional ones the site names.
 */
export function needsSignIn(
  features: Pick<SiteConfig['features'], 'signInGating' | 'gatedRoutes'>,
  type: SignInType,
): boolean {
  if (type === 'watchlist' || type === 'my-garage' || type === 'account' || type === 'saved-search')
    return true;
  if (!features.signInGating) return false;
  return isAlwaysGated(type) || features.gatedRoutes.some((route) => route === type);
}
