import 'server-only';
import { type ComparedCar, type Comparison, comparisonOf } from '@/features/compare/rules';
import { carShareUrl, carSheet } from '@/features/vehicle';
import { PriceBlock } from '@/features/vehicle/components/price-block';
import { findSiteCar } from '@/inventory/site-car';
import type { Site } from '@/tenancy/get-site';
import { siteOrigin } from '@/tenancy/site-origin';

/**
 * The cars named in the URL that this site shows, each as its printed sheet says it (one source for every
 * figure, vehicle's carSheet), and the rows that line them up. A slug this site does not show is left out.
 */
export async function loadComparison(
  site: Site,
  slugs: readonly string[],
  now = new Date(),
): Promise<Comparison> {
  const found = await Promise.all(slugs.map((slug) => findSiteCar(site, slug)));
  const cars = found.flatMap((row): ComparedCar[] => {
    if (!row) return [];
    const sheet = carSheet(row, site.config, {
      url: carShareUrl(siteOrigin(site.config), row.car.slug),
      now,
    });
    return [{ ...sheet, slug: row.car.slug, price: <PriceBlock price={sheet.price} /> }];
  });
  return comparisonOf(cars);
}
