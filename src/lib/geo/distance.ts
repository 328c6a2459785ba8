// Distances on the earth's surface (AF §9: haversine, earth radius 6371 km), for 'find the nearest'.

export const EARTH_RADIUS_KM = 6371;

export type LatLong = { lat: number; long: number };

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance in km between two points (haversine). */
export function haversineKm(a: LatLong, b: LatLong): number {
  const dLat = radians(b.lat - a.lat);
  const dLong = radians(b.long - a.long);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The places nearest `from` first, each with its distance; ties keep their given order. */
export function byDistance<T extends LatLong>(
  places: readonly T[],
  from: LatLong,
): (T & { distanceKm: number })[] {
  return places
    .map((place) => ({ ...place, distanceKm: haversineKm(from, place) }))
    .sort((a, b) => a.distanceKm - b.distanceKm);
}

/** Whether a pair of numbers is a position on the earth (latitude -90..90, longitude -180..180). */
export function isLatLong(lat: number, long: number): boolean {
  return Number.isFinite(lat) && Number.isFinite(long) && Math.abs(lat) <= 90 && Math.abs(long) <= 180;
}
