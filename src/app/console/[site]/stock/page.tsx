import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConsoleFrame } from '@/features/console/components/console-frame';
import { ConsoleNav } from '@/features/console/components/console-nav';
import { PageLinks } from '@/features/console/components/page-links';
import { SiteHeading } from '@/features/console/components/site-heading';
import { StockFilters } from '@/features/console/components/stock-filters';
import { StockTable } from '@/features/console/components/stock-table';
import { consoleSite } from '@/features/console/console-site';
import { siteScreens } from '@/features/console/page-leads';
import { requirePageStaff } from '@/features/console/page-staff';
import { readStockFilter, stockPageCount, stockQuery } from '@/features/console/stock/filter-rules';
import { listStock } from '@/features/console/stock/stock-list';
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
  const { rows, total } = await listStock(db, viewer, filter);
  return (
    <ConsoleFrame nav={<ConsoleNav staff={staff} />}>
      <SiteHeading site={site} title="Stock" current="stock" screens={siteScreens(staff, site)} />
      <StockFilters
        site={site.slug}
        filter={filter}
        total={total}
        dealerships={site.dealerships
          .filter((d) => viewer.dealershipIds.includes(d.id))
          .map((d) => ({ value: String(d.id), label: d.name }))}
      />
      <StockTable site={site.slug} rows={rows} filter={filter} />
      <PageLinks
        page={filter.page}
        pages={stockPageCount(total)}
        link={(page) => consolePaths.stock(site.slug, stockQuery(filter, { page }))}
        label="Pages of cars"
      />
    </ConsoleFrame>
  );
}
