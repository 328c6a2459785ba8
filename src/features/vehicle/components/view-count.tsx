'use client';

import { useEffect, useState } from 'react';
import { ANALYTICS_EVENTS } from '@/lib/analytics/events';
import { track } from '@/lib/analytics/track';
import { getJson } from '@/lib/api-client';
import { formatNumber } from '@/lib/money';
import { apiPaths } from '@/lib/paths';
import { EyeIcon } from '@/ui/icons/eye';

type Props = {
  slug: string;
  carId: number;
  siteId: number;
  photosCount: number;
  updatedAt: string;
  used: boolean;
  /** The site shows the count; the view is counted either way. */
  show: boolean;
};

/**
 * Counts this view through view.json (the page itself is cached, so the count cannot be part of it),
 * shows the new total, and logs a used-car detail view (event 4). Once per page load.
 */
export function ViewCount({ slug, carId, siteId, photosCount, updatedAt, used, show }: Props) {
  const [views, setViews] = useState<number | null>(null);
  useEffect(() => {
    const query = new URLSearchParams({
      photos_count: String(photosCount),
      updated_at: updatedAt,
      website_id: String(siteId),
    });
    let live = true;
    void getJson<{ views?: number }>(apiPaths.carView(slug, query.toString())).then((result) => {
      if (result.kind === 'failed') console.warn('The view was not counted', result.error);
      else if (live && result.kind === 'ok' && typeof result.body?.views === 'number')
        setViews(result.body.views);
    });
    if (used) void track(ANALYTICS_EVENTS.usedDetailView, { carId });
    return () => {
      live = false;
    };
  }, [slug, carId, siteId, photosCount, updatedAt, used]);
  if (!show) return null;
  // The line is held from the first paint: the count arriving after it moves nothing below.
  if (views === null) return <p className="min-h-5" />;
  return (
    <p className="inline-flex min-h-5 items-center gap-1.5 text-sm text-gray-700" data-testid="view-count">
      <EyeIcon aria-hidden="true" className="size-4" />
      {formatNumber(views)} {views === 1 ? 'view' : 'views'}
    </p>
  );
}
