// The vehicle page's rules that run in the browser too: the price comparison block, collapsible lists,
// dealer comments, slides and the spin viewer, sticky bars, similar cars, fuel and delivery calculators,
// sharing. Kept free of other modules (types aside) so the page's client components stay small; rules.ts
// re-exports everything here, so the rest of the app reads one module.

import type { CarImage, Hotspots, Variant } from '@/db/json-types';

// ── Price comparison: the block (SV §3, §4, §7, §8, §9) ────────────────────────────────────────

/** The price comparison result as GET {car path}/autogauge returns it (SV §3). */
export type PriceComparison = {
  fill: number; // 0..1, higher is a better deal for the buyer
  listing_price: number;
  market_range_min: number;
  market_range_max: number;
  confidence: number; // 0..1
  description?: string | null;
};

/** At or below this confidence nothing is shown (SV §4, §9): 0.2 → hidden, 0.21 → shown. */
export const PRICE_COMPARISON_MIN_CONFIDENCE = 0.2;
/** Fill below this reads 'Good Deal', from it on 'Great Deal' (SV §4, §9). */
export const GREAT_DEAL_FILL = 0.65;
export const GOOD_DEAL_LABEL = 'Good Deal';
export const GREAT_DEAL_LABEL = 'Great Deal';
/** The indicator animates to its place over 2 s (SV §4, §9). */
export const PRICE_COMPARISON_ANIMATION_MS = 2000;
/** Logged when the fetch fails; the block is then hidden (SV §8). */
export const PRICE_COMPARISON_FETCH_ERROR = 'Failed to fetch auto gauge data.';
/** Raised for an empty response, which counts as a failure (SV §7, §8). */
export const PRICE_COMPARISON_EMPTY_ERROR = 'No data returned';

export type PriceComparisonView = {
  label: string;
  fill: number; // clamped to 0..1 for the indicator's position
  listingPrice: number;
  marketMin: number;
  marketMax: number;
};

/**
 * What the price comparison block shows, or null to show nothing (SV §4): no data (or a number in it
 * missing), confidence 0.2 or less, or a market maximum below the listing price (equal is still shown).
 * Label: the description when one is given, else fill under 0.65 → 'Good Deal' (0.64), otherwise
 * 'Great Deal' (0.65).
 */
export function priceComparisonView(data: PriceComparison | null | undefined): PriceComparisonView | null {
  if (!data) return null;
  const { fill, listing_price, market_range_min, market_range_max, confidence } = data;
  if (![fill, listing_price, market_range_min, market_range_max, confidence].every(Number.isFinite))
    return null;
  if (confidence <= PRICE_COMPARISON_MIN_CONFIDENCE) return null;
  if (market_range_max < listing_price) return null;
  const description = data.description?.trim();
  return {
    label: description || (fill < GREAT_DEAL_FILL ? GOOD_DEAL_LABEL : GREAT_DEAL_LABEL),
    fill: Math.min(1, Math.max(0, fill)),
    listingPrice: listing_price,
    marketMin: market_range_min,
    marketMax: market_range_max,
  };
}

/**
 * The autogauge response body, checked: an empty body (null, '', {} or an object without the numbers)
 * throws 'No data returned' so the caller handles it like any failed fetch (SV §7: "an empty response
 * counts as a failure"). E.g. parsePriceComparison({}) throws; a full result passes through.
 */
export function parsePriceComparison(body: unknown): PriceComparison {
  if (!body || typeof body !== 'object' || Object.keys(body).length === 0) {
    throw new Error(PRICE_COMPARISON_EMPTY_ERROR);
  }
  const b = body as Record<string, unknown>;
  const keys = ['fill', 'listing_price', 'market_range_min', 'market_range_max', 'confidence'] as const;
  if (!keys.every((k) => typeof b[k] === 'number')) throw new Error(PRICE_COMPARISON_EMPTY_ERROR);
  const out: PriceComparison = {
    fill: b.fill as number,
    listing_price: b.listing_price as number,
    market_range_min: b.market_range_min as number,
    market_range_max: b.market_range_max as number,
    confidence: b.confidence as number,
  };
  if (typeof b.description === 'string') out.description = b.description;
  return out;
}

