import type { SiteConfig } from '../../src/tenancy/site-config';

/**
 * A brand-new site made from a demo site's config: its own slug and name, no host names of its own, one
 * dealership that does not exist yet (syncSites creates it with no stock, locations or reviews), and no
 * promotions, brands or group locations. Everything else (menus, features, theme, copy) stays the demo's,
 * so each demo site's pages are tried with nothing to show.
 */
export function emptySiteConfig(base: SiteConfig, slug = `empty-${base.slug}`): SiteConfig {
  return {
    ...base,
    slug,
    name: `Empty ${base.name}`,
    hostnames: [],
    dealerships: [`${slug}-dealership`],
    hiddenDealerships: [],
    hiddenLocations: [],
    promos: [],
    brands: { car: [], motorcycle: [], truck: [], ours: [] },
    groupLocations: [],
  };
}
