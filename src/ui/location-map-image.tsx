import type { LocationMap } from '@/lib/geo/location-map';
import { StaticMapImage } from './static-map';
import { TileMosaicImage } from './tile-map';

/**
 * A location's map as a still picture, tiles or drawn. Apart from LocationMapView, whose live map is a
 * client component, so a page that shows only the picture carries none of its script.
 */
export function LocationMapImage({ map, label }: { map: LocationMap; label: string }) {
  if (map.kind === 'drawn') return <StaticMapImage map={map.map} label={label} />;
  return <TileMosaicImage mosaic={map.mosaic} label={label} />;
}
