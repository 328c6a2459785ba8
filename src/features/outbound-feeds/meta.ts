// Meta's automotive inventory catalogue (vehicle ads on Facebook and Instagram) as XML:
// <listings><listing>…</listing></listings>, fields as Meta's catalogue reference names them. Pure.

import { escapeXml } from '@/lib/xml';
import { type FeedItem, platformWords } from './rules';

/** Meta takes at most 20 images per vehicle. */
export const META_IMAGES_MAX = 20;

const el = (name: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '' : `<${name}>${escapeXml(value)}</${name}>`;

/** Price as Meta spells it: 34990 → '34990 AUD'. */
export const metaPrice = (dollars: number) => `${dollars} AUD`;

/** NEW, CPO (a certified used or demo car) or USED. */
export function stateOfVehicle(item: Pick<FeedItem, 'condition' | 'certified'>): 'NEW' | 'USED' | 'CPO' {
  if (item.condition === 'new') return 'NEW';
  return item.certified ? 'CPO' : 'USED';
}

/** One vehicle; a coming-soon car is PENDING (not yet on the lot), every other listed car AVAILABLE. */
export function metaListing(item: FeedItem): string {
  const words = platformWords(item);
  const location = item.location;
  const address = location
    ? `<address format="simple">${[
        `<component name="addr1">${escapeXml(location.street)}</component>`,
        `<component name="city">${escapeXml(location.city)}</component>`,
        `<component name="region">${escapeXml(location.state)}</component>`,
        `<component name="postal_code">${escapeXml(location.postcode)}</component>`,
        '<component name="country">AU</component>',
      ].join('')}</address>`
    : '';
  const fields = [
    el('vehicle_id', item.id),
    el('vin', item.vin),
    el('title', item.title),
    el('description', item.description),
    el('url', item.link),
    el('make', item.make),
    el('model', item.model),
    el('year', item.year),
    el('trim', item.trim),
    `<mileage>${el('value', item.km)}${el('unit', 'KM')}</mileage>`,
    ...item.images.slice(0, META_IMAGES_MAX).map((url) => `<image>${el('url', url)}</image>`),
    el('price', metaPrice(item.price)),
    el('state_of_vehicle', stateOfVehicle(item)),
    el('body_style', words.body),
    el('exterior_color', item.colour),
    el('interior_color', item.interiorColour),
    el('transmission', words.transmission),
    el('fuel_type', words.fuel),
    el('drivetrain', words.drive),
    el('dealer_name', item.location?.name ?? item.dealership),
    el('dealer_phone', location?.phone),
    address,
    el('latitude', location?.lat),
    el('longitude', location?.long),
    el('availability', item.comingSoon ? 'PENDING' : 'AVAILABLE'),
  ];
  return `<listing>${fields.join('')}</listing>`;
}

export function metaVehiclesXml(site: { name: string }, items: readonly FeedItem[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<listings>',
    `<title>${escapeXml(`${site.name} vehicles`)}</title>`,
    ...items.map(metaListing),
    '</listings>',
    '',
  ].join('\n');
}
