// The printable car sheet that both the HTML print view (/print) and the server-built PDF show, and the
// text rules of the PDF (AF §2, §4, §7, §9). Server side. No I/O, no React, no DOM.

import type { cars, locations } from '@/db/schema';
import { carDriveAway, driveAwaySettings } from '@/inventory/drive-away-rules';
import { driveAwayBasis, driveAwayLine } from '@/inventory/drive-away-text';
import { BRISBANE, ddMMyyyyAt, locationTimeZone } from '@/lib/dates';
import { formatAud } from '@/lib/money';
import type { SiteConfig } from '@/tenancy/site-config';
import { dealerComments } from './dealer-comments-rules';
import type { ShownDriveAway } from './drive-away-rules';
import { type PriceBlock, priceBlock } from './price-rules';
import {
  caravanSpecLines,
  featureList,
  keyInformationLines,
  type SpecLine,
  specificationLines,
} from './spec-rules';

// Characters of the PDF's built-in Helvetica (WinAnsi) beyond Latin-1: curly quotes, dashes, bullet, €, ™…
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text the PDF's built-in font can draw: Latin-1 and the WinAnsi extras stay; anything else (emoji,
 * CJK, arrows) is dropped rather than printed as a wrong glyph, and the spaces it leaves are closed up:
 * 'Great car 🚗 – must see' → 'Great car – must see'. Line breaks are kept.
 */
export function pdfText(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) out += ch;
    else if (ch === '\t') out += ' ';
    else if (WIN_ANSI_EXTRAS.has(ch)) out += ch;
  }
  return out.replace(/[ \u00a0]{2,}/g, ' ').trim();
}

// ── The printable car sheet (print view and PDF) ────────────────────────────────────────────────

/**
 * Dealer comments for paper, whole: blank lines dropped and each line trimmed, nothing cut
 * ('a\n\n b \nc' → 'a\nb\nc'). The sheet runs onto more pages rather than leave anything out.
 */
export function sheetComments(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

export type CarSheet = {
  siteName: string;
  title: string;
  subtitle: string | null;
  price: PriceBlock;
  /** The estimated drive-away price in the site's home state, where the price excludes on-road costs. */
  driveAway: Pick<ShownDriveAway, 'line' | 'basis'> | null;
  /** The main photo when it is one of ours ('/media/…'); external images are left out. */
  photo: string | null;
  keyLines: SpecLine[];
  specLines: SpecLine[];
  features: string[];
  /** The dealer's comments in full, or null when the dealer wrote nothing. */
  comments: string | null;
  dealer: { name: string; address: string | null; phone: string };
  url: string;
  /** dd/MM/yyyy */
  generated: string;
};

export type SheetCar = {
  car: typeof cars.$inferSelect;
  dealership: { name: string };
  location: typeof locations.$inferSelect | null;
};

/**
 * Everything the printed sheet shows, from the car and its site: name, badge and series, the price
 * block (was/now, price type, or the site's no-price text) with the drive-away estimate, the main photo (primary image, else the
 * first image, only local ones), all of the key information (stock number and VIN first, only the
 * fields its item type has), all of the variant's specifications (a caravan's own specs for caravans),
 * every feature and the dealer's comments in full (paper carries the whole car), where the car is (location name and address, else the dealership) with the location's
 * phone (else the site's sales line), the public URL and the date printed.
 */
export function carSheet(
  { car, dealership, location }: SheetCar,
  config: Pick<SiteConfig, 'name' | 'phones' | 'copy' | 'features' | 'defaultState' | 'carPage'>,
  { url, now }: { url: string; now: Date },
): CarSheet {
  const photo = car.primaryImageUrl ?? car.images[0]?.image ?? null;
  const specs =
    car.itemType === 'caravan' ? caravanSpecLines(car.caravanSpecs) : specificationLines(car.variant, car);
  const comments = dealerComments(car.dealercomments);
  const estimate = carDriveAway(car, driveAwaySettings(config));
  // Badge and series under the title, unless the name already says them ('… LX600 Sports Luxury').
  const name = car.name.toLowerCase();
  const subtitle = [car.badge, car.series]
    .map((v) => v?.trim() ?? '')
    .filter((v) => v && !name.includes(v.toLowerCase()))
    .join(' ');
  return {
    siteName: config.name,
    title: car.name,
    subtitle: subtitle || null,
    price: priceBlock(car, {
      noPriceText: config.copy.noPriceText,
      offersSubscription: config.features.offersSubscription,
    }),
    driveAway: estimate && { line: driveAwayLine(estimate), basis: driveAwayBasis(estimate) },
    photo: photo?.startsWith('/media/') ? photo : null,
    keyLines: keyInformationLines(car),
    specLines: specs,
    features: featureList(car.standardEquipment),
    comments: comments.pending ? null : sheetComments(comments.full),
    dealer: {
      name: location?.name ?? dealership.name,
      address: location
        ? `${location.street}, ${location.city} ${location.state} ${location.postcode}`
        : null,
      phone: location?.phone?.trim() || config.phones.sales,
    },
    url,
    // dd/MM/yyyy (AF §9) where the car is; a car with no location is dated in Brisbane.
    generated: ddMMyyyyAt(now, location ? locationTimeZone(location) : BRISBANE),
  };
}

/** The price line of a sheet: '$34,990' or the site's no-price text ('Enquire for price.'). */
export function sheetPriceText(price: PriceBlock): string {
  return price.now !== null ? formatAud(price.now) : (price.noPriceText ?? '');
}
