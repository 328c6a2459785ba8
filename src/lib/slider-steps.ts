// Native range inputs snap their value to min + k·step, so a value off that grid (a typed 39,990, a rate
// of 9.17, a URL price of 10,000 on a 10,700 step) would show its handle somewhere else. Our sliders
// therefore give the browser step="any", which draws the handle exactly at the value, and snap what
// the shopper drags or keys to the grid here. Pure: no DOM.

export type StepRange = { min: number; max: number; step: number };

/** Decimal places of a number as written: 0.5 → 1, 500 → 0, 0.25 → 2. */
function decimals(n: number): number {
  const text = String(n);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** Rounds away floating-point dust to the precision of the grid (0.1 + 0.2 → 0.3 on a 0.1 step). */
function tidy(value: number, range: StepRange): number {
  return Number(value.toFixed(Math.max(decimals(range.step), decimals(range.min))));
}

function clamp(value: number, range: StepRange): number {
  return Math.min(range.max, Math.max(range.min, value));
}

/**
 * The grid point nearest a dragged value, inside the range: 40,237 on 1,000–250,000 step 500 → 40,000;
 * 9.3 on 0.5–15 step 0.5 → 9.5. The maximum is always reachable, even when it is off the grid.
 */
export function snapToStep(value: number, range: StepRange): number {
  if (!Number.isFinite(value)) return range.min;
  if (value >= range.max) return range.max;
  if (!(range.step > 0)) return clamp(value, range);
  const k = Math.round((value - range.min) / range.step);
  return clamp(tidy(range.min + k * range.step, range), range);
}

/**
 * `steps` grid points up (positive) or down (negative) from a value that may sit between two: up from
 * 9.17 on step 0.5 → 9.5, down → 9; up from 9 → 9.5. Clamped to the range.
 */
export function stepFrom(value: number, range: StepRange, steps: number): number {
  if (!(range.step > 0)) return clamp(value, range);
  const position = (value - range.min) / range.step;
  const onGrid = Math.abs(position - Math.round(position)) < 1e-9;
  const base = onGrid ? Math.round(position) : steps > 0 ? Math.floor(position) : Math.ceil(position);
  return clamp(tidy(range.min + (base + steps) * range.step, range), range);
}

/** Large keyboard moves (Page Up / Page Down) go this many steps, as native sliders do. */
export const PAGE_STEPS = 10;

const KEY_STEPS: Record<string, number> = {
  ArrowUp: 1,
  ArrowRight: 1,
  ArrowDown: -1,
  ArrowLeft: -1,
  PageUp: PAGE_STEPS,
  PageDown: -PAGE_STEPS,
};

/**
 * The value a slider key leads to, or null for a key the slider does not handle: arrows one step,
 * Page Up/Down ten, Home/End the bounds. `settle` is what the slider then makes of a value (e.g. price
 * rounded to $1,000): a key always moves the value, so when a step settles back where it started, the
 * next grid point is tried (a 1,070 step on a slider rounded to 1,000 would otherwise never leave 1,000).
 */
export function keyedValue(
  key: string,
  value: number,
  range: StepRange,
  settle: (value: number) => number = (v) => v,
): number | null {
  if (key === 'Home') return range.min;
  if (key === 'End') return range.max;
  const steps = KEY_STEPS[key];
  if (steps === undefined) return null;
  if (!(range.step > 0)) return settle(clamp(value, range));
  const direction = Math.sign(steps);
  for (let extra = 0; ; extra++) {
    const next = stepFrom(value, range, steps + direction * extra);
    const settled = settle(next);
    const atBound = next === (direction > 0 ? range.max : range.min);
    if (settled !== value || atBound) return settled;
  }
}
