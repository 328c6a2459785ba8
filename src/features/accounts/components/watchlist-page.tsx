import type { ReactNode } from 'react';
import { WATCHLIST_HEADING } from '../watchlist-rules';
import { type WatchlistItem, WatchlistList } from './watchlist-list';

type Props = {
  /** The shopper's saved searches, listed under the cars. */
  savedSearches?: ReactNode;
  items: WatchlistItem[];
  shopper: { firstName: string | null; phone: string };
  noPriceText: string;
};

/** The shopper's watchlist page (AF §2 'View List'). */
export function WatchlistPage({ items, shopper, noPriceText, savedSearches }: Props) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">{WATCHLIST_HEADING}</h1>
      <p className="mt-1 text-gray-700">
        {shopper.firstName ? `${shopper.firstName}, here` : 'Here'} are the cars you saved, with their price
        today.
      </p>
      <div className="mt-6">
        <WatchlistList items={items} phone={shopper.phone} noPriceText={noPriceText} />
      </div>
      {savedSearches && <div className="mt-10">{savedSearches}</div>}
    </div>
  );
}
