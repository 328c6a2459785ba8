// Favourites are kept in the browser, per dealer site (no account needed), as the spec's record:
// id, name, slug, make, model, primary_image_url.

export type Favourite = {
  id: number;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url: string | null;
};

/** The heart's visible word: a different one from the watchlist's Save, for a different list. */
export const FAVOURITE_LABEL = 'Favourite';

export const favouritesKey = (siteSlug: string) => `${siteSlug}:favourites`;

/** Adds the car, or removes it when it is already saved; newest first, one entry per car. */
export function toggleFavourite(list: readonly Favourite[], car: Favourite): Favourite[] {
  return list.some((f) => f.id === car.id) ? list.filter((f) => f.id !== car.id) : [car, ...list];
}

/** Whatever was stored, as a clean list: anything unreadable counts as no favourites. */
export function parseFavourites(raw: string | null): Favourite[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? value.filter(
          (f): f is Favourite =>
            typeof f === 'object' && f !== null && Number.isInteger(f.id) && typeof f.slug === 'string',
        )
      : [];
  } catch {
    return [];
  }
}
