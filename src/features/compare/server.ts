import 'server-only';
import { carShareUrl, carSheet } from '@/features/vehicle';
import { findSiteCar } from '@/inventory/site-car';
import type { Site } from '@/tenancy/get-site';
import { siteOrigin } from '@/tenancy/site-origin';
import { type CompareRow, compareRows, featureRows } from './rules';

export type ComparedCar = ReturnType<typeof carSheet> & { slug: string };
export type Comparison = { cars: ComparedCar[]; rows: CompareRow[]; features: CompareRow[] };

/**
 * The cars named in the URL that this site shows, each as its printed sheet says it (one source for every
 * figure), and the rows that line them up. A slug this site does not show is left out.
 */
export async function loadComparison(
  site: Site,
  slugs: readonly string[],
  now = new Date(),
): Promise<Comparison> {
  const found = await Promise.all(slugs.map((slug) => findSiteCar(site, slug)));
  const cars = found.flatMap((row) =>
    row
      ? [
          {
            ...carSheet(row, site.config, { url: carShareUrl(siteOrigin(site.config), row.car.slug), now }),
            slug: row.car.slug,
          },
        ]
      : [],
  );
  return {
    cars,
    rows: compareRows(cars.map((car) => [...car.keyLines, ...car.specLines])),
    features: featureRows(cars.map((car) => car.features)),
  };
}
