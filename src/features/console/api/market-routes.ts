import 'server-only';
import { jsonError } from '@/lib/http';
import { priceAgainstMarket, priceHistoryOf } from '../market/price-market';
import { stockViewer } from '../stock/viewer';
import { consoleSiteRoute, NOT_FOUND } from './site-route';

// GET /api/console/sites/{site}/stock/{car}/market → { market, history }: the car's price against its
// market, read now from the same comparables and maths as the shoppers' price comparison (range, weighted
// median, position, suggested price and its basis, days in stock, the closest comparables without dealer
// or link), and its price history, newest first. Another dealership's car is the 404 of no car.
export const carMarketRoute = consoleSiteRoute<{ site: string; car: string }>(
  'stock.read',
  async (_request, staff, db, site, params) => {
    const viewer = stockViewer(staff, site);
    const id = /^\d{1,10}$/.test(params.car) ? Number(params.car) : 0;
    const market = viewer ? await priceAgainstMarket(db, viewer, id) : null;
    if (!viewer || !market) return jsonError(404, NOT_FOUND);
    return Response.json({ market, history: await priceHistoryOf(db, viewer, id) });
  },
);
