'use client';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useRef } from 'react';
import { keyedValue, type StepRange, snapToStep } from '@/lib/slider-steps';

// Two thumbs on one track, drawn by us: a native `<input type="range">` has one thumb per track, so a
// price range would be two stacked tracks. Each thumb is a focusable `role="slider"` (WAI-ARIA APG
// multi-thumb slider), drawn like the one-value Slider (a native input in the brand colour). Values
// are drawn exactly where they are, also off the step grid (a URL's 10,000 on a 10,700 step), while
// drags and keys land on the grid (lib/slider-steps).

/** Where a value sits along the track, 0 to 100 (%), clamped. */
function trackPercent(value: number, range: StepRange): number {
  const span = range.max - range.min;
  if (!(span > 0)) return 0;
  return Math.min(100, Math.max(0, ((value - range.min) / span) * 100));
}

type TrackProps = {
  range: StepRange;
  /** Which thumb (0, 1) a press or drag at this grid value moves; `dragging` is the one moving so far. */
  thumbFor: (value: number, dragging: number | null) => number;
  onDrag: (thumb: number, value: number) => void;
  /** The filled part and the thumbs, positioned along the track with trackPercent. */
  children: ReactNode;
  className?: string;
};

/**
 * The track: a press on it moves the nearest thumb there and focuses it, and the thumb follows the
 * pointer until it is let go. touch-none: a finger drag on the slider moves it rather than the page.
 */
function SliderTrack({ range, thumbFor, onDrag, children, className = '' }: TrackProps) {
  const rail = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointer: number; thumb: number } | null>(null);
  const last = useRef<number | null>(null);

  const valueAt = (clientX: number): number | null => {
    const box = rail.current?.getBoundingClientRect();
    if (!box || !(box.width > 0)) return null;
    const share = Math.min(1, Math.max(0, (clientX - box.left) / box.width));
    return snapToStep(range.min + share * (range.max - range.min), range);
  };
  const moveTo = (clientX: number, dragging: number | null): number | null => {
    const value = valueAt(clientX);
    if (value === null) return null;
    const thumb = thumbFor(value, dragging);
    if (thumb !== dragging) rail.current?.querySelectorAll<HTMLElement>('[role="slider"]')[thumb]?.focus();
    // A pointer moving within one step changes nothing: no new value for each pixel.
    if (thumb !== dragging || value !== last.current) onDrag(thumb, value);
    last.current = value;
    return thumb;
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    // No text selection, and focus stays on the thumb focused here rather than going to the page.
    event.preventDefault();
    const thumb = moveTo(event.clientX, null);
    if (thumb === null) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { pointer: event.pointerId, thumb };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointer !== event.pointerId) return;
    const thumb = moveTo(event.clientX, current.thumb);
    if (thumb !== null) current.thumb = thumb;
  };
  const end = () => {
    drag.current = null;
  };

  return (
    <div
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={end}
      onPointerCancel={end}
      className={`flex h-6 cursor-pointer touch-none select-none items-center ${className}`}
    >
      {/* Inset by half a thumb, so a thumb at either end stays inside the slider's box. */}
      <div ref={rail} className="relative mx-2 h-1.5 flex-1 rounded-full bg-black/15">
        {children}
      </div>
    </div>
  );
}

/** The filled part of the track, between two positions in % (0 to the value for a one-value slider). */
function SliderFill({ from, to }: { from: number; to: number }) {
  return (
    <span
      aria-hidden="true"
      className="absolute inset-y-0 rounded-full bg-brand"
      style={{ left: `${from}%`, width: `${Math.max(0, to - from)}%` }}
    />
  );
}

type ThumbProps = {
  value: number;
  /** What the thumb can reach, for screen readers (the other thumb bounds a range's thumbs). */
  min: number;
  max: number;
  percent: number;
  valueText?: string;
  label: string;
  onKeyDown: (event: KeyboardEvent<HTMLSpanElement>) => void;
};

function SliderThumb({ value, min, max, percent, valueText, label, onKeyDown }: ThumbProps) {
  return (
    <span
      role="slider"
      tabIndex={0}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      aria-label={label}
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      style={{ left: `${percent}%` }}
      className="absolute top-1/2 block size-4 -translate-x-1/2 -translate-y-1/2 rounded-full bg-brand shadow focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand"
    />
  );
}

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