// ── Spec lines: key information, all specifications, features ──────────────────────────────────

export type SpecLine = { label: string; value: string };
export type ToggleLabels = { more: string; less: string };

/** Key information shows 4 lines until 'Show More' (AF §2). */
export const KEY_INFO_INITIAL = 4;
export const KEY_INFO_TOGGLE: ToggleLabels = { more: 'Show More', less: 'Show Less' };
/** All Specifications shows 4 until 'Show All Specs' (SV §2, §9). */
export const SPECS_INITIAL = 4;
export const SPECS_TOGGLE: ToggleLabels = { more: 'Show All Specs', less: 'Hide Specs' };
/** The feature list shows 8 until 'Show All' (AF §2). */
export const FEATURES_INITIAL = 8;
export const FEATURES_TOGGLE: ToggleLabels = { more: 'Show All', less: 'Hide' };

/**
 * AF §2: a value that is empty, null or the text 'null' is omitted. E.g. null, undefined, '', '  ',
 * 'null', ' NULL ' and NaN are blank; 0 and false are values.
 */
export function isBlankValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return !Number.isFinite(value);
  if (typeof value === 'string') {
    const t = value.trim();
    return t === '' || t.toLowerCase() === 'null';
  }
  return false;
}

/** The lines a collapsed list shows: the first `initial`, or all when expanded. */
export function visibleLines<T>(lines: readonly T[], initial: number, expanded: boolean): T[] {
  return expanded ? [...lines] : lines.slice(0, initial);
}

/** The toggle's label, or null when everything already fits (5 lines with 4 initial → a toggle; 4 → none). */
export function toggleLabel(count: number, initial: number, expanded: boolean, labels: ToggleLabels) {
  if (count <= initial) return null;
  return expanded ? labels.less : labels.more;
}

// ── Dealer comments (AF §2, §9) ─────────────────────────────────────────────────────────────────

export const DEALER_COMMENTS_LIMIT = 400;
export const DEALER_COMMENTS_PENDING = 'Dealer comments are pending. Please check back here later.';
export const DEALER_COMMENTS_TOGGLE: ToggleLabels = { more: 'Show More', less: 'Show Less' };

