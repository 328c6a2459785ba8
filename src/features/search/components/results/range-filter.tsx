'use client';
import { useEffect, useRef, useState } from 'react';
import type { RangeField } from '@/search/engine/types';
import {
  clampRange,
  formatRangeParam,
  parseRangeParam,
  SLIDER_DEBOUNCE_MS,
  type SliderBounds,
  type SliderRange,
} from '@/search/slider-rules';
import { RangeSlider, type RangeThumb } from '@/ui/range-slider';

type Props = {
  title: string;
  field: RangeField;
  bounds: SliderBounds;
  param: string | undefined; // 'min:max' from the URL
  format: (value: number) => string;
  onChange: (param: string | null) => void;
};

/**
 * A price, km or year range: two thumbs on one track, committed 400 ms after the last move. Each
 * thumb sits exactly at its value (e.g. 10,000 from the URL on a 10,700 step); drags and keys land on
 * the step, then clampRange rounds them and stops a thumb at the other.
 */
/**
 * The slider's messages go to the shopper's console only (SV §8): the server renders this component for
 * every results page asked for with an out-of-range refinement, and must not log each one.
 */
function logInBrowser(messages: readonly string[]) {
  if (typeof window === 'undefined') return;
  for (const message of messages) console.warn(message);
}

export function RangeFilter({ title, field, bounds, param, format, onChange }: Props) {
  const fromParam = (): SliderRange => {
    const parsed = parseRangeParam(param, bounds);
    if (!parsed) return { min: bounds.min, max: bounds.max };
    const { range, messages } = clampRange(parsed, bounds, { field });
    logInBrowser(messages);
    return range;
  };
  const [range, setRange] = useState<SliderRange>(fromParam);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the URL (back button, Clear Filters) only
  useEffect(() => setRange(fromParam()), [param, bounds.min, bounds.max]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const clamped = (side: RangeThumb, value: number) =>
    clampRange({ ...range, [side]: value }, bounds, { field, moved: side }).range[side];
  const move = (next: SliderRange, side: RangeThumb) => {
    const { range: settled, messages } = clampRange(next, bounds, { field, moved: side });
    logInBrowser(messages);
    setRange(settled);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onChange(formatRangeParam(settled, bounds)), SLIDER_DEBOUNCE_MS);
  };
  const name = title.toLowerCase();

  return (
    <fieldset className="border-b border-black/10 py-4">
      <legend className="mb-1 text-sm font-bold uppercase tracking-wide">{title}</legend>
      <p className="mb-2 text-sm text-gray-700" aria-live="polite">
        {format(range.min)} – {format(range.max)}
      </p>
      <RangeSlider
        value={range}
        range={bounds}
        onValueChange={move}
        settle={(value, side) => clamped(side, value)}
        labels={{ min: `Min ${name}`, max: `Max ${name}` }}
        valueText={format}
      />
    </fieldset>
  );
}
