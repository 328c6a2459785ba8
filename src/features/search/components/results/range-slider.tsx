'use client';
import { useEffect, useId, useRef, useState } from 'react';
import { keyedValue, snapToStep } from '@/lib/slider-steps';
import type { RangeField } from '../../engine/types';
import {
  clampRange,
  formatRangeParam,
  parseRangeParam,
  SLIDER_DEBOUNCE_MS,
  type SliderBounds,
  type SliderRange,
} from '../../slider-rules';

type Props = {
  title: string;
  field: RangeField;
  bounds: SliderBounds;
  param: string | undefined; // 'min:max' from the URL
  format: (value: number) => string;
  onChange: (param: string | null) => void;
};

/**
 * A price, km or year range: two native sliders (keyboard and screen-reader ready), committed 400 ms
 * after the last move. step="any" keeps each handle exactly at its value (e.g. 10,000 from the URL on a
 * 10,700 step); drags and keys are snapped to the step here, then rounded by clampRange.
 */
export function RangeSlider({ title, field, bounds, param, format, onChange }: Props) {
  const id = useId();
  const fromParam = (): SliderRange => {
    const parsed = parseRangeParam(param, bounds);
    if (!parsed) return { min: bounds.min, max: bounds.max };
    const { range, messages } = clampRange(parsed, bounds, { field });
    for (const message of messages) console.warn(message);
    return range;
  };
  const [range, setRange] = useState<SliderRange>(fromParam);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the URL (back button, Clear Filters) only
  useEffect(() => setRange(fromParam()), [param, bounds.min, bounds.max]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const clamped = (side: 'min' | 'max', value: number) =>
    clampRange({ ...range, [side]: value }, bounds, { field, moved: side }).range[side];
  const move = (side: 'min' | 'max', value: number) => {
    const { range: next, messages } = clampRange({ ...range, [side]: value }, bounds, { field, moved: side });
    for (const message of messages) console.warn(message);
    setRange(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onChange(formatRangeParam(next, bounds)), SLIDER_DEBOUNCE_MS);
  };

  return (
    <fieldset className="border-b border-black/10 py-4">
      <legend className="mb-1 text-sm font-bold uppercase tracking-wide">{title}</legend>
      <p className="mb-2 text-sm text-gray-700" aria-live="polite">
        {format(range.min)} – {format(range.max)}
      </p>
      {(['min', 'max'] as const).map((side) => (
        <div key={side} className="flex items-center gap-2">
          <label htmlFor={`${id}-${side}`} className="w-8 text-xs text-gray-600">
            {side === 'min' ? 'Min' : 'Max'}
            <span className="sr-only"> {title.toLowerCase()}</span>
          </label>
          <input
            id={`${id}-${side}`}
            type="range"
            min={bounds.min}
            max={bounds.max}
            step="any"
            value={range[side]}
            aria-valuetext={format(range[side])}
            onChange={(event) => move(side, snapToStep(Number(event.target.value), bounds))}
            onKeyDown={(event) => {
              const next = keyedValue(event.key, range[side], bounds, (value) => clamped(side, value));
              if (next === null) return;
              event.preventDefault();
              move(side, next);
            }}
            className="flex-1 accent-[var(--brand)]"
          />
        </div>
      ))}
    </fieldset>
  );
}
