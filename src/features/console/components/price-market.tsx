import type { ReactNode } from 'react';
import type { Db } from '@/db/client';
import { AUTOGAUGE_MIN_COMPARABLES } from '@/inventory/market/autogauge-rules';
import { COMPARABLE_KM, COMPARABLE_SOLD_DAYS, COMPARABLE_YEARS } from '@/inventory/market/market';
import { AT_MARKET_PERCENT } from '@/inventory/market/position-rules';
import { formatAud, formatNumber } from '@/lib/money';
import { gapText, positionText } from '../market/market-rules';
import { type PriceAgainstMarket, priceAgainstMarket, priceHistoryOf } from '../market/price-market';
import type { StockViewer } from '../stock/stock-list';
import { ConsoleSection } from './console-frame';
import { PriceHistoryList } from './price-history';

// A car's page in the console: its price against the market (read live, with the comparables it came
// from) and its price history. Loads its own data, so the page places it with one line.

const POSITION_STYLE = {
  below: 'bg-emerald-100 text-emerald-900',
  at: 'bg-slate-200 text-slate-900',
  above: 'bg-amber-100 text-amber-900',
} as const;

export async function CarPricePanels({
  db,
  viewer,
  car,
  timeZone,
}: {
  db: Db;
  viewer: StockViewer;
  car: number;
  timeZone: string;
}) {
  const [market, history] = await Promise.all([
    priceAgainstMarket(db, viewer, car),
    priceHistoryOf(db, viewer, car),
  ]);
  if (!market) return null;
  return (
    <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <ConsoleSection title="Price against the market">
        <MarketFigures market={market} />
        <Comparables market={market} />
      </ConsoleSection>
      <ConsoleSection title="Price history">
        <PriceHistoryList entries={history} timeZone={timeZone} />
      </ConsoleSection>
    </div>
  );
}

function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-gray-700">{term}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}

const noMarketText = (found: number) =>
  `No market: ${found === 1 ? '1 comparable' : `${found} comparables`} found, ${AUTOGAUGE_MIN_COMPARABLES} needed ` +
  `(the same make and model within ${COMPARABLE_YEARS} years and ${formatNumber(COMPARABLE_KM)} km, for sale ` +
  `or sold in the last ${COMPARABLE_SOLD_DAYS} days, on any dealer’s site).`;

function MarketFigures({ market }: { market: PriceAgainstMarket }) {
  const shown = market.shown === null ? 'No price' : formatAud(market.shown);
  if (market.median === null)
    return (
      <>
        <dl className="mb-3 grid grid-cols-2 gap-3">
          <Figure term="Shown price">{shown}</Figure>
          <Figure term="Days in stock">{market.daysInStock}</Figure>
        </dl>
        <p>{noMarketText(market.comparables)}</p>
      </>
    );
  return (
    <>
      <dl className="mb-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure term="Shown price">{shown}</Figure>
        <Figure term="Position">
          {market.position ? (
            <span className={`rounded px-2 py-0.5 ${POSITION_STYLE[market.position]}`}>
              {positionText(market.position)}
              {market.gapPercent !== null ? ` (${gapText(market.gapPercent)})` : null}
            </span>
          ) : (
            'No price to place'
          )}
        </Figure>
        <Figure term="Days in stock">{market.daysInStock}</Figure>
        <Figure term="Market range">
          {formatAud(market.marketMin ?? 0)} – {formatAud(market.marketMax ?? 0)}
        </Figure>
        <Figure term="Weighted median">{formatAud(market.median)}</Figure>
        <Figure term="Suggested price">{formatAud(market.suggested ?? market.median)}</Figure>
      </dl>
      <p className="mb-1 text-sm text-gray-700">{market.basis}</p>
      <p className="mb-4 text-sm text-gray-700">
        At the market: within {AT_MARKET_PERCENT} % of the median either side. The range leaves out the
        cheapest and dearest tenth of the comparables’ weight.
      </p>
    </>
  );
}

function Comparables({ market }: { market: PriceAgainstMarket }) {
  if (market.closest.length === 0) return null;
  // Fits a phone without scrolling sideways: the badge and city only from the small breakpoint up.
  const cell = 'px-1.5 py-2 sm:px-2';
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="mb-2 text-left font-semibold">
        {market.closest.length < market.comparables
          ? `The ${market.closest.length} closest of ${market.comparables} comparables`
          : `The ${market.comparables} comparables`}
        , closest in year and km first
      </caption>
      <thead>
        <tr className="border-b border-black/10">
          <th scope="col" className={cell}>
            Year
          </th>
          <th scope="col" className={`${cell} max-sm:hidden`}>
            Badge
          </th>
          <th scope="col" className={`${cell} text-right`}>
            Km
          </th>
          <th scope="col" className={`${cell} text-right`}>
            Price
          </th>
          <th scope="col" className={`${cell} max-sm:hidden`}>
            City
          </th>
          <th scope="col" className={cell}>
            Status
          </th>
        </tr>
      </thead>
      <tbody>
        {market.closest.map((c, i) => (
          // Comparables carry no id (no other dealer's car is named): their order is their key.
          <tr key={i} className="border-b border-black/10">
            <td className={cell}>{c.year}</td>
            <td className={`${cell} max-sm:hidden`}>{c.badge ?? '—'}</td>
            <td className={`${cell} text-right tabular-nums`}>{formatNumber(c.km)}</td>
            <td className={`${cell} text-right tabular-nums`}>{formatAud(c.price)}</td>
            <td className={`${cell} max-sm:hidden`}>{c.city ?? '—'}</td>
            <td className={cell}>{c.sold ? 'Sold' : 'For sale'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
