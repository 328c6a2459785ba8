'use client';

import { useEffect, useId, useState } from 'react';
import { type ApiResult, getJson, okBody, postJson } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import type { CardHit, CardSettings } from '@/search';
import { SIMILAR_CARS_HEADING, similarCarsCount } from '@/search/similar-rules';
import type { CardActions } from './card-actions';
import { SimilarCarsPlaceholders } from './similar-cars-skeleton';
import { VehicleCard } from './vehicle-card';

/** Logged (only) when neither the similar list nor the fallback loads (AF §8). */
const SIMILAR_LOAD_ERROR = 'Failed to load similar cars.';

export type SimilarCarsProps = {
  slug: string;
  settings: CardSettings;
  /** Epoch ms the cards measure 'new' against; the server's, so both renders agree. */
  now: number;
  heading?: string;
  /** The site's similarCarsPageSize, for the fallback search (the similar call applies it itself). */
  pageSize?: number;
  /** The route's Save, Favourite and Compare controls for each card. */
  cardActions?: CardActions;
};

/**
 * Similar cars on the vehicle page (AF §4): a placeholder card per car the site shows while loading, then the similar hits;
 * when there are none, the site's newest in-stock cars instead. A failure is logged and the section
 * goes (no placeholders left spinning).
 */
export function SimilarCars({
  slug,
  settings,
  now,
  heading = SIMILAR_CARS_HEADING,
  pageSize: sitePageSize,
  cardActions,
}: SimilarCarsProps) {
  const headingId = useId();
  const pageSize = similarCarsCount(sitePageSize);
  const [hits, setHits] = useState<CardHit[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    setHits(null);
    (async () => {
      try {
        const similar = await fetchHits(getJson(apiPaths.carSimilar(slug), { signal }));
        if (similar.length > 0) {
          setHits(similar);
          return;
        }
        // One more than the page, since the car itself may be among the newest.
        const newest = await fetchHits(
          postJson(
            '/api/search/secondary',
            { limit: pageSize + 1, filters: { status: ['in_stock'] }, sort: 'newest' },
            { signal },
          ),
        );
        setHits(newest.filter((hit) => hit.slug !== slug).slice(0, pageSize));
      } catch (error) {
        if (signal.aborted) return;
        console.error(SIMILAR_LOAD_ERROR, error);
        setHits([]);
      }
    })();
    return () => controller.abort();
  }, [slug, pageSize]);

  if (hits?.length === 0) return null;
  return (
    <section aria-labelledby={headingId} aria-busy={hits === null} className="vdp-section">
      <h2 id={headingId} className="vdp-heading">
        {heading}
      </h2>
      {hits === null ? (
        <SimilarCarsPlaceholders pageSize={pageSize} />
      ) : (
        <ul className="grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3">
          {hits.map((hit) => (
            <li key={hit.id} className="flex [&>article]:flex-1">
              <VehicleCard car={hit} settings={settings} now={now} Actions={cardActions} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

async function fetchHits(call: Promise<ApiResult<{ hits?: unknown }>>): Promise<CardHit[]> {
  const body = okBody(await call);
  if (!Array.isArray(body?.hits)) throw new Error('No hits in the response');
  return body.hits as CardHit[];
}
