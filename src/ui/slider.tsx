'use client';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useRef } from 'react';
import { keyedValue, type StepRange, snapToStep } from '@/lib/slider-steps';

// Sliders drawn by us rather than `<input type="range">`: a native input has one thumb per track, so a
// price range would be two stacked tracks. Each thumb is a focusable `role="slider"` (WAI-ARIA APG
// slider pattern); values are drawn exactly where they are, also off the step grid (a typed 39,990,
// a URL's 10,000 on a 10,700 step), while drags and keys land on the grid (lib/slider-steps).

/** Where a value sits along the track, 0 to 100 (%), clamped. */
export function trackPercent(value: number, range: StepRange): number {
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
export function SliderTrack({ range, thumbFor, onDrag, children, className = '' }: TrackProps) {
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
      <div ref={rail} className="relative mx-2.5 h-1.5 flex-1 rounded-full bg-black/15">
        {children}
      </div>
    </div>
  );
}

/** The filled part of the track, between two positions in % (0 to the value for a one-value slider). */
export function SliderFill({ from, to }: { from: number; to: number }) {
  return (
    <span
      aria-hidden="true"
      className="absolute inset-y-0 rounded-full bg-brand"
      style={{ left: `${from}%`, width: `${Math.max(0, to - from)}%` }}
    />
  );
}

export type ThumbProps = {
  value: number;
  /** What the thumb can reach, for screen readers (the other thumb bounds a range's thumbs). */
  min: number;
  max: number;
  percent: number;
  valueText?: string;
  label?: string;
  labelledBy?: string;
  describedBy?: string;
  onKeyDown: (event: KeyboardEvent<HTMLSpanElement>) => void;
};

export function SliderThumb({
  value,
  min,
  max,
  percent,
  valueText,
  label,
  labelledBy,
  describedBy,
  onKeyDown,
}: ThumbProps) {
  return (
    <span
      role="slider"
      tabIndex={0}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      style={{ left: `${percent}%` }}
      className="absolute top-1/2 block size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-brand bg-white shadow-md transition-shadow hover:shadow-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand"
    />
  );
}

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
  describedBy?: string;
  className?: string;
};

/**
 * A one-value slider. A value outside the range (a stale one, while the range changes) is drawn at the
 * nearer end; keys then step from the value itself.
 */
export function Slider({
  value,
  range,
  onValueChange,
  valueText,
  labelledBy,
  label,
  describedBy,
  className,
}: SliderProps) {
  const shown = Math.min(range.max, Math.max(range.min, value));
  const percent = trackPercent(shown, range);
  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    const next = keyedValue(event.key, value, range);
    if (next === null) return;
    event.preventDefault();
    onValueChange(next);
  };

  return (
    <SliderTrack
      range={range}
      thumbFor={() => 0}
      onDrag={(_, next) => onValueChange(next)}
      className={className}
    >
      <SliderFill from={0} to={percent} />
      <SliderThumb
        value={shown}
        min={range.min}
        max={range.max}
        percent={percent}
        valueText={valueText?.(shown)}
        label={label}
        labelledBy={labelledBy}
        describedBy={describedBy}
        onKeyDown={onKeyDown}
      />
    </SliderTrack>
  );
}
