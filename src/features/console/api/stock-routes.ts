import 'server-only';
import { jsonError, readValidJson } from '@/lib/http';
import { applyBulk, previewBulk } from '../stock/bulk';
import { findEditableCar, saveCar } from '../stock/car-edit';
import { readStockFilter, STOCK_PAGE_SIZE, stockPageCount } from '../stock/filter-rules';
import { listStock } from '../stock/stock-list';
import { stockViewer } from '../stock/viewer';
import { actorOf } from './actor';
import { BulkApplyRequest, BulkPreviewRequest } from './bulk-schemas';
import { CarEditRequest } from './schemas';
import { consoleSiteRoute, NOT_FOUND } from './site-route';

// GET /api/console/sites/{site}/stock?type&status&dealership&age&photos=missing&q&sort&dir&page
//   → { cars, total, page, pageSize, pageCount }: the cars of the member's reach.
export const listStockRoute = consoleSiteRoute('stock.read', async (request, staff, db, site) => {
  const viewer = stockViewer(staff, site);
  if (!viewer) return jsonError(404, NOT_FOUND);
  const filter = readStockFilter(new URL(request.url).searchParams);
  const { rows, total } = await listStock(db, viewer, filter);
  return Response.json({
    cars: rows,
    total,
    page: filter.page,
    pageSize: STOCK_PAGE_SIZE,
    pageCount: stockPageCount(total),
  });
});

// PUT /api/console/sites/{site}/stock/{car} { price, beforePrice, offerPrice, priceType, dealercomments, tag,
//   status, reserved, showOnDealerWebsite, checkoutEnabled, testDriveEnabled, tradeInAllowed,
//   standardEquipment, locked, seen } → { car, changed }: 409 when the car changed after `seen`.
export const editCarRoute = consoleSiteRoute<{ site: string; car: string }>(
  'stock.edit',
  async (request, staff, db, site, params) => {
    const viewer = stockViewer(staff, site);
    const id = /^\d{1,10}$/.test(params.car) ? Number(params.car) : 0;
    if (!viewer || !(await findEditableCar(db, viewer, id))) return jsonError(404, NOT_FOUND);
    const body = await readValidJson(request, CarEditRequest);
    if (body instanceof Response) return body;
    const { seen, locked, ...edit } = body;
    const change = { edit, locks: locked, seen: new Date(seen) };
    const outcome = await saveCar(db, viewer, actorOf(staff, request), id, change, new Date());
    if (!outcome.ok) return jsonError(outcome.status, outcome.error);
    return Response.json({ car: outcome.car, changed: outcome.changed });
  },
);

// POST /api/console/sites/{site}/stock/bulk/preview { action, cars: [id] } → { rows }: what each of the
//   member's cars would become, or why it would be left alone; nothing is changed.
export const previewBulkRoute = consoleSiteRoute('stock.edit', async (request, staff, db, site) => {
  const viewer = stockViewer(staff, site);
  if (!viewer) return jsonError(404, NOT_FOUND);
  const body = await readValidJson(request, BulkPreviewRequest);
  if (body instanceof Response) return body;
  return Response.json({ rows: await previewBulk(db, viewer, body.cars, body.action) });
});

// POST /api/console/sites/{site}/stock/bulk { action, cars: [{ id, seen }] } → { applied, skipped }: the
//   change applied to the cars as the preview read them; one audit entry per car.
export const applyBulkRoute = consoleSiteRoute('stock.edit', async (request, staff, db, site) => {
  const viewer = stockViewer(staff, site);
  if (!viewer) return jsonError(404, NOT_FOUND);
  const body = await readValidJson(request, BulkApplyRequest);
  if (body instanceof Response) return body;
  const result = await applyBulk(db, viewer, actorOf(staff, request), body.cars, body.action, new Date());
  return Response.json(result);
});
