import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { stockLink } from '@/features/directory/rules';
import { BodyTypeTiles } from '@/features/home/components/body-type-tiles';
import { HomeHero } from '@/features/home/components/home-hero';
import { siteContentFiles } from '@/features/pages/content-files';
import { SiteFooter } from '@/features/site-shell/components/site-footer';
import { SiteHeader } from '@/features/site-shell/components/site-header';
import { breadcrumb } from '@/features/vehicle/breadcrumb-rules';
import { financeLink, vehiclePageButtons } from '@/features/vehicle/button-rules';
import { ContentSections } from '@/features/vehicle/components/content-sections';
import { printHref } from '@/features/vehicle/share-rules';
import { sitePagePaths } from '@/features/vehicle/sitemap';
import { paths } from '@/lib/paths';
import { matchRoute } from '@/lib/served-routes';
import { brandHref } from '@/search/brand-rules';
import { cardButtons } from '@/search/card-buttons';
import { cardSettings } from '@/search/card-settings';
import { resolveSearchPath } from '@/search/search-path';
import type { SiteConfig } from '@/tenancy/site-config';
import { loadSiteConfigs } from '@/tenancy/site-files';
import { SIMPLE_BODY } from '../scripts/seed/cars';

// Every internal link a demo site can show must lead to a page the product serves: a route of
// SERVED_ROUTES (src/lib/served-routes.ts), or a content page the site ships (config/content/, served by the tenant
// catch-all, decision 025). The e2e crawl (tests/e2e/links.spec.ts) checks the same on real pages.

type Link = { site: string; source: (typeof SOURCES)[number]; href: string };
const SOURCES = [
  'header',
  'footer',
  'home hero',
  'home body tiles',
  'vehicle page sections',
  'promos',
  'empty results',
  'brands page',
  'sitemap',
  'card buttons',
  'vehicle page buttons',
  'vehicle page',
  'breadcrumb',
  'directory',
  'success page',
] as const;

const configs = loadSiteConfigs();

const car = {
  id: 42,
  slug: '2021-toyota-rav4-gx-t1',
  status: 'in_stock',
  tag: null,
  price: 34990,
  carType: 'used',
  year: 2021,
  vin: 'JTMW1RFV00D012345',
  nvic: 'ABC123',
  make: 'Toyota',
  model: 'RAV4',
  name: '2021 Toyota RAV4 GX',
  checkoutEnabled: true,
  reserved: false,
  tradeInAllowed: true,
  testDriveEnabled: true,
  reserveAmount: 500,
  financeOffered: true,
};

const hrefsOf = (html: string) =>
  [...html.matchAll(/\s(?:href|action)="([^"]*)"/g)].map((m) => m[1].replaceAll('&amp;', '&'));

function siteLinks(config: SiteConfig): Link[] {
  const links: Link[] = [];
  const add = (source: Link['source'], hrefs: readonly (string | null | undefined)[]) => {
    for (const href of hrefs) if (href) links.push({ site: config.slug, source, href });
  };
  const render = (source: Link['source'], node: React.ReactElement) =>
    add(source, hrefsOf(renderToStaticMarkup(node)));

  render('header', <SiteHeader config={config} />);
  render('footer', <SiteFooter config={config} />);
  render('home hero', <HomeHero config={config} counts={{ new: 1, demo: 1, used: 1 }} makes={['Toyota']} />);
  const bodies = Object.values(SIMPLE_BODY).map((body) => ({ body, count: 1 }));
  render('home body tiles', <BodyTypeTiles bodies={bodies} />);
  render('vehicle page sections', <ContentSections config={config} whatsIncluded={['Roadside assist']} />);
  add(
    'promos',
    config.promos.map((promo) => promo.url),
  );
  add('empty results', [config.emptyResultsRefreshPath]);
  add(
    'brands page',
    Object.values(config.brands)
      .flat()
      .map((brand) => brandHref(brand)),
  );
  add('sitemap', sitePagePaths(config));
  add(
    'card buttons',
    cardButtons(car, cardSettings(config)).map((button) => button.href),
  );
  const dealershipSlug = config.dealerships[0];
  add(
    'vehicle page buttons',
    vehiclePageButtons({ ...car, dealershipSlug }, config).map((button) => button.href),
  );
  add('vehicle page', [
    financeLink({ ...car, dealershipSlug }),
    printHref(car.slug),
    paths.search(dealershipSlug),
  ]);
  for (const carType of ['new', 'demo', 'used'])
    for (const simpleBody of Object.values(SIMPLE_BODY))
      add(
        'breadcrumb',
        breadcrumb({ ...car, carType, simpleBody }, { usedCarRoutes: config.features.usedCarRoutes }).map(
          (crumb) => crumb.href,
        ),
      );
  const entry = { slug: 'cairns', name: 'Cairns', dealership: 'Dealer', dealershipSlug };
  add('directory', [
    stockLink(entry, { locations: new Set(['cairns']), dealerships: new Set() })?.href,
    stockLink(entry, { locations: new Set(), dealerships: new Set([dealershipSlug]) })?.href,
  ]);
  add('success page', [paths.car(car.slug), paths.search()]);
  return links;
}

const links = configs.flatMap(siteLinks);
/** The paths of each site's shipped content pages, which the tenant catch-all serves. */
const contentPaths = new Map(configs.map((c) => [c.slug, new Set(siteContentFiles(c.slug).keys())]));

// What a stock link's segments name, as its results page reads them: the site's dealerships and the
// sample car's make and model; anything else would be that page's 404.
function unresolvedStockLink(config: SiteConfig, href: string): boolean {
  const match = /^\/(?:search|used-car)(?:\/([^?#]*))?/.exec(href);
  if (!match) return false;
  const segments = (match[1] ?? '').split('/').filter(Boolean);
  const context = {
    makeModels: [`${car.make}|${car.model}`],
    dealerships: config.dealerships.map((slug) => ({ slug, name: slug })),
    locations: [{ slug: 'cairns', name: 'Cairns' }],
  };
  return resolveSearchPath(segments, context) === null;
}

describe('the links each demo site shows', () => {
  it('collects links from every source (promos and brands only where a site has them)', () => {
    expect(new Set(links.map((link) => link.source))).toEqual(new Set(SOURCES));
    expect(new Set(links.map((link) => link.site))).toEqual(new Set(configs.map((c) => c.slug)));
  });

  it('lead only to served routes or the site’s own content pages', () => {
    const missing = links.filter((link) => {
      const config = configs.find((c) => c.slug === link.site) as SiteConfig;
      const match = matchRoute(link.href, config.features, contentPaths.get(config.slug));
      return match.kind === 'missing' || (match.kind === 'served' && unresolvedStockLink(config, link.href));
    });
    expect(missing).toEqual([]);
  });
});

// Internal links are built by src/lib/paths.ts; a literal one in a component escapes these checks.
describe('components', () => {
  const SRC = path.resolve(__dirname, '../src');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return files(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });

  it('write no internal href or form action as a literal path', () => {
    const literal = /\s(?:href|action)=(?:"\/|\{`\/|\{'\/)/;
    const found = files(SRC)
      .filter((file) => literal.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file));
    expect(found).toEqual([]);
  });
});
