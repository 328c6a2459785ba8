// The rules every photo a person sends us is read by (a shopper's trade-in photos, a dealer's car photos):
// how big a file may be, what its bytes may be, and the sizes it is kept in. Pure: the image work is in
// prepare.ts.

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/**
 * An upload's whole multipart body (the photo plus its form framing) is refused unread past this; the
 * proxy's body limit (next.config.ts, proxyClientMaxBodySize) is the same.
 */
export const MAX_PHOTO_UPLOAD_BYTES = 11 * 1024 * 1024;
/**
 * A decompression bomb (a small file that unpacks to a huge image) is refused before it is decoded;
 * 100 megapixels is above any phone camera's normal photo.
 */
export const MAX_INPUT_PIXELS = 100_000_000;

/** Why a file of `bytes` bytes is refused before it is read as an image, or null when its size is fine. */
export const photoSizeRefusal = (bytes: number): 'too-large' | null =>
  bytes > MAX_PHOTO_BYTES ? 'too-large' : null;

/** What the bytes of a photo may be, as sharp names them (`metadata().format`). */
export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'heif';

/** A kept size: the photo shrunk (never enlarged) to fit an `edge` × `edge` box, WebP at `quality`. */
/**
 * A size to make: within `edge` pixels each way, or, with `box`, exactly that box with the photo fitted
 * inside it on a transparent ground (a logo, whose place on the page is fixed before it loads).
 */
export type PhotoSize = { edge: number; quality: number; box?: { width: number; height: number } };

export const isPhotoFormat = (format: string | undefined, formats: readonly PhotoFormat[]): boolean =>
  (formats as readonly (string | undefined)[]).includes(format);

/**
 * How a person is told which files are taken, and the file input's `accept`, for the formats read. HEIF
 * is named by what the sharp build decodes of it: AVIF always, HEIC only with an HEVC decoder.
 */
export function acceptedKinds(
  formats: readonly PhotoFormat[],
  heifSuffixes: readonly string[],
): { names: string[]; accept: string } {
  const heic = heifSuffixes.includes('.heic');
  const kinds: Record<PhotoFormat, [string, string][]> = {
    jpeg: [['JPEG', 'image/jpeg']],
    png: [['PNG', 'image/png']],
    webp: [['WebP', 'image/webp']],
    heif: [
      ...(heifSuffixes.includes('.avif') ? ([['AVIF', 'image/avif']] as [string, string][]) : []),
      ...(heic ? ([['HEIC', 'image/heic,image/heif']] as [string, string][]) : []),
    ],
  };
  const pairs = formats.flatMap((format) => kinds[format]);
  return { names: pairs.map(([name]) => name), accept: pairs.map(([, type]) => type).join(',') };
}

/** 'JPEG, PNG or WebP' */
export const listedKinds = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
