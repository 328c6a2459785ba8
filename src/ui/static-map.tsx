import type { StaticMap } from '@/lib/geo/static-map';
import { PIN_PATH } from './map-pin';

/**
 * A static map (the bundled coastline, no tile service): sea, land and the pin at the centre, as an
 * image whose name says where it is. Attribution to Natural Earth, whose coastline it draws.
 */
export function StaticMapImage({ map, label }: { map: StaticMap; label: string }) {
  const { width, height, land, pin } = map;
  return (
    <figure className="relative overflow-hidden rounded-site">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${width} ${height}`}
        className="block h-auto w-full"
        xmlns="http://www.w3.org/2000/svg"
      >
        <rect width={width} height={height} fill="#bfdcef" />
        <path d={land} fill="#efe9dc" stroke="#c9bfa8" strokeWidth="1" />
        <g transform={`translate(${pin.x} ${pin.y})`}>
          <path d={PIN_PATH} className="fill-brand" stroke="#fff" strokeWidth="2" />
          <circle cy="-25" r="5" fill="#fff" />
        </g>
      </svg>
      <figcaption className="absolute right-0 bottom-0 bg-white/80 px-1.5 text-[11px] text-gray-800">
        Map: Natural Earth
      </figcaption>
    </figure>
  );
}
