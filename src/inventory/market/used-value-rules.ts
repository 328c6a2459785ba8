import { fitLeastSquares, predict } from '@/lib/least-squares';

// What a used car is worth to a buyer, from used cars of its make and model (docs/decisions/020): a
// fitted model of the log price on model year and odometer, with a level per badge where the car's badge
// is among them, so every comparable counts once it is brought to the car's year and km. The range is
// the model's own error at the car: wide where the market is thin or scattered, narrow where it is not.
// Pure: the comparables are read by server.ts.

export type UsedComparable = { price: number; year: number; km: number; badge: string | null };

export type UsedCarValue = {
  /** How many comparables the model was fitted on. */
  comparables: number;
  /** The badge the model gave its own level, when the comparables had enough of it; null: the model's. */
  badge: string | null;
  /** The model's value at the car's year and km, whole dollars. */
  value: number;
  /** One standard error of a single car either side of it (about two cars in three sell between). */
  low: number;
  high: number;
  /** That error as a share of the value (0.09: give or take 9 %). */
  error: number;
};

/** A badge counts with a level of its own from this many of its cars among the comparables. */
export const MIN_BADGE_COMPARABLES = 2;
/** The fit needs this many comparables beyond its coefficients, or its error means nothing. */
export const MIN_DEGREES_OF_FREEDOM = 3;
const KM_UNIT = 10_000;

const badgeKey = (badge: string | null | undefined) => badge?.trim().toLowerCase() ?? '';

/**
 * The value of a used car of this year, km and badge from comparables (the caller picks used cars of the
 * same make and model near its year and km). With the car's badge at least twice among them, each badge
 * gets its own level and the year and km effects are shared; otherwise one level for the model. Null
 * when the comparables leave fewer than 3 degrees of freedom. E.g. cars that lose 15 % a year and 2 % per
 * 10,000 km, with a little scatter, value a car between them at what that rule gives, ± the scatter.
 */
export function usedCarValue(
  car: { year: number; km: number; badge?: string | null },
  comparables: readonly UsedComparable[],
): UsedCarValue | null {
  const usable = comparables.filter(
    (c) => Number.isFinite(c.price) && c.price > 0 && Number.isFinite(c.year) && Number.isFinite(c.km),
  );
  const own = badgeKey(car.badge);
  const ofBadge = own ? usable.filter((c) => badgeKey(c.badge) === own).length : 0;
  return (
    (ofBadge >= MIN_BADGE_COMPARABLES && fitted(car, usable, true)) || fitted(car, usable, false) || null
  );
}

function fitted(
  car: { year: number; km: number; badge?: string | null },
  comparables: readonly UsedComparable[],
  byBadge: boolean,
): UsedCarValue | null {
  const levels = byBadge ? [...new Set(comparables.map((c) => badgeKey(c.badge)))] : [''];
  // Years and km measured from the car's own, so the prediction is the levels' intercept.
  const row = (c: { year: number; km: number; badge?: string | null }) => [
    ...levels.map((level) => (!byBadge || badgeKey(c.badge) === level ? 1 : 0)),
    c.year - car.year,
    (c.km - car.km) / KM_UNIT,
  ];
  const fit = fitLeastSquares(comparables.map((c) => ({ x: row(c), y: Math.log(c.price) })));
  if (!fit || fit.degreesOfFreedom < MIN_DEGREES_OF_FREEDOM) return null;
  const at = predict(fit, row(car));
  // One standard error, widened for a small fit as Student's t is over the normal (to first order).
  const error = Math.sqrt(at.variance) * (1 + 1 / (2 * fit.degreesOfFreedom));
  return {
    comparables: comparables.length,
    badge: byBadge ? (car.badge?.trim() ?? null) : null,
    value: Math.round(Math.exp(at.value)),
    low: Math.round(Math.exp(at.value - error)),
    high: Math.round(Math.exp(at.value + error)),
    error: Math.round(error * 1000) / 1000,
  };
}
