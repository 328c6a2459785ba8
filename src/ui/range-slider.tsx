'use client';
import { type KeyboardEvent, useRef } from 'react';
import { keyedValue, type StepRange } from '@/lib/slider-steps';
import { SliderFill, SliderThumb, SliderTrack, trackPercent } from './slider';

export type RangeValue = { min: number; max: number };
export type RangeThumb = keyof RangeValue;

export type RangeSliderProps = {
  value: RangeValue;
  range: StepRange;
  /** A drag or key moved one thumb (`moved`); the other keeps its value. */
  onValueChange: (value: RangeValue, moved: RangeThumb) => void;
  /** Each thumb's accessible name, e.g. { min: 'Min price', max: 'Max price' }. */
  labels: Record<RangeThumb, string>;
  /** The spoken value: 30000 → '$30,000'. */
  valueText?: (value: number) => string;
  /**
   * What the slider makes of a thumb's new value before it is set, e.g. rounded to $1,000. A key always
   * moves the thumb when it can, so a step that settles back where it started goes one step further.
   */
  settle?: (value: number, thumb: RangeThumb) => number;
  className?: string;
};

const THUMBS = ['min', 'max'] as const;

/**
 * Two thumbs on one track that cannot cross: each stops at the other (a key towards it, a drag past
 * it), and screen readers hear the other thumb as its bound (WAI-ARIA APG multi-thumb slider).
 */
export function RangeSlider({
  value,
  range,
  onValueChange,
  labels,
  valueText,
  settle = (next) => next,
  className,
}: RangeSliderProps) {
  const within = (next: number, thumb: RangeThumb) =>
    thumb === 'min' ? Math.min(next, value.max) : Math.max(next, value.min);
  const set = (next: number, thumb: RangeThumb) =>
    onValueChange({ ...value, [thumb]: within(settle(next, thumb), thumb) }, thumb);

  const onKeyDown = (thumb: RangeThumb) => (event: KeyboardEvent<HTMLSpanElement>) => {
    const current = value[thumb];
    const unsettled = keyedValue(event.key, current, range);
    if (unsettled === null) return;
    event.preventDefault();
    // Already against the other thumb and pressed towards it: stay (and skip settling a step at a time).
    const towards = thumb === 'min' ? unsettled > current : unsettled < current;
    if (towards && value.min >= value.max) return;
    // Home and End give the bound as it is: set() settles every value.
    const next = keyedValue(event.key, current, range, (v) => within(settle(v, thumb), thumb));
    if (next !== null) set(next, thumb);
  };

  // A press takes the nearer thumb, and the drag keeps it. A press on two thumbs sharing one value waits
  // for the drag's direction: rightwards moves the maximum, leftwards the minimum.
  const parting = useRef(false);
  const thumbFor = (next: number, dragging: number | null): number => {
    const shared = value.min === value.max;
    if (dragging === null) {
      parting.current = shared && next === value.min;
      if (shared) return next > value.max ? 1 : 0;
      return Math.abs(next - value.min) <= Math.abs(next - value.max) ? 0 : 1;
    }
    if (!parting.current || next === value.min) return dragging;
    parting.current = false;
    return next > value.max ? 1 : 0;
  };

  const percent = { min: trackPercent(value.min, range), max: trackPercent(value.max, range) };
  return (
    <SliderTrack
      range={range}
      thumbFor={thumbFor}
      onDrag={(thumb, next) => set(next, THUMBS[thumb])}
      className={className}
    >
      <SliderFill from={percent.min} to={percent.max} />
      {THUMBS.map((thumb) => (
        <SliderThumb
          key={thumb}
          value={value[thumb]}
          min={thumb === 'min' ? range.min : value.min}
          max={thumb === 'min' ? value.max : range.max}
          percent={percent[thumb]}
          valueText={valueText?.(value[thumb])}
          label={labels[thumb]}
          onKeyDown={onKeyDown(thumb)}
        />
      ))}
    </SliderTrack>
  );
}
