import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import { loadSiteConfigs } from '@/tenancy/site-files';
import { brandMegaMenu, menuGroupLinks } from './menu';

const configs = loadSiteConfigs();
// Lighthouse's 'link text is not descriptive' list (the English entries).
const GENERIC = [
  'click here',
  'click this',
  'go',
  'here',
  'information',
  'learn more',
  'more',
  'more info',
  'more information',
  'right here',
  'read more',
  'see more',
  'start',
  'this',
  'view all',
  'see all',
];

describe('menuGroupLinks', () => {
  it('leaves out the group’s own link when a child already goes there', () => {
    const item = {
      label: 'More',
      href: '/about-us',
      children: [
        { label: 'About Us', href: '/about-us' },
        { label: 'Careers', href: '/careers' },
      ],
    };
    expect(menuGroupLinks(item)).toEqual(item.children);
  });

  it('leads with the group’s own page when no child goes there', () => {
    const item = {
      label: 'Vehicles',
      href: '/search',
      children: [{ label: 'New Cars', href: '/search/new-cars' }],
    };
    expect(menuGroupLinks(item)[0]).toEqual({ label: 'Vehicles', href: '/search' });
  });
});

describe.each(configs.map((c) => [c.slug, c] as const))('menu of %s', (_slug, config) => {
  it('has no link with generic text', () => {
    const links = config.header.menu.flatMap((item) =>
      item.children.length === 0 ? [item] : menuGroupLinks(item),
    );
    expect(links.filter((link) => GENERIC.includes(link.label.toLowerCase()))).toEqual([]);
  });
});

describe.each(configs.map((c) => [c.slug, c] as const))('the menu and footer of %s', (_slug, config) => {
  const menu = config.header.menu.flatMap((item) => [item, ...item.children]).map((link) => link.href);
  const footer = [
    ...config.footer.columns.flatMap((column) => column.links),
    ...config.footer.groupLinks,
  ].map((link) => link.href);
  const contact = [paths.contact(), paths.contactUs()];

  it.each([
    ['menu', menu],
    ['footer', footer],
  ])('the %s reaches the dealer locator and a contact page', (_where, links) => {
    // Every demo site has several locations, so the locator is where a shopper finds the right one.
    expect(config.dealerships.length).toBeGreaterThan(1);
    expect(links).toContain(paths.dealerLocator());
    expect(links.some((href) => contact.includes(href))).toBe(true);
  });

  it(config.features.blog ? 'links the blog' : 'links no blog, which it does not have', () => {
    expect([...menu, ...footer].includes(paths.blog())).toBe(config.features.blog);
  });
});

describe('brandMegaMenu (AF §3)', () => {
  const summit = configs.find((c) => c.slug === 'summit-motor-group') as (typeof configs)[number];
  const withMenu = (showBrandMegaMenu: boolean, brandsPage: boolean) => ({
    ...summit,
    header: { ...summit.header, showBrandMegaMenu },
    features: { ...summit.features, brandsPage },
  });

  it.each([
    [true, true, true],
    [false, true, false],
    [true, false, false], // no brand pages to link to
  ])('showBrandMegaMenu %s, brandsPage %s → menu %s', (show, brandsPage, shown) =>
    expect(brandMegaMenu(withMenu(show, brandsPage)).length > 0).toBe(shown),
  );

  it('groups the brands, links each to its stock page and leaves out skipPage brands', () => {
    const groups = brandMegaMenu(withMenu(true, true));
    expect(groups.map((g) => g.heading)).toEqual([
      'Car Brands',
      'Motorcycle Brands',
      'Truck Brands',
      'Our Brands',
    ]);
    expect(groups[0].brands[0]).toEqual({
      title: 'Mazda',
      href: '/mazda/overview',
      logo: '/media/logos/mazda.webp',
    });
    const ours = groups[3].brands.map((b) => b.title);
    expect(ours).toContain('Summit Prestige');
    expect(ours).not.toContain('Summit Fleet');
  });
});
