import 'server-only';
import fs from 'node:fs/promises';
import { renderToBuffer } from '@react-pdf/renderer';
import sharp from 'sharp';
import { uploadedPhotoKey } from '@/inventory/car-photo-names';
import { readableOn } from '@/lib/colour';
import { mediaFilePath } from '@/lib/media-files';
import { parseMediaPath } from '@/lib/media-names';
import { mediaStorage } from '@/lib/media-storage';
import type { Site } from '@/tenancy/site';
import { siteOrigin } from '@/tenancy/site-origin';
import { carShareUrl } from '../share-rules';
import { carSheet, type SheetCar } from '../sheet-rules';
import { CarSheetDocument, type SheetTheme } from './car-sheet';

// Server side: builds the car's one-page PDF (GET /api/cars/{slug}/pdf).

/** Wide enough for the sheet's 264 pt photo at print resolution (~3.4 px per pt), small enough to send. */
const PHOTO_WIDTH = 900;

/** A photo's bytes as its /media route serves them: a dealer's upload, or a demo image; else null. */
async function photoBytes(path: string): Promise<Uint8Array | null> {
  const uploaded = uploadedPhotoKey(path);
  if (uploaded) return (await mediaStorage().get(uploaded))?.body ?? null;
  const name = parseMediaPath(path);
  return name ? fs.readFile(mediaFilePath(name)) : null;
}

/**
 * The main photo as JPEG bytes (@react-pdf embeds only PNG and JPEG; ours are WebP), or null: not one of
 * ours, or its file is not there (the PDF then goes out without a photo).
 */
async function photoJpeg(path: string): Promise<Buffer | null> {
  try {
    const webp = await photoBytes(path);
    if (!webp) return null;
    return await sharp(webp)
      .resize({ width: PHOTO_WIDTH, withoutEnlargement: true })
      .jpeg({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  }
}

/**
 * The car's PDF sheet: the site's name and colours, the car and its price, photo, key information,
 * specs, features, dealer comments, location and phone, its public URL and today's date where the car is.
 */
export async function renderCarPdf(site: Site, found: SheetCar, now = new Date()): Promise<Buffer> {
  const { config } = site;
  const url = carShareUrl(siteOrigin(config), found.car.slug);
  const sheet = carSheet(found, config, { url, now });
  const theme: SheetTheme = {
    brand: config.theme.brand,
    brandContrast: config.theme.brandContrast,
    brandInk: readableOn(config.theme.brand, '#ffffff'),
    ink: config.theme.ink,
  };
  const photo = sheet.photo ? await photoJpeg(sheet.photo) : null;
  // Called as a function (it uses no hooks): renderToBuffer is typed for the <Document> element itself.
  return renderToBuffer(CarSheetDocument({ sheet, theme, photo }));
}
