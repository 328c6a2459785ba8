// The site's stock as a plain CSV (as spreadsheets open it, src/lib/csv.ts) and as JSON, for the
// dealer's own tools and listing sites that take neither Google's nor Meta's format. Pure.

import { BOM, csvLine } from '@/lib/csv';
import type { FeedItem } from './rules';

export const STOCK_CSV_HEADER = [
  'id',
  'stock_number',
  'vin',
  'title',
  'condition',
  'certified',
  'status',
  'year',
  'make',
  'model',
  'trim',
  'price',
  'was_price',
  'currency',
  'km',
  'colour',
  'body',
  'transmission',
  'fuel',
  'drive',
  'dealership',
  'location',
  'store_code',
  'url',
  'image',
  'images',
];

/** Photos after the first, in one cell separated by spaces (a URL holds no unescaped space). */
export function stockCsvRow(item: FeedItem): string {
  return csvLine([
    item.id,
    item.stockNumber,
    item.vin,
    item.title,
    item.condition,
    item.certified ? 'yes' : 'no',
    item.comingSoon ? 'coming_soon' : 'in_stock',
    item.year,
    item.make,
    item.model,
    item.trim,
    item.price,
    item.wasPrice,
    'AUD',
    item.km,
    item.colour,
    item.body,
    item.transmission,
    item.fuel,
    item.drive,
    item.dealership,
    item.location?.name ?? null,
    item.location?.slug ?? null,
    item.link,
    item.images[0] ?? null,
    item.images.slice(1).join(' '),
  ]);
}

export const stockCsv = (items: readonly FeedItem[]) =>
  BOM + csvLine(STOCK_CSV_HEADER) + items.map(stockCsvRow).join('');

/** The JSON export: each car with its location's address and place, prices in whole dollars (AUD). */
export function stockJson(site: { slug: string; name: string }, items: readonly FeedItem[]) {
  return {
    site: { slug: site.slug, name: site.name },
    currency: 'AUD',
    count: items.length,
    cars: items.map((item) => ({
      id: item.id,
      stockNumber: item.stockNumber,
      vin: item.vin,
      title: item.title,
      description: item.description,
      condition: item.condition,
      certified: item.certified,
      status: item.comingSoon ? 'coming_soon' : 'in_stock',
      year: item.year,
      make: item.make,
      model: item.model,
      trim: item.trim,
      price: item.price,
      wasPrice: item.wasPrice,
      km: item.km,
      colour: item.colour,
      interiorColour: item.interiorColour,
      body: item.body,
      transmission: item.transmission,
      fuel: item.fuel,
      drive: item.drive,
      url: item.link,
      images: item.images,
      dealership: item.dealership,
      location: item.location
        ? {
            storeCode: item.location.slug,
            name: item.location.name,
            street: item.location.street,
            city: item.location.city,
            state: item.location.state,
            postcode: item.location.postcode,
            lat: item.location.lat,
            long: item.location.long,
            phone: item.location.phone,
          }
        : null,
    })),
  };
}
