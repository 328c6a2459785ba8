// Links to the maps service (AF §7: map directions): where a location is, and the way there.

/** The default zoom of a location's map (AF §9; a site's location.mapZoom). */
export const DEFAULT_MAP_ZOOM = 10;

/** Get Directions: the maps service's directions to a position. */
export function directionsUrl(position: { lat: number; long: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${position.lat},${position.long}`;
}

/** The maps service's map centred on a position at a zoom (1 to 20): 'View on map'. */
export function mapUrl(position: { lat: number; long: number }, zoom: number = DEFAULT_MAP_ZOOM): string {
  return `https://www.google.com/maps/@${position.lat},${position.long},${zoom}z`;
}
