import 'server-only';
import { jsonError } from '@/lib/http';
import { readStockFilter, STOCK_PAGE_SIZE, stockPageCount } from '../stock/filter-rules';
import { listStock } from '../stock/stock-list';
import { stockViewer } from '../stock/viewer';
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
