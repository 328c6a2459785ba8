import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BulkActions } from '@/features/console/components/bulk-actions';
import { ConsoleFrame } from '@/features/console/components/console-frame';
import { ConsoleNav } from '@/features/console/components/console-nav';
import { PageLinks } from '@/features/console/components/page-links';
import { SiteHeading } from '@/features/console/components/site-heading';
import { StockFilters } from '@/features/console/components/stock-filters';
import { StockTable } from '@/features/console/components/stock-table';
import { consoleSite } from '@/features/console/console-site';
import { siteScreens } from '@/features/console/page-leads';
import { requirePageStaff } from '@/features/console/page-staff';
import {
  readStockFilter,
  STOCK_DEFAULTS,
  stockPageCount,
  stockQuery,
} from '@/features/console/stock/filter-rules';
import { listStock, needsWorkCount } from '@/features/console/stock/stock-list';
import { stockViewer } from '@/features/console/stock/viewer';
import { consolePaths } from '@/lib/console-paths';
import { staffAuth, staffCan } from '@/staff';

export const metadata: Metadata = { title: 'Stock' };

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function StockPage({ params, searchParams }: Props) {
  const staff = await requirePageStaff();
  const site = await consoleSite((await params).site);
  if (!site || !staffCan(staff, site, 'stock.read')) notFound();
  const viewer = stockViewer(staff, { ...site, dealershipIds: site.dealerships.map((d) => d.id) });
  if (!viewer) notFound();
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(await searchParams)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) query.set(name, first);
  }
  const filter = readStockFilter(query);
  const { db } = await staffAuth();
  const editable = staffCan(staff, site, 'stock.edit');
  const [{ rows, total }, needsWork] = await Promise.all([
    listStock(db, viewer, filter),
    needsWorkCount(db, viewer),
  ]);
  return (
    <ConsoleFrame nav={<ConsoleNav staff={staff} />}>
      <SiteHeading site={site} title="Stock" current="stock" screens={siteScreens(staff, site)} />
      {needsWork > 0 && !filter.needsWork ? (
        <p className="mb-4">
          <a
            href={consolePaths.stock(
              site.slug,
              stockQuery(STOCK_DEFAULTS, { needsWork: true, status: 'in_stock', sort: 'quality' }),
            )}
            className="font-semibold text-brand underline"
          >
            {needsWork.toLocaleString('en-AU')}{' '}
            {needsWork === 1
              ? 'car in stock needs work on its listing'
              : 'cars in stock need work on their listings'}
            , the worst first
          </a>
        </p>
      ) : null}
      <StockFilters
        site={site.slug}
        filter={filter}
        total={total}
        dealerships={site.dealerships
          .filter((d) => viewer.dealershipIds.includes(d.id))
          .map((d) => ({ value: String(d.id), label: d.name }))}
      />
      {editable && rows.length > 0 ? <BulkActions site={site.slug} /> : null}
      <StockTable site={site.slug} rows={rows} filter={filter} selectable={editable} />
      <PageLinks
        page={filter.page}
        pages={stockPageCount(total)}
        link={(page) => consolePaths.stock(site.slug, stockQuery(filter, { page }))}
        label="Pages of cars"
      />
    </ConsoleFrame>
  );
}
