import type { TileMosaic } from '@/lib/geo/tiles';
import { TILE_SIZE } from '@/lib/geo/web-mercator';
import { MapPin } from './map-pin';

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

/**
 * A map of a tile service's tiles laid edge to edge with the pin at the centre: an image whose name says
 * where it is, sized by its frame's ratio so it fits any width. The tiles load as they near the screen.
 */
export function TileMosaicImage({
  mosaic,
  label,
  hidden = false,
}: {
  mosaic: TileMosaic;
  label: string;
  /** Out of the accessibility tree (an interactive map has taken its place). */
  hidden?: boolean;
}) {
  const { width, height, tiles, attribution } = mosaic;
  return (
    <figure
      className="relative overflow-hidden rounded-site bg-[#e8e4da]"
      style={{ aspectRatio: `${width} / ${height}` }}
      aria-hidden={hidden || undefined}
    >
      <div role="img" aria-label={label} className="absolute inset-0">
        {tiles.map((tile) => (
          // Tiles come from the site's own tile service at its own sizes: nothing for an image optimiser to do.
          // biome-ignore lint/performance/noImgElement: see above.
          <img
            key={`${tile.left},${tile.top}`}
            src={tile.src}
            alt=""
            loading="lazy"
            decoding="async"
            className="absolute max-w-none select-none"
            style={{
              left: percent(tile.left, width),
              top: percent(tile.top, height),
              width: percent(TILE_SIZE, width),
              height: percent(TILE_SIZE, height),
            }}
          />
        ))}
        <MapPin className="absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-full" />
      </div>
      <figcaption className="absolute right-0 bottom-0 bg-white/80 px-1.5 text-[11px] text-gray-800">
        {attribution}
      </figcaption>
    </figure>
  );
}
