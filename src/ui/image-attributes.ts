import type { CSSProperties } from 'react';

// next/image's attributes for the default loader (what getImageProps returns for our images), without the
// ~4.5 KB of script its getImageProps brings into a client component: the srcset of the build's sizes
// through /_next/image, lazy loading, the fill style. image-attributes.test.ts holds it to getImageProps.

type ImageConfig = {
  deviceSizes: number[];
  imageSizes: number[];
  qualities?: number[];
  path: string;
  unoptimized?: boolean;
  dangerouslyAllowSVG?: boolean;
};

// Next.js writes the build's images config here, as its own image code reads it; tests run without it.
const built = process.env.__NEXT_IMAGE_OPTS as unknown as Partial<ImageConfig> | undefined;
const config: ImageConfig = {
  deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
  imageSizes: [32, 48, 64, 96, 128, 256, 384],
  qualities: [75],
  path: '/_next/image',
  ...built,
};
const deviceSizes = [...config.deviceSizes].sort((a, b) => a - b);
const allSizes = [...config.deviceSizes, ...config.imageSizes].sort((a, b) => a - b);

export type ImageAttributeProps = {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  fill?: boolean;
  sizes?: string;
  quality?: number;
  priority?: boolean;
  preload?: boolean;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  className?: string;
  style?: CSSProperties;
  draggable?: boolean;
  'data-certified-badge'?: string;
};

function widthsFor(width: number | undefined, sizes: string | undefined) {
  if (sizes) {
    const percents = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((m) => Number.parseInt(m[2] ?? '', 10));
    if (percents.length === 0) return { widths: allSizes, kind: 'w' };
    const smallest = Math.min(...percents) * 0.01;
    return { widths: allSizes.filter((s) => s >= (deviceSizes[0] ?? 0) * smallest), kind: 'w' };
  }
  if (width === undefined) return { widths: deviceSizes, kind: 'w' };
  const last = allSizes[allSizes.length - 1] ?? width;
  return {
    widths: [...new Set([width, width * 2].map((w) => allSizes.find((s) => s >= w) ?? last))],
    kind: 'x',
  };
}

function closestQuality(quality: number | undefined) {
  const q = quality || 75;
  const qualities = config.qualities;
  if (!qualities?.length) return q;
  return qualities.reduce(
    (best, cur) => (Math.abs(cur - q) < Math.abs(best - q) ? cur : best),
    qualities[0] ?? q,
  );
}

/** The img element's attributes next/image would give these props; `priority`/`preload` load it eagerly. */
export function imageAttributes({
  src,
  width,
  height,
  fill = false,
  sizes,
  quality,
  priority = false,
  preload = false,
  loading,
  fetchPriority,
  className,
  style,
  ...rest
}: ImageAttributeProps) {
  const path = src.split('?', 1)[0] ?? src;
  const unoptimized =
    config.unoptimized === true ||
    src.startsWith('data:') ||
    src.startsWith('blob:') ||
    (!config.dangerouslyAllowSVG && path.endsWith('.svg'));
  const lazy =
    !priority && !preload && (loading === undefined || loading === 'lazy') && !/^(data|blob):/.test(src);
  const base = {
    ...rest,
    loading: lazy ? ('lazy' as const) : loading,
    fetchPriority,
    width,
    height,
    decoding: 'async' as const,
    className,
    style: {
      ...(fill
        ? { position: 'absolute', height: '100%', width: '100%', left: 0, top: 0, right: 0, bottom: 0 }
        : {}),
      color: 'transparent',
      ...style,
    } as CSSProperties,
  };
  if (unoptimized) return { ...base, sizes: undefined, srcSet: undefined, src };
  const q = closestQuality(quality);
  const url = (w: number) => `${config.path}?url=${encodeURIComponent(src)}&w=${w}&q=${q}`;
  const { widths, kind } = widthsFor(width, sizes);
  return {
    ...base,
    sizes: !sizes && kind === 'w' ? '100vw' : sizes,
    srcSet: widths.map((w, i) => `${url(w)} ${kind === 'w' ? w : i + 1}${kind}`).join(', '),
    src: url(widths[widths.length - 1] ?? 0),
  };
}
