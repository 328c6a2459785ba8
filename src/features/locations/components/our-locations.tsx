'use client';

import Link from 'next/link';
import { useId, useState } from 'react';
import type { LocationMap } from '@/lib/geo/location-map';
import { paths } from '@/lib/paths';
import { Carousel, CarouselArrow, CarouselRow, CarouselSlide } from '@/ui/carousel';
import { HydratedSelect } from '@/ui/hydrated-select';
import { HandIcon } from '@/ui/icons/hand';
import { LocationMapView } from '@/ui/location-map-view';
import { StaticImage } from '@/ui/static-image';
import {
  ALL_AREAS,
  carouselSlideClass,
  LOCATION_TYPE_LABELS,
  type LocationType,
  ourLocationsChoice,
  SWIPE_HINT_ABOVE,
} from '../rules';
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
  /** What it is (sales, service, parts): a service-and-parts centre is both. */
  types: LocationType[];
  /** Its area on a group site; null elsewhere. */
  area: string | null;
};

/**
 * 'Our Locations' (AF §2): a card per location with its photo or map, its rating, View Location and, where
 * it has cars listed, View Our Stock, on the shared carousel (arrows disabled at the ends, the arrow keys,
 * a swipe, a 'Swipe' hint above 3 cards, the cards' width following how many there are). Where the site has
 * more than one type of location, the shopper chooses sales, service or parts (sales first), and on a group
 * site an area, so a group of fifty locations is a few cards to step through; the dealer locator finds the
 * nearest of the chosen type.
 */
export function OurLocations({
  cards,
  areas = [],
}: {
  cards: readonly OurLocationCard[];
  /** A group site's areas, in its order (groupLocations). */
  areas?: readonly string[];
}) {
  const [chosen, setChosen] = useState<{ type?: LocationType; area?: string | null }>({});
  const areaId = useId();
  const choice = ourLocationsChoice(cards, areas, chosen);
  const shown = choice.cards;
  const narrowed = choice.types.length > 1 || choice.areas.length > 1;
  const slide = carouselSlideClass(shown.length);
  return (
    <section aria-labelledby="our-locations" className="mx-auto max-w-7xl px-4 pt-12">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <h2 id="our-locations" className="text-2xl font-extrabold tracking-tight">
          Our Locations
        </h2>
        <div className="flex items-center gap-4">
          {shown.length > SWIPE_HINT_ABOVE && (
            <p className="flex items-center gap-1.5 text-sm font-semibold text-gray-700 lg:hidden">
              <HandIcon aria-hidden="true" className="size-4" />
              Swipe
            </p>
          )}
          <Link
            href={paths.dealerLocator(choice.types.length > 1 && choice.type ? { type: choice.type } : {})}
            className="shrink-0 text-sm font-bold text-brand-ink underline-offset-2 hover:underline"
          >
            Find the nearest
          </Link>
        </div>
      </div>
      {narrowed && (
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-3">
          {choice.types.length > 1 && (
            <fieldset className="flex flex-wrap gap-2">
              <legend className="sr-only">Location type</legend>
              {choice.types.map((option) => (
                <button
                  key={option.type}
                  type="button"
                  aria-pressed={option.type === choice.type}
                  onClick={() => setChosen({ type: option.type, area: choice.area })}
                  className="min-h-11 rounded-full border border-black/15 bg-white px-4 text-sm font-bold aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-brand-contrast"
                >
                  {LOCATION_TYPE_LABELS[option.type]} <span className="font-semibold">({option.count})</span>
                </button>
              ))}
            </fieldset>
          )}
          {choice.areas.length > 1 && (
            <label htmlFor={areaId} className="flex items-center gap-2 text-sm font-semibold">
              Area
              <HydratedSelect
                id={areaId}
                value={choice.area ?? ''}
                onChange={(event) =>
                  setChosen({ type: choice.type ?? undefined, area: event.target.value || null })
                }
                className="min-h-11 rounded-site border border-black/15 bg-white px-3 text-sm"
              >
                <option value="">{ALL_AREAS}</option>
                {choice.areas.map((area) => (
                  <option key={area} value={area}>
                    {area}
                  </option>
                ))}
              </HydratedSelect>
            </label>
          )}
          <p aria-live="polite" className="text-sm text-gray-700">
            {shown.length} of {cards.length} locations
          </p>
        </div>
      )}
      {/* A new choice starts the carousel again at its first card. */}
      <Carousel
        key={`${choice.type}:${choice.area}`}
        label="Location cards"
        count={shown.length}
        className="mt-5"
      >
        <div className="overflow-hidden">
          <CarouselRow>
            {shown.map((card, index) => (
              <CarouselSlide key={card.slug} index={index} label={card.name} className={`${slide} px-2`}>
                <article className="flex h-full flex-col overflow-hidden rounded-site border border-black/10 bg-white">
                  {card.image ? (
                    <StaticImage
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