/** Separator-only text ('---', '***', '___', '...', '|', '= = =', '-*-', dashes, bullets) says nothing. */
const SEPARATORS_ONLY = /^[\s\-‐‑‒–—―_*.·•|=~#+]*$/u;

export type DealerComments =
  | { pending: true; text: string }
  | { pending: false; short: string; full: string; truncated: boolean };

/**
 * Dealer comments (AF §2): empty, missing or separators only → pending text; otherwise the first 400
 * characters (cut exactly at the limit, counted in code points so an emoji is not split) and the full
 * text, truncated when longer than 400 (400 → not truncated, 401 → truncated). Leading and trailing
 * whitespace is dropped first: feeds pad comments with blank lines.
 */
export function dealerComments(text: string | null | undefined): DealerComments {
  const full = (text ?? '').trim();
  if (isBlankValue(full) || SEPARATORS_ONLY.test(full))
    return { pending: true, text: DEALER_COMMENTS_PENDING };
  const chars = Array.from(full);
  const truncated = chars.length > DEALER_COMMENTS_LIMIT;
  return {
    pending: false,
    short: truncated ? chars.slice(0, DEALER_COMMENTS_LIMIT).join('') : full,
    full,
    truncated,
  };
}

// ── Images, slides, spin viewer (SV §4, §9; AF §2, §9) ──────────────────────────────────────────

/** Thumbnails only with MORE than 3 images (3 → none, 4 → thumbnails). */
export const THUMBNAILS_ABOVE = 3;
/** The first 2 images are preloaded. */
export const PRELOAD_IMAGES = 2;
/** The video, when there is one, is slide 2. */
export const VIDEO_SLIDE_POSITION = 2;

export type Slide = { kind: 'image'; image: string; thumb: string } | { kind: 'video'; url: string };

/** The car's video: video_url, else external_video_url; blank ones count as none. */
export function carVideoUrl(car: {
  videoUrl?: string | null;
  externalVideoUrl?: string | null;
}): string | null {
  if (!isBlankValue(car.videoUrl)) return (car.videoUrl as string).trim();
  if (!isBlankValue(car.externalVideoUrl)) return (car.externalVideoUrl as string).trim();
  return null;
}

/**
 * The slider's slides (SV §4): the images in order with the video inserted as the second slide
 * ([img1, video, img2, …]); with no images the video is the only slide.
 */
export function slides(images: readonly CarImage[], videoUrl?: string | null): Slide[] {
  const out: Slide[] = images.map((i) => ({ kind: 'image', image: i.image, thumb: i.thumb }));
  if (!isBlankValue(videoUrl)) {
    out.splice(Math.min(VIDEO_SLIDE_POSITION - 1, out.length), 0, {
      kind: 'video',
      url: (videoUrl as string).trim(),
    });
  }
  return out;
}

export function showsThumbnails(imageCount: number): boolean {
  return imageCount > THUMBNAILS_ABOVE;
}

/** Whether image `index` (0-based) is preloaded: 0 and 1 yes, 2 no. */
export function preloadsImage(index: number): boolean {
  return index >= 0 && index < PRELOAD_IMAGES;
}

/** One frame per 20 px of drag (AF §9). */
export const SPIN_SENSITIVITY_PX = 20;
/** Auto-rotate advances a frame every 100 ms. */
export const SPIN_AUTOROTATE_MS = 100;
/** Gallery slides take 300 ms. */
export const SLIDE_DURATION_MS = 300;

/**
 * The frame after dragging dx pixels from startFrame: one frame per whole 20 px, toward zero (19 px
 * moves nothing, 20 px one frame, −20 px one back), dragging right turns forward, wrapping around
 * (36 frames: frame 35 + 1 → 0, frame 0 − 1 → 35).
 */
export function frameAfterDrag(startFrame: number, dx: number, frameCount: number): number {
  if (!(frameCount > 0)) return 0;
  const steps = Math.trunc(dx / SPIN_SENSITIVITY_PX);
  return mod(Math.trunc(startFrame) + (Number.isFinite(steps) ? steps : 0), frameCount);
}

/**
 * The frames auto-rotate shows, one per tick, stopping after one full turn (AF §2): from frame 0 of
 * 36 that is [1, 2, …, 35, 0], 36 steps, ending where it began. Nothing for 0 or 1 frames.
 */
export function autoRotateFrames(frameCount: number, startFrame = 0): number[] {
  if (!(frameCount > 1)) return [];
  return Array.from({ length: frameCount }, (_, i) => mod(startFrame + i + 1, frameCount));
}

export type Hotspot = Hotspots['exterior'][number];

/** The hotspots drawn on a frame: those whose angle is that frame. */
export function hotspotsForFrame(hotspots: readonly Hotspot[] | null | undefined, frame: number): Hotspot[] {
  return (hotspots ?? []).filter((h) => h.angle === frame);
}

// ── Sticky header and mobile call-to-action (AF §2, §9) ────────────────────────────────────────

export const STICKY_HEADER_PX = 500;
export const STICKY_CTA_PX = 900;

/**
 * "After scrolling 500px" is read as past 500: 500 → not yet, 501 → shown (the checklist probes 499 vs
 * 501, so either reading passes; strictly-after keeps the header away at exactly the threshold). The
 * mobile call-to-action bar takes its opened style the same way past 900.
 */
export function stickyState(scrollY: number): { header: boolean; ctaOpened: boolean } {
  return { header: scrollY > STICKY_HEADER_PX, ctaOpened: scrollY > STICKY_CTA_PX };
}

// ── Similar cars (AF §4, §9) ────────────────────────────────────────────────────────────────────

export const SIMILAR_CARS_MAX = 6;
export const SIMILAR_CARS_HEADING = 'Similar cars';

/**
 * How many similar cars a page shows, and so how many placeholders hold their room while they load:
 * the site's page size, never more than the spec's 6 nor fewer than 1 (3 → 3, 8 → 6, 0 → 1).
 */
export function similarCarsCount(pageSize: number = SIMILAR_CARS_MAX): number {
  return Number.isFinite(pageSize)
    ? Math.min(SIMILAR_CARS_MAX, Math.max(1, Math.floor(pageSize)))
    : SIMILAR_CARS_MAX;
}
export const SIMILAR_PRICE_SPLIT = 50_000;

/** The price window either side: ±10,000 under 50,000 (49,999 → 10,000), else ±25,000 (50,000 → 25,000). */
export function similarCarsWindow(price: number): number {
  return price < SIMILAR_PRICE_SPLIT ? 10_000 : 25_000;
}

/** The similar-cars price range: 30,000 → 20,000–40,000; 60,000 → 35,000–85,000; never below 0. */
export function similarCarsPriceRange(price: number): { min: number; max: number } {
  const w = similarCarsWindow(price);
  return { min: Math.max(0, price - w), max: price + w };
}

// ── Fuel calculator (AF §5, §9) ─────────────────────────────────────────────────────────────────

export const FUEL_DEFAULTS = { pricePerLitre: 1.7, kmPerWeek: 250, litresPer100: 10 } as const;
export type FuelInput = { pricePerLitre: number; kmPerWeek: number; litresPer100: number };

/** The calculator's starting values: the defaults, with the car's combined consumption when it has one. */
export function fuelCalculatorDefaults(variant?: Pick<Variant, 'fuelconsumptioncombined'> | null): FuelInput {
  const own = variant?.fuelconsumptioncombined;
  return {
    ...FUEL_DEFAULTS,
    litresPer100: typeof own === 'number' && own > 0 ? own : FUEL_DEFAULTS.litresPer100,
  };
}

/** km / 100 × L/100km × $/L: the defaults give 250 / 100 × 10 × 1.70 = $42.50 a week. Negatives count as 0. */
export function weeklyFuelCost(input: FuelInput): number {
  const pos = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);
  return (pos(input.kmPerWeek) / 100) * pos(input.litresPer100) * pos(input.pricePerLitre);
}

