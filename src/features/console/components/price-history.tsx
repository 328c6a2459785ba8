import { shortDateTimeAt } from '@/lib/dates';
import { formatAud } from '@/lib/money';
import { PRICE_SOURCE_LABELS } from '../market/market-rules';
import type { PriceHistoryEntry } from '../market/price-market';

// A car's shown price over time, newest first, each change with how much it moved, who made it (a feed,
// a person in the console, the platform) and when, on the site's clock.

const priceText = (price: number | null) => (price === null ? 'No price' : formatAud(price));

function moveText(price: number | null, before: number | null): string | null {
  if (price === null || before === null || price === before) return null;
  return price < before ? `down ${formatAud(before - price)}` : `up ${formatAud(price - before)}`;
}

export function PriceHistoryList({ entries, timeZone }: { entries: PriceHistoryEntry[]; timeZone: string }) {
  if (entries.length === 0)
    return <p>No price recorded yet: the history starts with the car’s next change.</p>;
  return (
    <ol className="space-y-3">
      {entries.map((entry, i) => {
        const older = entries[i + 1];
        const move = older ? moveText(entry.price, older.price) : null;
        return (
          <li key={entry.id} className="border-l-4 border-brand/40 pl-3">
            <p className="font-semibold">
              {priceText(entry.price)}
              {move ? <span className="ml-2 text-sm font-normal text-gray-700">{move}</span> : null}
            </p>
            <p className="text-sm text-gray-700">
              {PRICE_SOURCE_LABELS[entry.source]}
              {entry.who ? ` · ${entry.who}` : ''},{' '}
              <time dateTime={entry.at.toISOString()}>{shortDateTimeAt(entry.at, timeZone)}</time>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
