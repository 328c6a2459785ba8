import { logoUrl } from '@/lib/media-names';
import { paths } from '@/lib/paths';
import type { SiteConfig } from '@/tenancy/site-config';

type MenuItem = SiteConfig['header']['menu'][number];
export type MenuLink = { label: string; href: string };

/**
 * The links a menu group opens to: its children, led by the group's own page unless a child already goes
 * there. A group's label names the group ('More'), so it is never link text on its own: a link reading
 * 'More' tells a shopper (and a search engine) nothing about where it goes.
 */
export function menuGroupLinks(item: MenuItem): MenuLink[] {
  const ownPageListed = item.children.some((child) => child.href === item.href);
  return ownPageListed ? item.children : [{ label: item.label, href: item.href }, ...item.children];
}

export type MegaMenuBrand = { title: string; href: string; logo: string };
export type MegaMenuGroup = { heading: string; brands: MegaMenuBrand[] };

const MEGA_MENU_GROUPS = [
  ['car', 'Car Brands'],
  ['motorcycle', 'Motorcycle Brands'],
  ['truck', 'Truck Brands'],
  ['ours', 'Our Brands'],
] as const;

/**
 * The header's brand mega-menu (AF §3): on sites that turn it on (header.showBrandMegaMenu), the Brands
 * item opens the site's brands by group, each logo linking to its brand stock page. Brand pages exist only
 * with the brands page on, and a skipPage brand has none, so neither is offered a link to nowhere.
 */
export function brandMegaMenu(config: Pick<SiteConfig, 'header' | 'features' | 'brands'>): MegaMenuGroup[] {
  if (!config.header.showBrandMegaMenu || !config.features.brandsPage) return [];
  return MEGA_MENU_GROUPS.map(([group, heading]) => ({
    heading,
    brands: config.brands[group]
      .filter((brand) => !brand.skipPage)
      .map((brand) => ({
        title: brand.title,
        href: paths.brand(brand.slug),
        logo: brand.logo ?? logoUrl(brand.slug),
      })),
  })).filter((group) => group.brands.length > 0);
}
