// Google's vehicle ads feeds (Merchant Center): the vehicle inventory as RSS 2.0 with the g: namespace,
// and the store feed naming each location a car's store_code points at. Pure text builders.

import { absoluteUrl } from '@/lib/paths';
import { escapeXml } from '@/lib/xml';
import { type FeedItem, type FeedLocation, fullAddress, platformWords } from './rules';

/** Google takes at most 10 additional images beside the main one. */
export const GOOGLE_ADDITIONAL_IMAGES_MAX = 10;

const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0';

/** A g: element, left out when it has no value. */
const g = (name: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '' : `<g:${name}>${escapeXml(value)}</g:${name}>`;

/** Price as Google's ISO 4217 form: 34990 → '34990.00 AUD'. */
export const googlePrice = (dollars: number) => `${dollars.toFixed(2)} AUD`;

/** One vehicle offer: a demo car is 'used' to Google, which knows only new and used. */
export function googleVehicleItem(item: FeedItem): string {
  const words = platformWords(item);
  const storeCode = item.location?.slug ?? null;
  const fields = [
    g('id', item.id),
    g('vin', item.vin),
    g('title', item.title),
    g('description', item.description),
    g('link', item.link),
    g('image_link', item.images[0]),
    ...item.images.slice(1, 1 + GOOGLE_ADDITIONAL_IMAGES_MAX).map((url) => g('additional_image_link', url)),
    g('price', googlePrice(item.price)),
    g('condition', item.condition === 'new' ? 'new' : 'used'),
    item.certified && item.condition !== 'new' ? g('certified_pre_owned', 'yes') : '',
    g('availability', item.comingSoon ? 'preorder' : 'in_stock'),
    g('brand', item.make),
    g('model', item.model),
    g('year', item.year),
    g('mileage', `${item.km} km`),
    g('color', item.colour),
    g('body_style', words.body.toLowerCase()),
    g('trim', item.trim),
    g('transmission', words.transmission.toLowerCase()),
    g('fuel_type', words.fuel.toLowerCase()),
    g('drivetrain', words.drive.toLowerCase()),
    g('store_code', storeCode),
    // A location's name is the business shoppers know ('CarZone Rocklea Megastore'); else the dealership's.
    g('dealership_name', item.location?.name ?? item.dealership),
    g('dealership_address', item.location ? fullAddress(item.location) : null),
    storeCode
      ? `<g:vehicle_fulfillment>${g('option', 'in_store')}${g('store_code', storeCode)}</g:vehicle_fulfillment>`
      : '',
  ];
  return `<item>${fields.join('')}</item>`;
}

type Channel = { name: string; origin: string; path: string; description: string };

function rss(channel: Channel, items: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:g="${GOOGLE_NAMESPACE}">`,
    '<channel>',
    `<title>${escapeXml(channel.name)}</title>`,
    `<link>${escapeXml(absoluteUrl(channel.origin, channel.path))}</link>`,
    `<description>${escapeXml(channel.description)}</description>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

export function googleVehiclesXml(
  site: { name: string; origin: string },
  items: readonly FeedItem[],
): string {
  return rss(
    { ...site, path: '/', description: `Vehicles for sale at ${site.name}` },
    items.map(googleVehicleItem),
  );
}

/** The store feed: each location a vehicle's store_code names, with its address, phone and place. */
export function googleStoresXml(
  site: { name: string; origin: string },
  locations: readonly FeedLocation[],
): string {
  const items = locations.map(
    (l) =>
      `<item>${[
        g('store_code', l.slug),
        g('name', l.name),
        g('address', fullAddress(l)),
        g('phone', l.phone),
        g('latitude', l.lat),
        g('longitude', l.long),
      ].join('')}</item>`,
  );
  return rss({ ...site, path: '/', description: `Locations of ${site.name}` }, items);
}
