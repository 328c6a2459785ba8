'use client';

import { useEffect, useRef, useState } from 'react';
import type { LatLong } from '@/lib/geo/distance';
import type { TileMosaic, TileService } from '@/lib/geo/tiles';
import { TileMosaicImage } from './tile-map';

/** How far below the screen a map starts loading, so it is live by the time it is seen. */
const LOAD_AHEAD = '200px';

/**
 * A location's map on its own page: the tiles as a still image first, then, once it nears the screen,
 * Leaflet (fetched only then) over it, to pan and zoom by pointer or keyboard. If Leaflet cannot load,
 * the still map stays.
 */
export function InteractiveTileMap(props: {
  mosaic: TileMosaic;
  service: TileService;
  centre: LatLong;
  zoom: number;
  label: string;
}) {
  const { mosaic, service, centre, zoom, label } = props;
  const frame = useRef<HTMLDivElement>(null);
  const liveMap = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState(false);

  useEffect(() => {
    const element = liveMap.current;
    const pin = frame.current?.querySelector('[data-map-pin]');
    if (!element || !pin) return;
    let unmount: (() => void) | undefined;
    let gone = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        import('./leaflet-map').then(
          ({ mountLeafletMap }) => {
            if (gone) return;
            unmount = mountLeafletMap(element, { service, centre, zoom, label, pin });
            setLive(true);
          },
          // The still map is already showing: nothing to undo.
          () => {},
        );
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
    return () => {
      gone = true;
      observer.disconnect();
      unmount?.();
    };
  }, [service, centre, zoom, label]);

  return (
    <div ref={frame} className="relative">
      <TileMosaicImage mosaic={mosaic} label={label} hidden={live} />
      <div
        ref={liveMap}
        className="absolute inset-0 overflow-hidden rounded-site"
        data-live={live || undefined}
      />
    </div>
  );
}