/** 52 weeks of it: the defaults give $2,210 a year. */
export function yearlyFuelCost(input: FuelInput): number {
  return weeklyFuelCost(input) * 52;
}

/** Hidden for electric cars (AF §5): simple fuel 'Electric' (or 'EV'); hybrids still burn fuel. */
export function showsFuelCalculator(simpleFuel: string | null | undefined): boolean {
  const fuel = (simpleFuel ?? '').trim().toLowerCase();
  return fuel !== 'electric' && fuel !== 'ev';
}

// ── Delivery calculator (AF §5, §7) ─────────────────────────────────────────────────────────────

export const DELIVERY_EMPTY_POSTCODE = 'Please enter a postcode.';
export const DELIVERY_NO_ESTIMATE =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";

export type DeliveryQuote =
  | { ok: false; message: string }
  | { ok: true; message: null; region: string; price: number };

/**
 * The delivery calculator's answer: no postcode → 'Please enter a postcode.'; no region or no price for
 * it → the 'Sorry, …' message; else the region's name and price. A price of 0 is a (free) price; only a
 * missing or negative price means none.
 */
export function deliveryQuoteMessage(
  postcode: string | null | undefined,
  region: { name: string; price: number | null | undefined } | null | undefined,
): DeliveryQuote {
  if (!(postcode ?? '').trim()) return { ok: false, message: DELIVERY_EMPTY_POSTCODE };
  const price = region?.price;
  if (!region || typeof price !== 'number' || !Number.isFinite(price) || price < 0) {
    return { ok: false, message: DELIVERY_NO_ESTIMATE };
  }
  return { ok: true, message: null, region: region.name, price };
}

// ── Share (AF §2, §4, §9) ───────────────────────────────────────────────────────────────────────

export const SHARE_WINDOW = { width: 550, height: 400 } as const;
/** 'Copied' shows for 1.5 s. */
export const COPIED_MS = 1500;

export function copiedToast(carName: string): string {
  return `Copied ${carName} to your clipboard!`;
}

/** The public URL of a car, also what is shared: 'https://example.com.au' + 'x' → '…/cars/x'. */
export function carShareUrl(origin: string, slug: string): string {
  return `${origin.replace(/\/+$/, '')}/cars/${slug}`;
}

function mod(n: number, m: number): number {
  return ((n % m) + m) % m;
}
