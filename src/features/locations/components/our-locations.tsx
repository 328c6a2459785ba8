'use client';

import { Hand } from 'lucide-react';
import Image from 'next/image';
import Link from 'next/link';
import type { LocationMap } from '@/lib/geo/location-map';
import { paths } from '@/lib/paths';
import { Carousel, CarouselArrow, CarouselRow, CarouselSlide } from '@/ui/carousel';
import { LocationMapView } from '@/ui/location-map-view';
import { carouselSlideClass, SWIPE_HINT_ABOVE } from '../rules';
import { StarRating } from './star-rating';

export type OurLocationCard = {
  slug: string;
  name: string;
  city: string;
  state: string;
  image: string | null;
  /** Its map, made on the server, for a location without a photo. */
  map: LocationMap | null;
  rating: { average: number; count: number } | null;
  /** Whether the site lists cars at it: a service or parts location's stock page would be empty. */
  hasStock: boolean;
};

/**
 * 'Our Locations' (AF §2): a card per location with its photo or map, its rating, View Location and, where
 * it has cars listed, View Our Stock, on the shared carousel, with a way to the dealer locator: arrows disabled at the ends, the arrow keys, a swipe, and a 'Swipe'
 * hint when there are more than 3 cards; the cards' width follows how many there are.
 */
export function OurLocations({ cards }: { cards: readonly OurLocationCard[] }) {
  const slide = carouselSlideClass(cards.length);
  return (
    <section aria-labelledby="our-locations" className="mx-auto max-w-7xl px-4 pt-12">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <h2 id="our-locations" className="text-2xl font-extrabold tracking-tight">
          Our Locations
        </h2>
        <div className="flex items-center gap-4">
          {cards.length > SWIPE_HINT_ABOVE && (
            <p className="flex items-center gap-1.5 text-sm font-semibold text-gray-700 lg:hidden">
              <Hand aria-hidden="true" className="size-4" />
              Swipe
            </p>
          )}
          <Link
            href={paths.dealerLocator()}
            className="shrink-0 text-sm font-bold text-brand-ink underline-offset-2 hover:underline"
          >
            Find the nearest
          </Link>
        </div>
      </div>
      <Carousel label="Location cards" count={cards.length} className="mt-5">
        <div className="overflow-hidden">
          <CarouselRow>
            {cards.map((card, index) => (
              <CarouselSlide key={card.slug} index={index} label={card.name} className={`${slide} px-2`}>
                <article className="flex h-full flex-col overflow-hidden rounded-site border border-black/10 bg-white">
                  {card.image ? (
                    <Image
                      src={card.image}
                      alt={`${card.name}, ${card.city}`}
                      width={400}
                      height={300}
                      sizes="(min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw"
                      className="aspect-[4/3] w-full object-cover"
                    />
                  ) : card.map ? (
                    <LocationMapView
                      map={card.map}
                      label={`Map of ${card.name}, ${card.city} ${card.state}`}
                    />
                  ) : null}
                  <div className="flex flex-1 flex-col gap-2 p-4">
                    <h3 className="text-lg font-extrabold">{card.name}</h3>
                    <p className="text-sm text-gray-700">
                      {card.city} {card.state}
                    </p>
                    {card.rating && (
                      <p className="flex items-center gap-2 text-sm">
                        <StarRating rating={card.rating.average} />
                        <span className="font-semibold">{card.rating.average.toFixed(1)}</span>
                        <a href={`${paths.location(card.slug)}#reviews`} className="text-brand-ink underline">
                          {card.rating.count} {card.rating.count === 1 ? 'review' : 'reviews'}{' '}
                          <span className="sr-only">of {card.name}</span>
                        </a>
                      </p>
                    )}
                    <div className="mt-auto flex flex-wrap gap-2 pt-2">
                      <Link
                        href={paths.location(card.slug)}
                        className="rounded-site bg-brand px-3 py-2 text-sm font-bold text-brand-contrast hover:opacity-90"
                      >
                        View Location<span className="sr-only">: {card.name}</span>
                      </Link>
                      {card.hasStock && (
                        <Link
                          href={paths.locationStock(card.name)}
                          className="rounded-site border border-brand px-3 py-2 text-sm font-bold text-brand-ink hover:bg-surface"
                        >
                          View Our Stock <span className="sr-only">at {card.name}</span>
                        </Link>
                      )}
                    </div>
                  </div>
                </article>
              </CarouselSlide>
            ))}
          </CarouselRow>
        </div>
        <div className="mt-4 flex justify-end gap-2">
          <CarouselArrow
            direction="previous"
            className="size-10 rounded-full border border-black/15 bg-white"
          />
          <CarouselArrow direction="next" className="size-10 rounded-full border border-black/15 bg-white" />
        </div>
      </Carousel>
    </section>
  );
}
