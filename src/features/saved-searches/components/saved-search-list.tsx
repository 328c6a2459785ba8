'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiMessage, sendJson } from '@/lib/api-client';
import { apiPaths, paths } from '@/lib/paths';
import {
  type AlertChannel,
  channelWords,
  SAVE_SEARCH_LABEL,
  SAVED_SEARCH_LIMIT,
  SAVED_SEARCHES_HEADING,
} from '../rules';

export type SavedSearchListItem = {
  id: number;
  name: string;
  href: string;
  channel: AlertChannel;
  alertsOn: boolean;
};

/**
 * My Garage's saved searches: each a link back to its results, what alerts it sends, and Remove (the page
 * is drawn again once the server has taken it off).
 */
export function SavedSearchList({ items }: { items: SavedSearchListItem[] }) {
  const router = useRouter();
  const [busy, setBusy] = useState<number | null>(null);

  const remove = async (item: SavedSearchListItem) => {
    setBusy(item.id);
    const result = await sendJson(apiPaths.savedSearch(item.id), {}, { method: 'DELETE' });
    setBusy(null);
    if (result.kind === 'ok') router.refresh();
    else window.alert(apiMessage(result) || 'Sorry, the search could not be removed. Please try again.');
  };

  return (
    <section aria-labelledby="saved-searches-heading" className="grid content-start gap-4">
      <h2 id="saved-searches-heading" className="text-xl font-bold">
        {SAVED_SEARCHES_HEADING}{' '}
        <span className="text-base font-medium text-gray-700">
          ({items.length} of {SAVED_SEARCH_LIMIT})
        </span>
      </h2>
      {items.length ? (
        <ul className="grid gap-3">
          {items.map((item) => (
            <li
              key={item.id}
              className="flex flex-col gap-3 rounded-site border border-black/10 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1">
                <Link href={item.href} className="font-bold leading-snug text-brand-ink underline">
                  {item.name}
                </Link>
                <p className="text-sm text-gray-700">
                  {item.alertsOn ? `New matches by ${channelWords(item.channel)}` : 'Alerts stopped'}
                </p>
              </div>
              <button
                type="button"
                onClick={() => remove(item)}
                disabled={busy === item.id}
                aria-label={`Remove saved search ${item.name}`}
                className="self-start rounded-site border border-black/15 px-3 py-2 text-sm font-bold hover:bg-surface disabled:opacity-60 sm:self-auto"
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-site border border-dashed border-black/20 p-6 text-center">
          <p className="text-lg font-bold">You have no saved searches yet.</p>
          <p className="mt-1 text-gray-700">
            Choose ‘{SAVE_SEARCH_LABEL}’ on any search results to hear when a matching car arrives.{' '}
            <Link href={paths.search()} className="font-bold text-brand-ink underline">
              Search our stock
            </Link>
          </p>
        </div>
      )}
    </section>
  );
}
