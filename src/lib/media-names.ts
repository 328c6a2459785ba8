// The naming scheme of the demo images under /media. The seed draws each image from its name alone
// (scripts/seed/media) and writes it to MEDIA_DIR under mediaPath(name); the product only builds names and
// serves the files (media-files.ts).
//
//   /media/cars/{body}-{colour}-{view}.webp          view 1..6   exterior photos
//   /media/interior/{trim}-{view}.webp               view 1..16  interior and detail photos
//   /media/spin/{body}-{colour}-{frame}.webp         frame 0..35 exterior 360° spin (10° per frame)
//   /media/spin-interior/{trim}-{frame}.webp         frame 0..35 interior 360° spin (car trims only)
//   /media/logos/{slug}.webp                         brand logo tile (text wordmark)
//   /media/banners/{slug}.webp                       brand banner
//   /media/certified/{slug}.webp                     the make's certified pre-owned programme badge
//   /media/locations/{n}.webp                        n 1..40     dealership location photo
//
// Names are canonical: lowercase, no leading zeros, one spelling per image. Anything else is rejected.

export const MEDIA_BODIES = [
  'sedan',
  'hatch',
  'suv',
  'ute',
  'wagon',
  'van',
  'coupe',
  'convertible',
  'people-mover',
  'cab-chassis',
  'truck',
  'motorcycle',
  'caravan',
  'camper-trailer',
] as const;
export type MediaBody = (typeof MEDIA_BODIES)[number];

export const MEDIA_COLOURS = [
  'white',
  'black',
  'silver',
  'grey',
  'blue',
  'red',
  'green',
  'orange',
  'yellow',
  'bronze',
] as const;
export type MediaColour = (typeof MEDIA_COLOURS)[number];

/** Interior trims of cars (these also have 36-frame interior spins) plus the caravan and motorcycle sets. */
export const CAR_TRIMS = ['black', 'grey', 'beige', 'tan'] as const;
export type CarTrim = (typeof CAR_TRIMS)[number];
export const INTERIOR_TRIMS = [...CAR_TRIMS, 'caravan', 'moto'] as const;
export type InteriorTrim = (typeof INTERIOR_TRIMS)[number];

export const EXTERIOR_VIEWS = 6;
export const INTERIOR_VIEWS = 16;
export const SPIN_FRAMES = 36;
export const LOCATION_IMAGES = 40;
const MAX_SLUG_LENGTH = 60;

export type MediaName =
  | { kind: 'car'; body: MediaBody; colour: MediaColour; view: number }
  | { kind: 'spin'; body: MediaBody; colour: MediaColour; frame: number }
  | { kind: 'interior'; trim: InteriorTrim; view: number }
  | { kind: 'spin-interior'; trim: CarTrim; frame: number }
  | { kind: 'logo'; slug: string }
  | { kind: 'banner'; slug: string }
  | { kind: 'certified'; slug: string }
  | { kind: 'location'; n: number };

export type MediaKind = MediaName['kind'];

const FOLDERS: Record<MediaKind, string> = {
  car: 'cars',
  spin: 'spin',
  interior: 'interior',
  'spin-interior': 'spin-interior',
  logo: 'logos',
  banner: 'banners',
  certified: 'certified',
  location: 'locations',
};

/** The path below the media root, e.g. 'cars/suv-white-1.webp' (also the file's path under MEDIA_DIR). */
export function mediaPath(name: MediaName): string {
  const folder = FOLDERS[name.kind];
  switch (name.kind) {
    case 'car':
      return `${folder}/${name.body}-${name.colour}-${name.view}.webp`;
    case 'spin':
      return `${folder}/${name.body}-${name.colour}-${name.frame}.webp`;
    case 'interior':
      return `${folder}/${name.trim}-${name.view}.webp`;
    case 'spin-interior':
      return `${folder}/${name.trim}-${name.frame}.webp`;
    case 'logo':
    case 'banner':
    case 'certified':
      return `${folder}/${name.slug}.webp`;
    case 'location':
      return `${folder}/${name.n}.webp`;
  }
}

/** The public URL, e.g. '/media/cars/suv-white-1.webp'. */
export const mediaUrl = (name: MediaName): string => `/media/${mediaPath(name)}`;

export const carImageUrl = (body: MediaBody, colour: MediaColour, view: number) =>
  mediaUrl({ kind: 'car', body, colour, view });
