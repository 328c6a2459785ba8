// A listing's quality: what a shopper misses on a car's page, as a score from 0 to 100 and the reasons,
// so the manager's queue starts with the cars that sell least for want of work. Pure; the stock list's SQL
// (qualityScoreSql in stock-list.ts) follows the same rule, and a test holds the two to one answer.

/** Fewer photos than this and the listing loses points: buyers skip a car they cannot see. */
export const QUALITY_MIN_PHOTOS = 15;
/** Each reason costs this many of the 100 points. */
export const QUALITY_REASON_POINTS = 20;
export const QUALITY_FULL = 100;

export const QUALITY_REASONS = ['photos', 'comments', 'specs', 'price', 'video'] as const;
export type QualityReason = (typeof QUALITY_REASONS)[number];

export type QualityCar = {
  photos: number;
  dealercomments: string | null;
  itemType: 'car' | 'motorcycle' | 'truck' | 'caravan';
  trans: string | null;
  simpleTransmission: string | null;
  fuel: string | null;
  simpleFuel: string | null;
  simpleBody: string | null;
  colour: string | null;
  price: number;
  videoUrl: string | null;
  externalVideoUrl: string | null;
};

export type QualitySpec = 'transmission' | 'fuel' | 'body' | 'colour';

/** A text is given when it has a visible character (the SQL says `~ '\S'`). */
const given = (...values: (string | null)[]) => values.some((value) => value !== null && /\S/.test(value));

/** The specs a shopper filters and compares by that the car lacks; a caravan has no gearbox or fuel. */
export function missingSpecs(car: QualityCar): QualitySpec[] {
  const specs: [QualitySpec, boolean][] = [
    ['transmission', car.itemType === 'caravan' || given(car.trans, car.simpleTransmission)],
    ['fuel', car.itemType === 'caravan' || given(car.fuel, car.simpleFuel)],
    ['body', given(car.simpleBody)],
    ['colour', given(car.colour)],
  ];
  return specs.filter(([, ok]) => !ok).map(([spec]) => spec);
}

/**
 * The reasons in QUALITY_REASONS's order, and the score: 100 less 20 for each. E.g. 14 photos and no video
 * → 60 with ['photos', 'video']; 15 photos, comments, every spec, a price and a video → 100.
 */
export function listingQuality(car: QualityCar): { score: number; reasons: QualityReason[] } {
  const failing: Record<QualityReason, boolean> = {
    photos: car.photos < QUALITY_MIN_PHOTOS,
    comments: !given(car.dealercomments),
    specs: missingSpecs(car).length > 0,
    price: !(car.price > 0),
    video: !given(car.videoUrl, car.externalVideoUrl),
  };
  const reasons = QUALITY_REASONS.filter((reason) => failing[reason]);
  return { score: QUALITY_FULL - QUALITY_REASON_POINTS * reasons.length, reasons };
}

const SPEC_WORDS: Record<QualitySpec, string> = {
  transmission: 'transmission',
  fuel: 'fuel type',
  body: 'body type',
  colour: 'colour',
};

/** A reason as the manager reads it, with what to do. */
export function reasonWords(reason: QualityReason, car: QualityCar): string {
  switch (reason) {
    case 'photos':
      return car.photos === 0
        ? `No photos: add at least ${QUALITY_MIN_PHOTOS}`
        : `${car.photos} photo${car.photos === 1 ? '' : 's'}: add ${QUALITY_MIN_PHOTOS - car.photos} more`;
    case 'comments':
      return 'No dealer comments';
    case 'specs':
      return `Missing ${missingSpecs(car)
        .map((spec) => SPEC_WORDS[spec])
        .join(', ')}`;
    case 'price':
      return 'No price';
    case 'video':
      return 'No video';
  }
}
