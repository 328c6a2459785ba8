import { canonicalMake } from './brand-aliases';
import { colourGroup } from './colour-groups';
import type { SearchDoc } from './types';

// What a car answers to in free text besides its own words: the way people write its model ('land
// cruiser' for LandCruiser, 'hi lux' for HiLux; 'rav 4' and 'cx5' the tokenizer already covers) and the
// everyday words for its drive, fuel, gearbox, body and type ('4wd', 'ev', 'auto', 'bike').

/** Extra words per value of a car's descriptive fields, matched case-insensitively. */
const EVERYDAY_WORDS: Record<string, string> = {
  '4x4': '4wd',
  awd: 'all wheel drive',
  electric: 'ev',
  'plug-in hybrid': 'phev',
  automatic: 'auto',
  'people mover': 'van',
  motorcycle: 'motorbike bike',
  'camper trailer': 'camper',
};

/** 'LandCruiser' → 'Land Cruiser', 'HiLux' → 'Hi Lux'; null when the value has no inner capital. */
export function splitCamelCase(value: string): string | null {
  const split = value.replace(/([a-z])([A-Z])/g, '$1 $2');
  return split === value ? null : split;
}

// Each of a car's text fields reads as its value and the words derived from it, so an index can work a
// value's words out once for every car that shares it; `sharedText` is all of them for one car.

/** A descriptive value (body, fuel, transmission, drive, item type) and its everyday words. */
export function withEveryday(value: string | null): (string | null)[] {
  return value ? [value, EVERYDAY_WORDS[value.toLowerCase()] ?? null] : [];
}

/** A make and the brand it trades under, when that is another name. */
export function makeText(make: string): (string | null)[] {
  const brand = canonicalMake(make);
  return [make, brand === make ? null : brand];
}

export function modelText(model: string): (string | null)[] {
  return [model, splitCamelCase(model)];
}

/** A paint name and its colour group. */
export function colourText(colour: string | null): (string | null)[] {
  return [colour, colourGroup(colour)];
}

/**
 * The free text of a car (values many cars share): year, make (and its brand), model, badge, series,
 * paint and colour group, body, fuel, transmission, drive, condition and item type.
 */
export function sharedText(doc: SearchDoc): (string | null)[] {
  return [
    String(doc.year),
    ...makeText(doc.make),
    ...modelText(doc.model),
    doc.badge,
    doc.series,
    ...colourText(doc.colour),
    ...withEveryday(doc.body),
    ...withEveryday(doc.fuel),
    ...withEveryday(doc.transmission),
    ...withEveryday(doc.drive),
    doc.carType,
    ...withEveryday(doc.itemType),
  ];
}
