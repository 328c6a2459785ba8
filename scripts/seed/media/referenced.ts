import type { Db } from '../../../src/db/client';
import { brands, cars, locations, manufacturers, models, promos, sites } from '../../../src/db/schema';
import {
  certifiedBadgeUrl,
  logoUrl,
  type MediaName,
  mediaPath,
  parseMediaPath,
} from '../../../src/lib/media-names';

// Every image the product can ask /media for, read from the database: each '/media/...' string stored in
// the rows that show images (site configs, brands, promos, locations, the catalogue, cars and their spins),
// plus the two names the product builds itself: a brand's logo when its row has none, and the badge of a
// make that runs a certified programme. Nothing renders on request, so this set is what must be on disk.

/** Adds every canonical media name found in a JSON-like value (strings, arrays, objects). */
function collect(value: unknown, into: Map<string, MediaName>): void {
  if (typeof value === 'string') {
    const name = value.startsWith('/media/') ? parseMediaPath(value) : null;
    if (name) into.set(mediaPath(name), name);
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) collect(item, into);
  }
}

export async function referencedMedia(db: Db): Promise<MediaName[]> {
  const found = new Map<string, MediaName>();
  const [siteRows, brandRows, promoRows, locationRows, makeRows, modelRows, carRows] = await Promise.all([
    db.select({ config: sites.config }).from(sites),
    db.select({ slug: brands.slug, logo: brands.logo, banner: brands.banner }).from(brands),
    db.select({ image: promos.image }).from(promos),
    db.select({ image: locations.image }).from(locations),
    db
      .select({
        slug: manufacturers.slug,
        logo: manufacturers.logoUrl,
        certified: manufacturers.certifiedProgramme,
      })
      .from(manufacturers),
    db.select({ image: models.imageUrl }).from(models),
    db
      .select({
        images: cars.images,
        primary: cars.primaryImageUrl,
        spin: cars.spinImages,
        spinInterior: cars.spinInteriorImage,
      })
      .from(cars),
  ]);
  collect([siteRows, promoRows, locationRows, modelRows, carRows], found);
  for (const brand of brandRows) collect([brand.logo ?? logoUrl(brand.slug), brand.banner], found);
  for (const make of makeRows)
    collect([make.logo, make.certified ? certifiedBadgeUrl(make.slug) : null], found);
  return [...found.values()];
}
