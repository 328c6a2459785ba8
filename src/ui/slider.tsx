'use client';
import type { KeyboardEvent } from 'react';
import { keyedValue, type StepRange, snapToStep } from '@/lib/slider-steps';

export type SliderProps = {
  value: number;
  range: StepRange;
  /** A drag or key moved the slider to this value (also when it stays, e.g. End at the maximum). */
  onValueChange: (value: number) => void;
  /** The spoken value: 30000 → '$30,000'. */
  valueText?: (value: number) => string;
  /** The accessible name: a label's id, or the name itself. */
  labelledBy?: string;
  label?: string;
  className?: string;
};

/**
 * A one-value slider: the browser's own range input, which brings the slider role, pointer and touch
 * dragging and keys at no cost in script. step="any" draws the handle exactly at the value, also one
 * off the step grid (a typed 39,990, a rate of 9.17); drags and keys land on the grid here
 * (lib/slider-steps), keys from the value itself. A value outside the range is drawn at the nearer end.
 */
export function Slider({
  value,
  range,
  onValueChange,
  valueText,
  labelledBy,
  label,
  className = '',
}: SliderProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = keyedValue(event.key, value, range);
    if (next === null) return;
    event.preventDefault();
    onValueChange(next);
  };
  return (
    <input
      type="range"
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-valuetext={valueText?.(value)}
      min={range.min}
      max={range.max}
      step="any"
      value={Math.min(range.max, Math.max(range.min, value))}
      onChange={(event) => onValueChange(snapToStep(Number(event.target.value), range))}
      onKeyDown={onKeyDown}
      className={`h-6 w-full cursor-pointer accent-[var(--brand)] ${className}`}
    />
  );
}
