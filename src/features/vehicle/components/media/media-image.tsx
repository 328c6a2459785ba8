import { StaticImage } from '@/ui/static-image';
import { isLocalMedia } from '../../media-rules';

type Props = {
  src: string;
  alt: string;
  /** The rendered width, for the browser to pick from srcset: '100vw' in full screen. */
  sizes: string;
  /** One of the first two images (AF §9): requested with the page, not when it scrolls into view. */
  preload?: boolean;
  /** The photo the page opens on, its largest paint: fetched ahead of the scripts, not behind them. */
  first?: boolean;
  /** Loads now rather than lazily (the current slide and its neighbours). */
  eager?: boolean;
  /** 'contain' in full screen, where the screen's shape is not the photo's. */
  fit?: 'cover' | 'contain';
  quality?: 60 | 75;
};

/**
 * A photo filling its positioned box: next/image for our own '/media/' files (resized, WebP), a plain
 * img for a feed's outside URL, which next/image would refuse (only '/media/**' is allowed).
 */
export function MediaImage({
  src,
  alt,
  sizes,
  preload = false,
  first = false,
  eager = false,
  fit = 'cover',
  quality = 75,
}: Props) {
  const className = `absolute inset-0 h-full w-full select-none ${fit === 'contain' ? 'object-contain' : 'object-cover'}`;
  const loading = preload || eager ? 'eager' : 'lazy';
  // An eager neighbour slide loads now but behind the first photos: low priority also keeps React from
  // hoisting a <link rel="preload"> for it into the page head during server rendering.
  const fetchPriority = first ? 'high' : preload ? undefined : eager ? 'low' : undefined;
  if (isLocalMedia(src)) {
    return (
      <StaticImage
        src={src}
        alt={alt}
        fill
        sizes={sizes}
        quality={quality}
        preload={preload}
        loading={preload ? undefined : loading}
        fetchPriority={fetchPriority}
        draggable={false}
        className={className}
      />
    );
  }
  return (
    // biome-ignore lint/performance/noImgElement: an outside feed URL, which the image optimiser is not allowed to fetch
    <img
      src={src}
      alt={alt}
      loading={loading}
      fetchPriority={preload ? 'high' : fetchPriority}
      decoding="async"
      draggable={false}
      className={className}
    />
  );
}
