import 'server-only';
import sharp from 'sharp';
import {
  acceptedKinds,
  isPhotoFormat,
  MAX_INPUT_PIXELS,
  type PhotoFormat,
  type PhotoSize,
} from './photo-rules';

// The image work of a photo a person sends us, done once: checked to be a real image by its bytes (never
// its name or claimed type), turned upright, shrunk to each size asked for and re-encoded as WebP without
// its metadata (a phone photo's EXIF carries where it was taken).

export type PreparedPhoto = { body: Buffer; width: number; height: number };

/**
 * What this sharp build decodes of the formats photos come in. Its HEIF reader may lack an HEVC decoder
 * (then it reads AVIF only, `sharp.format.heif.input.fileSuffix` ['.avif']): an iPhone's HEIC then fails
 * to decode and is refused as not a photo, and the accepted list shown says AVIF, not HEIC.
 */
export function readablePhotoFormats(): { formats: PhotoFormat[]; names: string[]; accept: string } {
  const heif = sharp.format.heif?.input;
  const formats: PhotoFormat[] = ['jpeg', 'png', 'webp', ...(heif?.buffer ? (['heif'] as const) : [])];
  return { formats, ...acceptedKinds(formats, heif?.buffer ? (heif.fileSuffix ?? []) : []) };
}

/**
 * The photo in each of `sizes` (in their order), or null when the bytes are not an image of `formats`
 * that decodes whole. A cut off file is refused; the small faults some cameras write (stray bytes between
 * JPEG markers) are not. Of an animated WebP the first frame is kept.
 */
export async function preparePhoto(
  bytes: Uint8Array,
  formats: readonly PhotoFormat[],
  sizes: readonly PhotoSize[],
): Promise<PreparedPhoto[] | null> {
  try {
    const image = sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await image.metadata();
    if (!isPhotoFormat(format, formats)) return null;
    const upright = image.autoOrient();
    return await Promise.all(
      sizes.map(async ({ edge, quality, box }) => {
        const { data, info } = await upright
          .clone()
          .resize(
            box
              ? { ...box, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }
              : { width: edge, height: edge, fit: 'inside', withoutEnlargement: true },
          )
          .webp({ quality })
          .toBuffer({ resolveWithObject: true });
        return { body: data, width: info.width, height: info.height };
      }),
    );
  } catch {
    return null;
  }
}
