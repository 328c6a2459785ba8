'use client';

import Image from 'next/image';
import Link from 'next/link';
import { useState } from 'react';
import { apiMessage, postJson } from '@/lib/api-client';
import { formatAud } from '@/lib/money';
import { apiPaths, paths } from '@/lib/paths';
import { toast } from '@/ui/toast-store';
import { UNKNOWN_ERROR_MESSAGE } from '../sign-in-rules';
import type { WatchlistEntry } from '../watchlist';
import { REMOVED_TOAST, removedDescription, VIEW_LIST_LABEL } from '../watchlist-rules';

/** A saved car as the list shows it (when it was saved stays on the server). */
export type WatchlistItem = Omit<WatchlistEntry, 'savedAt'>;

type Props = { items: WatchlistItem[]; phone: string; noPriceText: string };

/**
 * The saved cars (AF §2, §4): photo, name, price now, 'Price dropped' from the price when saved, 'Sold',
 * and Remove, which takes the car off at once and puts it back with an alert if the call fails.
 */
export function WatchlistList({ items: all, phone, noPriceText }: Props) {
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState<number | null>(null);
  const mark = (carId: number, gone: boolean) =>
    setRemoved((ids) => {
      const next = new Set(ids);
      if (gone) next.add(carId);
      else next.delete(carId);
      return next;
    });
  const items = all.filter((item) => !removed.has(item.carId));

  const remove = async (item: WatchlistItem) => {
    setBusy(item.carId);
    mark(item.carId, true);
    const result = await postJson(apiPaths.removeCar(), { phone_number: phone, car_id: item.carId });
    setBusy(null);
    if (result.kind === 'ok') {
      toast(REMOVED_TOAST, {
        description: removedDescription(item.name),
        action: { label: VIEW_LIST_LABEL, href: paths.watchlist() },
      });
      return;
    }
    mark(item.carId, false);
    window.alert(apiMessage(result) || UNKNOWN_ERROR_MESSAGE);
  };

  if (!items.length) return <EmptyWatchlist />;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li
          key={item.carId}
          className="flex flex-col overflow-hidden rounded-site border border-black/10 bg-white shadow-sm"
        >
          <Link
            href={paths.car(item.slug)}
            tabIndex={-1}
            aria-hidden="true"
            className="relative block aspect-[3/2] bg-surface"
          >
            {item.image ? (
              <Image
                src={item.image}
                alt=""
                fill
                sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                className="object-cover"
              />
            ) : (
              <span className="grid h-full place-items-center text-sm font-semibold text-gray-600">
                Photos coming soon
              </span>
            )}
            {item.sold && (
              <span className="absolute left-2 top-2 rounded-sm bg-gray-900 px-2 py-0.5 text-xs font-bold uppercase text-white">
                Sold
              </span>
            )}
          </Link>
          <div className="flex flex-1 flex-col gap-2 p-4">
            <h2 className="text-base font-bold leading-snug">
              <Link href={paths.car(item.slug)} className="hover:underline">
                {item.name}
              </Link>
            </h2>
            <p className="text-2xl font-extrabold tracking-tight">
              {item.price ? formatAud(item.price) : <span className="text-lg">{noPriceText}</span>}
            </p>
            {item.priceDropped && item.priceAtSave !== null && (
              <p className="text-sm font-semibold text-green-800">
                Price dropped{' '}
                <span className="font-normal text-gray-700">
                  from <s>{formatAud(item.priceAtSave)}</s> when saved
                </span>
              </p>
            )}
            {item.sold && <p className="text-sm font-semibold text-gray-700">Sold</p>}
            <div className="mt-auto flex gap-2 pt-2">
              <Link
                href={paths.car(item.slug)}
                aria-label={`View Details: ${item.name}`}
                className="flex-1 rounded-site bg-brand px-3 py-2 text-center text-sm font-bold text-brand-contrast"
              >
                View Details
              </Link>
              <button
                type="button"
                onClick={() => remove(item)}
                disabled={busy === item.carId}
                aria-label={`Remove ${item.name}`}
                className="rounded-site border border-black/15 px-3 py-2 text-sm font-bold hover:bg-surface disabled:opacity-60"
              >
                Remove
              </button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

function EmptyWatchlist() {
  return (
    <div className="rounded-site border border-dashed border-black/20 p-8 text-center">
      <p className="text-lg font-bold">Your watchlist is empty.</p>
      <p className="mt-1 text-gray-700">Save cars from our stock to keep an eye on their price.</p>
      <Link
        href={paths.search()}
        className="mt-4 inline-block rounded-site bg-brand px-4 py-2.5 font-bold text-brand-contrast"
      >
        Search our stock
      </Link>
    </div>
  );
}
