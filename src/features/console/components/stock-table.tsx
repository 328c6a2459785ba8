import { consolePaths } from '@/lib/console-paths';
import { formatAud } from '@/lib/money';
import { gapText, positionText } from '../market/market-rules';
import {
  CAR_TYPE_LABELS,
  STOCK_STATUS_LABELS,
  type StockFilter,
  type StockSort,
  sortChange,
  stockQuery,
} from '../stock/filter-rules';
import type { StockRow } from '../stock/stock-list';
import { BULK_FORM_ID, SelectAllCars } from './bulk-actions';

// The stock list: a table whose headers sort it (and say how it is sorted) on a wide screen; on a phone a
// card per car, its photo beside what a manager scans for: price, days in stock, leads, photos, and what
// the listing lacks.

const COLUMNS: { sort: StockSort; label: string }[] = [
  { sort: 'vehicle', label: 'Vehicle' },
  { sort: 'stock', label: 'Stock no.' },
  { sort: 'price', label: 'Price' },
  { sort: 'market', label: 'Price position' },
  { sort: 'age', label: 'Days in stock' },
  { sort: 'views', label: 'Views' },
  { sort: 'leads', label: 'Leads' },
  { sort: 'photos', label: 'Photos' },
  { sort: 'quality', label: 'Quality' },
];

function PhoneLabel({ children }: { children: string }) {
  return <span className="font-semibold md:hidden">{children}</span>;
}

function statusText(row: StockRow): string {
  const known = STOCK_STATUS_LABELS[row.status as keyof typeof STOCK_STATUS_LABELS];
  return known ?? (row.available ? row.status : 'Sold');
}

export function StockTable({
  site,
  rows,
  filter,
  selectable = false,
}: {
  site: string;
  rows: StockRow[];
  filter: StockFilter;
  /** Tick boxes for the bulk change (a manager's list). */
  selectable?: boolean;
}) {
  if (rows.length === 0)
    return <p className="rounded-site border border-black/10 bg-white p-4">No car matches this filter.</p>;
  return (
    <table className="w-full border-collapse bg-white text-left max-md:block">
      <caption className="sr-only">
        Cars, sorted by {COLUMNS.find((c) => c.sort === filter.sort)?.label}
      </caption>
      <thead className="max-md:sr-only">
        <tr className="border-b border-black/10">
          {selectable ? (
            <th scope="col" className="p-3">
              <SelectAllCars />
            </th>
          ) : null}
          <th scope="col" className="p-3">
            <span className="sr-only">Photo</span>
          </th>
          {COLUMNS.map((column) => {
            const sorted = filter.sort === column.sort;
            return (
              <th
                key={column.sort}
                scope="col"
                className="p-3"
                aria-sort={sorted ? (filter.dir === 'asc' ? 'ascending' : 'descending') : undefined}
              >
                <a
                  href={consolePaths.stock(site, stockQuery(filter, sortChange(filter, column.sort)))}
                  className="inline-flex min-h-11 items-center gap-1 underline-offset-4 hover:underline"
                >
                  {column.label}
                  {sorted ? <span aria-hidden="true">{filter.dir === 'asc' ? '▲' : '▼'}</span> : null}
                </a>
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody className="max-md:block">
        {rows.map((row) => (
          <tr
            key={row.id}
            className="border-b border-black/10 align-top max-md:grid max-md:grid-cols-[6rem_1fr] max-md:gap-x-3 max-md:py-3"
          >
            {selectable ? (
              <td className="p-3 max-md:col-start-2 max-md:row-start-1 max-md:p-0 max-md:pb-1">
                <label className="inline-flex min-h-11 items-center gap-2 md:min-h-0">
                  <input
                    type="checkbox"
                    name="car"
                    value={row.id}
                    form={BULK_FORM_ID}
                    className="size-5"
                    aria-label={`Tick ${row.title}, ${row.stocknum}`}
                  />
                  <span className="text-sm font-semibold md:hidden">Tick for the change above</span>
                </label>
              </td>
            ) : null}
            <td className="w-28 p-3 max-md:col-start-1 max-md:row-span-9 max-md:row-start-1 max-md:p-0 max-md:pl-3">
              {row.thumb ? (
                // biome-ignore lint/performance/noImgElement: a thumbnail from the media store, already sized
                <img
                  src={row.thumb}
                  alt=""
                  width={96}
                  height={64}
                  className="h-16 w-24 max-w-none rounded object-cover"
                />
              ) : (
                <span className="flex h-16 w-24 items-center justify-center rounded bg-surface text-center text-xs">
                  No photo
                </span>
              )}
            </td>
            <th scope="row" className="p-3 font-semibold max-md:p-0 max-md:col-start-2">
              <a href={consolePaths.car(site, row.id)} className="text-brand underline underline-offset-2">
                {row.title}
              </a>
              <span className="block text-sm font-normal text-gray-700">
                {row.dealership} · {CAR_TYPE_LABELS[row.carType]} · {statusText(row)}
              </span>
            </th>
            <td className="p-3 max-md:p-0 max-md:col-start-2">
              <PhoneLabel>Stock no.: </PhoneLabel>
              {row.stocknum}
            </td>
            <td className="p-3 max-md:p-0 max-md:col-start-2">
              <PhoneLabel>Price: </PhoneLabel>
              {row.price ? formatAud(row.price) : 'No price'}
              {row.was ? <s className="ml-1 text-sm text-gray-700">{formatAud(row.was)}</s> : null}
            </td>
            <td className="p-3 max-md:p-0 max-md:col-start-2">
              <PhoneLabel>Price position: </PhoneLabel>
              {positionText(row.market)}
              {row.market && row.marketGap !== null ? (
                <span className="block text-sm text-gray-700 max-md:inline max-md:pl-1">
                  {gapText(row.marketGap)} from the median
                </span>
              ) : null}
            </td>
            <td className="p-3 max-md:p-0 max-md:col-start-2">
              <PhoneLabel>Days in stock: </PhoneLabel>
              {row.daysInStock}
            </td>
            <td className="p-3 max-md:hidden">{row.views.toLocaleString('en-AU')}</td>
            <td className="p-3 max-md:p-0 max-md:col-start-2">
              <PhoneLabel>Leads: </PhoneLabel>
              {row.leads}
              <span className="md:hidden"> · {row.views.toLocaleString('en-AU')} views</span>
            </td>
            <td className="p-3 max-md:p-0 max-md:col-start-2">
              <PhoneLabel>Photos: </PhoneLabel>
              {row.photos === 0 ? <strong className="text-red-900">None</strong> : row.photos}
            </td>
            <td className="p-3 max-md:col-start-2 max-md:p-0">
              <PhoneLabel>Quality: </PhoneLabel>
              <span className={row.quality < 60 ? 'font-bold text-red-900' : ''}>{row.quality}</span>
              {row.qualityReasons.length > 0 ? (
                <ul className="mt-1 text-sm text-gray-700">
                  {row.qualityReasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
