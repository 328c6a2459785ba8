import { consolePaths } from '@/lib/console-paths';
import type { Choice } from '../leads/choices';
import { MARKET_FILTER_LABELS, MARKET_FILTERS } from '../market/market-rules';
import {
  AGE_BANDS,
  type AgeBand,
  CAR_TYPE_LABELS,
  CAR_TYPES,
  isStockFiltered,
  STOCK_SEARCH_MAX_LENGTH,
  STOCK_STATUS_LABELS,
  STOCK_STATUSES,
  type StockFilter,
} from '../stock/filter-rules';
import { FilterSelect, filterControl } from './filter-select';

// The stock list's filter: a plain GET form (the filter is the address), keeping the list's order.

export function StockFilters({
  site,
  filter,
  dealerships,
  total,
}: {
  site: string;
  filter: StockFilter;
  dealerships: Choice[];
  total: number;
}) {
  return (
    <form
      method="get"
      action={consolePaths.stock(site)}
      className="mb-4 rounded-site border border-black/10 bg-white p-4"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <label className="block font-semibold sm:col-span-2 lg:col-span-1">
          Stock number, VIN or rego
          <input
            type="search"
            name="q"
            defaultValue={filter.q}
            maxLength={STOCK_SEARCH_MAX_LENGTH}
            className={filterControl}
          />
        </label>
        <FilterSelect
          name="type"
          label="New, demo or used"
          value={filter.type ?? ''}
          any="All"
          options={CAR_TYPES.map((t) => ({ value: t, label: CAR_TYPE_LABELS[t] }))}
        />
        <FilterSelect
          name="status"
          label="Status"
          value={filter.status ?? ''}
          any="Any status"
          options={STOCK_STATUSES.map((s) => ({ value: s, label: STOCK_STATUS_LABELS[s] }))}
        />
        {dealerships.length > 1 ? (
          <FilterSelect
            name="dealership"
            label="Dealership"
            value={filter.dealership ? String(filter.dealership) : ''}
            any="Every dealership"
            options={dealerships}
          />
        ) : null}
        <FilterSelect
          name="age"
          label="Days in stock"
          value={filter.age ?? ''}
          any="Any"
          options={(Object.keys(AGE_BANDS) as AgeBand[]).map((band) => ({
            value: band,
            label: AGE_BANDS[band].label,
          }))}
        />
        <FilterSelect
          name="market"
          label="Price position"
          value={filter.market ?? ''}
          any="Any"
          options={MARKET_FILTERS.map((m) => ({ value: m, label: MARKET_FILTER_LABELS[m] }))}
        />
        <label className="flex min-h-11 items-center gap-2 self-end font-semibold">
          <input
            type="checkbox"
            name="photos"
            value="missing"
            defaultChecked={filter.missingPhotos}
            className="size-5"
          />
          Without photos only
        </label>
        <label className="flex min-h-11 items-center gap-2 self-end font-semibold">
          <input
            type="checkbox"
            name="quality"
            value="needs-work"
            defaultChecked={filter.needsWork}
            className="size-5"
          />
          Needing work only
        </label>
      </div>
      {filter.sort !== 'age' || filter.dir !== 'asc' ? (
        <>
          <input type="hidden" name="sort" value={filter.sort} />
          <input type="hidden" name="dir" value={filter.dir} />
        </>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <button
          type="submit"
          className="min-h-11 rounded-site bg-brand px-5 py-2.5 font-bold text-brand-contrast hover:opacity-90"
        >
          Show cars
        </button>
        {isStockFiltered(filter) ? (
          <a href={consolePaths.stock(site)} className="font-semibold text-brand underline">
            Clear filters
          </a>
        ) : null}
        <span className="text-sm text-gray-700">
          {total.toLocaleString('en-AU')} {total === 1 ? 'car' : 'cars'}
        </span>
      </div>
    </form>
  );
}
