import { loadVehiclePage } from '../../src/app/sites/[site]/cars/[slug]/page-data';
import { loadComparison } from '../../src/app/sites/[site]/compare/comparison';
import {
  checkoutCar,
  onlinePaymentView,
  purchaseJourneyData,
  reservationView,
} from '../../src/features/checkout/server';
import { financeCarCard, storedFinanceApplication } from '../../src/features/finance/server';
import { siteLocation, testDriveCar } from '../../src/features/leads';
import { siteLocationPage } from '../../src/features/locations';
import { blogArticle, contentPage } from '../../src/features/pages/server';
import { unsubscribeTargetFor } from '../../src/features/saved-searches';
import { valuationView } from '../../src/features/trade-in/server';
import { findSiteCar } from '../../src/inventory/site-car';
import type { Site } from '../../src/tenancy/get-site';
import type { Tenant } from './tenants';

// The pages that take a slug or an id, through the data function each page renders from: given to site A
// with B's id, each finds nothing (the page's notFound()); with A's own, each finds the record, so the row
// reaches real data. Adding such a page means adding its row (matrix-coverage.test.ts checks those with a
// [param] in the path; the rows with an id in the query are listed here too).

export type PageRow = {
  /** The page's folder under src/app/sites/[site]. */
  page: string;
  takes: string;
  /** What the page shows of `target` on `site`, or null/undefined for none. */
  load: (site: Site, target: Tenant, own: Tenant) => Promise<unknown>;
};

export const PAGE_MATRIX: PageRow[] = [
  {
    page: 'cars/[slug]',
    takes: 'car slug',
    load: (site, t) => loadVehiclePage(site.slug, t.car.slug),
  },
  {
    page: 'cars/[slug]/checkout',
    takes: 'car slug',
    load: (site, t) => checkoutCar(site, t.car.slug),
  },
  {
    page: 'cars/[slug]/buy-online',
    takes: 'car slug',
    load: (site, t) => checkoutCar(site, t.car.slug),
  },
  {
    page: 'checkout-journey',
    takes: 'valuation and reservation ids in the query, with its own car',
    load: async (site, t, own) => {
      const data = await purchaseJourneyData(
        site,
        own.car.slug,
        { valuation: t.valuationId, reservation: t.reservationId },
        valuationView,
      );
      return data?.tradeIn ?? data?.reservation;
    },
  },
  {
    page: 'reservations/[id]',
    takes: 'reservation id',
    load: (site, t) => reservationView(site, t.reservationId),
  },
  {
    page: 'locations/[slug]',
    takes: 'location slug',
    load: (site, t) => siteLocationPage(site, t.location.slug),
  },
  {
    page: 'contact-us/[locationSlug]',
    takes: 'location slug',
    load: (site, t) => siteLocation(site, t.location.slug),
  },
  {
    page: '[...rest]',
    takes: 'content page path',
    load: (site, t) => contentPage(site, t.contentPath),
  },
  {
    page: 'blog/[category]/[slug]',
    takes: 'article category and slug',
    load: (site, t) => blogArticle(site, t.article.category, t.article.slug),
  },
  {
    page: 'print',
    takes: 'car slug in the query',
    load: (site, t) => findSiteCar(site, t.car.slug),
  },
  {
    page: 'compare',
    takes: 'car slug in the query',
    load: async (site, t) => (await loadComparison(site, [t.car.slug])).cars[0],
  },
  {
    page: 'book-test-drive',
    takes: 'car id in the query',
    load: (site, t) => testDriveCar(site, t.car.id),
  },
  {
    page: 'finance',
    takes: 'car id in the query (also personalised/finance and apply-for-finance)',
    load: (site, t) => financeCarCard(site, t.car.id, new Date()),
  },
  {
    page: 'finance/pre-approval',
    takes: 'finance application id in the query',
    load: (site, t) => storedFinanceApplication(site, t.financeLeadId),
  },
  {
    page: 'online-payment',
    takes: 'payment id in the query',
    load: (site, t) => onlinePaymentView(site, t.onlinePaymentId),
  },
  {
    page: 'unsubscribe',
    takes: 'unsubscribe token in the query',
    load: (site, t) => unsubscribeTargetFor(site, t.unsubscribeToken),
  },
];
