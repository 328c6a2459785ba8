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
