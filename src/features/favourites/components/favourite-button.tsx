'use client';
import { useEffect, useState } from 'react';
import { ANALYTICS_EVENTS } from '@/lib/analytics/events';
import { track } from '@/lib/analytics/track';
import { HeartIcon } from '@/ui/icons/heart';
import { FAVOURITE_LABEL, type Favourite, favouritesKey, parseFavourites, toggleFavourite } from '../rules';

type Props = { siteSlug: string; car: Favourite };

/**
 * Keep a car in this site's favourites in the browser (sites with the storage feature on). Its visible
 * word 'Favourite' sets it apart from the watchlist's Save beside it; its pressed state says whether the
 * car is one.
 */
export function FavouriteButton({ siteSlug, car }: Props) {
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    setSaved(
      parseFavourites(window.localStorage.getItem(favouritesKey(siteSlug))).some((f) => f.id === car.id),
    );
  }, [siteSlug, car.id]);

  const toggle = () => {
    const key = favouritesKey(siteSlug);
    const next = toggleFavourite(parseFavourites(window.localStorage.getItem(key)), car);
    try {
      window.localStorage.setItem(key, JSON.stringify(next));
    } catch {
      return; // storage unavailable: nothing was saved, so the button does not claim it was
    }
    const nowSaved = next.some((f) => f.id === car.id);
    setSaved(nowSaved);
    if (nowSaved) void track(ANALYTICS_EVENTS.favourite, { carId: car.id });
  };

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={saved}
      aria-label={`${FAVOURITE_LABEL} ${car.name}`}
      className="inline-flex h-9 items-center gap-1.5 rounded-full bg-white/95 px-3 text-sm font-bold text-gray-900 shadow hover:bg-white"
    >
      <HeartIcon aria-hidden="true" className={`size-4 ${saved ? 'fill-brand text-brand' : ''}`} />
      {FAVOURITE_LABEL}
    </button>
  );
}
