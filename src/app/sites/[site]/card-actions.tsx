'use client';

import { SaveButton } from '@/features/accounts/components/save-button';
import { CompareToggle } from '@/features/compare-picks/components/compare-toggle';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';
import type { CardActionsProps } from '@/features/search/components/card-actions';

/**
 * A card's controls for what the shopper keeps: in its corner the watchlist's Save and, on an in-stock
 * car, the favourites' heart; at its foot Compare (the card shows the foot only where comparing is on).
 */
export function CardActions({ car, settings, place }: CardActionsProps) {
  if (place === 'foot')
    return (
      <CompareToggle
        siteSlug={settings.siteSlug}
        carSlug={car.slug}
        carName={`${car.year} ${car.make} ${car.model}`}
      />
    );
  return (
    <>
      {settings.watchlist && <SaveButton carId={car.id} carName={car.name} status={car.status} />}
      {settings.favourites && car.status === 'in_stock' && (
        <FavouriteButton
          siteSlug={settings.siteSlug}
          car={{
            id: car.id,
            name: car.name,
            slug: car.slug,
            make: car.make,
            model: car.model,
            primary_image_url: car.primaryImageUrl,
          }}
        />
      )}
    </>
  );
}