export const spinFrameUrl = (body: MediaBody, colour: MediaColour, frame: number) =>
  mediaUrl({ kind: 'spin', body, colour, frame });
export const interiorImageUrl = (trim: InteriorTrim, view: number) =>
  mediaUrl({ kind: 'interior', trim, view });
export const spinInteriorUrl = (trim: CarTrim, frame: number) =>
  mediaUrl({ kind: 'spin-interior', trim, frame });
export const logoUrl = (slug: string) => mediaUrl({ kind: 'logo', slug });
export const bannerUrl = (slug: string) => mediaUrl({ kind: 'banner', slug });
export const certifiedBadgeUrl = (slug: string) => mediaUrl({ kind: 'certified', slug });
export const locationImageUrl = (n: number) => mediaUrl({ kind: 'location', n });

const alternation = (values: readonly string[]) => values.map((v) => v.replace(/-/g, '\\-')).join('|');
const NUMBER = '(0|[1-9][0-9]?)'; // no leading zeros, at most two digits
const BODY_COLOUR = new RegExp(`^(${alternation(MEDIA_BODIES)})-(${alternation(MEDIA_COLOURS)})-${NUMBER}$`);
const INTERIOR = new RegExp(`^(${alternation(INTERIOR_TRIMS)})-${NUMBER}$`);
const SPIN_INTERIOR = new RegExp(`^(${alternation(CAR_TRIMS)})-${NUMBER}$`);
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const LOCATION = /^[1-9][0-9]?$/;

const inRange = (value: number, min: number, max: number) => value >= min && value <= max;

/**
 * The media name for a request path below /media ('cars/suv-white-1.webp', the route's path segments, or
 * the full '/media/...' URL), or null for anything that is not exactly a canonical name. Nothing that could
 * address a file outside the media folder (dots, slashes, backslashes, encodings) gets through.
 */
export function parseMediaPath(input: string | readonly string[]): MediaName | null {
  let segments: readonly string[];
  if (typeof input === 'string') {
    const trimmed = input.startsWith('/media/') ? input.slice('/media/'.length) : input;
    segments = trimmed.split('/');
  } else segments = input;
  if (segments.length !== 2) return null;
  const [folder, file] = segments;
  if (typeof folder !== 'string' || typeof file !== 'string') return null;
  if (!file.endsWith('.webp')) return null;
  const stem = file.slice(0, -'.webp'.length);
  if (stem.length === 0 || stem.length > MAX_SLUG_LENGTH) return null;

  switch (folder) {
    case 'cars':
    case 'spin': {
      const match = BODY_COLOUR.exec(stem);
      if (!match) return null;
      const body = match[1] as MediaBody;
      const colour = match[2] as MediaColour;
      const n = Number(match[3]);
      if (folder === 'cars')
        return inRange(n, 1, EXTERIOR_VIEWS) ? { kind: 'car', body, colour, view: n } : null;
      return inRange(n, 0, SPIN_FRAMES - 1) ? { kind: 'spin', body, colour, frame: n } : null;
    }
    case 'interior': {
      const match = INTERIOR.exec(stem);
      if (!match) return null;
      const view = Number(match[2]);
      return inRange(view, 1, INTERIOR_VIEWS)
        ? { kind: 'interior', trim: match[1] as InteriorTrim, view }
        : null;
    }
    case 'spin-interior': {
      const match = SPIN_INTERIOR.exec(stem);
      if (!match) return null;
      const frame = Number(match[2]);
      return inRange(frame, 0, SPIN_FRAMES - 1)
        ? { kind: 'spin-interior', trim: match[1] as CarTrim, frame }
        : null;
    }
    case 'logos':
    case 'banners':
    case 'certified':
      if (!SLUG.test(stem)) return null;
      return {
        kind: folder === 'logos' ? 'logo' : folder === 'banners' ? 'banner' : 'certified',
        slug: stem,
      };
    case 'locations': {
      if (!LOCATION.test(stem)) return null;
      const n = Number(stem);
      return inRange(n, 1, LOCATION_IMAGES) ? { kind: 'location', n } : null;
    }
    default:
      return null;
  }
}

export const isMediaBody = (value: string): value is MediaBody =>
  (MEDIA_BODIES as readonly string[]).includes(value);
export const isMediaColour = (value: string): value is MediaColour =>
  (MEDIA_COLOURS as readonly string[]).includes(value);
