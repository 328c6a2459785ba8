import type { LocationMap } from '@/lib/geo/location-map';
import { InteractiveTileMap } from './interactive-tile-map';
import { StaticMapImage } from './static-map';
import { TileMosaicImage } from './tile-map';

/** A location's map as the site draws it: tiles (live to pan and zoom where `interactive`) or drawn. */
export function LocationMapView({
  map,
  label,
  interactive = false,
}: {
  map: LocationMap;
  label: string;
  interactive?: boolean;
}) {
  if (map.kind === 'drawn') return <StaticMapImage map={map.map} label={label} />;
  if (!interactive) return <TileMosaicImage mosaic={map.mosaic} label={label} />;
  return (
    <InteractiveTileMap
      mosaic={map.mosaic}
      service={map.service}
      centre={map.centre}
      zoom={map.zoom}
      label={label}
    />
  );
}
