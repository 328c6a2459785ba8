import type { LocationMap } from '@/lib/geo/location-map';
import { InteractiveTileMap } from './interactive-tile-map';
import { LocationMapImage } from './location-map-image';

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
  if (map.kind === 'drawn' || !interactive) return <LocationMapImage map={map} label={label} />;
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
