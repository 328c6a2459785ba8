// Pure rules for the results page range sliders (spec SV §4 'Search result state', §5, §8, §9).
// No I/O, no React: the slider component and the URL sync call these, and the tests pin every boundary.

import type { RangeField } from './engine/types';

/** The search box waits this long after the last keystroke before searching (SV §5, §9). */
export const SEARCH_DEBOUNCE_MS = 300;
/** Slider moves wait this long before searching, so a drag is one search, not dozens (SV §5, §9). */
export const SLIDER_DEBOUNCE_MS = 400;

/** Used when the maximum is unknown (no stats, e.g. no hit has a value) (SV §5). */
export const DEFAULT_SLIDER_RANGE = { min: 0, max: 100_000 } as const;
/** Price and km slider values snap to this (SV §5). */
export const SLIDER_ROUNDING = 1000;
/** The fields whose values are rounded to the nearest 1000; year, weekly price etc. are not. */
export const ROUNDED_SLIDER_FIELDS: readonly RangeField[] = ['price', 'km'];

/** Logged only, never shown to the shopper (SV §8). Strings are a contract. */
export const SLIDER_BELOW_MIN_MESSAGE = 'Cannot refine below the range minimum';
export const SLIDER_ABOVE_MAX_MESSAGE = 'Cannot refine above the range maximum';
export type SliderMessage = typeof SLIDER_BELOW_MIN_MESSAGE | typeof SLIDER_ABOVE_MAX_MESSAGE;

export type SliderBounds = { min: number; max: number; step: number };
export type SliderRange = { min: number; max: number };
export type SliderStats = { min: number; max: number } | null | undefined;

function isRounded(field: RangeField | undefined): boolean {
  return field !== undefined && ROUNDED_SLIDER_FIELDS.includes(field);
}

function roundTo(value: number, unit: number): number {
  return Math.round(value / unit) * unit;
}

/** Step = range / 100, rounded, and at least 1 so a narrow (or zero-width) range still has a usable step. */
export function sliderStep(min: number, max: number): number {
  return Math.max(1, Math.round((max - min) / 100));
}

/**
 * The slider's bounds for a field from the engine's min/max stats.
 * - Unknown maximum (no stats, or a non-finite max) → the default 0 to 100000.
 * - Price and km: the minimum is rounded DOWN and the maximum UP to a multiple of 1000. Rounding to the
 *   nearest could cut off the cheapest or dearest car (e.g. a max of 45,400 would become 45,000), so we
 *   round outwards: every car stays inside the slider.
 * - Other fields keep their stats, widened to whole numbers the same way.
 * - A missing or non-finite minimum falls back to the default minimum (0); stats given upside down are swapped.
 */
export function sliderBounds(stats: SliderStats, field?: RangeField): SliderBounds {
  if (!stats || !Number.isFinite(stats.max)) {
    const { min, max } = DEFAULT_SLIDER_RANGE;
    return { min, max, step: sliderStep(min, max) };
  }
  let lo = Number.isFinite(stats.min) ? stats.min : DEFAULT_SLIDER_RANGE.min;
  let hi = stats.max;
  if (lo > hi) [lo, hi] = [hi, lo];
  const unit = isRounded(field) ? SLIDER_ROUNDING : 1;
  const min = Math.floor(lo / unit) * unit;
  const max = Math.ceil(hi / unit) * unit;
  return { min, max, step: sliderStep(min, max) };
}

export type ClampOptions = {
  /** Rounds price and km values to the nearest 1000. */
  field?: RangeField;
  /**
   * Which thumb the shopper moved, when the two would cross. That thumb stops at the other one.
   * Without it (e.g. a hand-edited URL) the minimum gives way: min = max.
   */
  moved?: 'min' | 'max';
};

export type ClampResult = { range: SliderRange; messages: SliderMessage[] };

/**
 * Clamps a requested range into the bounds (SV §5).
 * - A missing or non-finite side takes its bound.
 * - The messages are decided on the REQUESTED values, before rounding: asking for 9,999 on a slider that
 *   starts at 10,000 is a refinement below the minimum even though it would round back to 10,000. A side
 *   exactly at its bound is not logged.
 * - Price and km values are then rounded to the nearest 1000 and clamped again (silently), in case the
 *   bounds themselves are not multiples of 1000.
 * - Thumbs never cross: see ClampOptions.moved.
 * The caller logs the messages; they are never shown (SV §8).
 */
export function clampRange(
  value: { min?: number | null; max?: number | null },
  bounds: SliderBounds | SliderRange,
  options: ClampOptions = {},
): ClampResult {
  const messages: SliderMessage[] = [];
  const wantMin = typeof value.min === 'number' && Number.isFinite(value.min) ? value.min : bounds.min;
  const wantMax = typeof value.max === 'number' && Number.isFinite(value.max) ? value.max : bounds.max;
  if (wantMin < bounds.min) messages.push(SLIDER_BELOW_MIN_MESSAGE);
  if (wantMax > bounds.max) messages.push(SLIDER_ABOVE_MAX_MESSAGE);

  const within = (n: number) => Math.min(bounds.max, Math.max(bounds.min, n));
  let min = within(wantMin);
  let max = within(wantMax);
  if (isRounded(options.field)) {
    min = within(roundTo(min, SLIDER_ROUNDING));
    max = within(roundTo(max, SLIDER_ROUNDING));
  }
  if (min > max) {
    if (options.moved === 'max') max = min;
    else min = max;
  }
  return { range: { min, max }, messages };
}

const NUMBER = /^-?(\d+(\.\d+)?|\.\d+)$/;

/**
 * Reads a slider's URL value, 'min:max' (SV §4).
 * - Missing key (null/undefined) → null: the slider resets to its full range.
 * - An empty side falls back to the bound (':30000' → bounds.min to 30000; ':' → the full range).
 * - Anything else that is not two numbers around one colon (junk, a bare '30000', '' ) → null, so a broken
 *   URL resets the slider instead of showing an error (SV §5: no validation messages in search).
 * The result is NOT clamped: pass it through clampRange so that out-of-range requests are logged.
 */
export function parseRangeParam(
  param: string | null | undefined,
  bounds: SliderBounds | SliderRange,
): SliderRange | null {
  if (param === null || param === undefined) return null;
  const parts = param.split(':');
  if (parts.length !== 2) return null;
  const side = (text: string, fallback: number): number | null => {
    const t = text.trim();
    if (t === '') return fallback;
    return NUMBER.test(t) ? Number(t) : null;
  };
  const min = side(parts[0], bounds.min);
  const max = side(parts[1], bounds.max);
  if (min === null || max === null) return null;
  return { min, max };
}

/**
 * Writes a slider's URL value (SV §4).
 * - The full range → null: the key is omitted, which parseRangeParam reads back as "reset".
 * - A side sitting at its bound is written empty (':30000', '10000:'), so the open end keeps following
 *   the bounds when the stock (and so the stats) change; parseRangeParam fills it back from the bound.
 * Bounds should come from stats NOT narrowed by this slider's own range, otherwise a chosen range
 * becomes "the full range" on the next search and is dropped.
 */
export function formatRangeParam(range: SliderRange, bounds: SliderBounds | SliderRange): string | null {
  const atMin = range.min <= bounds.min;
  const atMax = range.max >= bounds.max;
  if (atMin && atMax) return null;
  return `${atMin ? '' : String(range.min)}:${atMax ? '' : String(range.max)}`;
}
