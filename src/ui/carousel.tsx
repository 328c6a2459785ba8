'use client';
import {
  createContext,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { indexAfterKey, stepIndex, swipeStep } from '@/lib/carousel-steps';
import { ChevronLeftIcon } from '@/ui/icons/chevron-left';
import { ChevronRightIcon } from '@/ui/icons/chevron-right';

// A carousel of our own (WAI-ARIA APG carousel): slides side by side in a row moved by a CSS
// transform, stepped by its arrows, the arrow keys (Home/End too) while it has focus, and a touch
// swipe. One slide per view by default; a slide's width is `--slide-size` (a share of the row, e.g.
// `md:[--slide-size:33.333%]` for three cards), so a row of cards is laid out by CSS alone.

/** How long a slide takes to move in, unless the carousel is told otherwise. */
export const SLIDE_MS = 300;

type CarouselState = {
  index: number;
  /** The slides, and how many fit the view at once (measured; 1 until then). */
  count: number;
  perView: number;
  /** The positions it can stop at: one per slide when it loops, else up to the last full view. */
  positions: number;
  loop: boolean;
  go: (index: number) => void;
  step: (steps: number) => void;
  /** Set by the row, which measures its slides. */
  setPerView: (perView: number) => void;
};

const CarouselContext = createContext<CarouselState | null>(null);

/** The carousel around a part; a part used outside one is a programming error. */
export function useCarousel(): CarouselState {
  const state = useContext(CarouselContext);
  if (!state) throw new Error('useCarousel must be used within a <Carousel />');
  return state;
}

type CarouselProps = {
  /** Names the carousel for screen readers, e.g. '2021 Toyota RAV4 GX photos'. */
  label: string;
  count: number;
  /** The first slide in view; without it the carousel keeps its own, from defaultIndex. */
  index?: number;
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  /** Wrap from the last slide to the first (a gallery); else the arrows are disabled at the ends. */
  loop?: boolean;
  className?: string;
  children: ReactNode;
};

export function Carousel({
  label,
  count,
  index: controlled,
  defaultIndex = 0,
  onIndexChange,
  loop = false,
  className = '',
  children,
}: CarouselProps) {
  const [own, setOwn] = useState(defaultIndex);
  const [perView, setPerView] = useState(1);
  const swipe = useRef<{ pointer: number; x: number; y: number } | null>(null);
  const positions = loop ? count : Math.max(1, count - perView + 1);
  // A wider view may fit more slides than were left to show: the last full view then.
  const index = Math.max(0, Math.min(controlled ?? own, positions - 1));

  const go = (next: number) => {
    if (next === index) return;
    setOwn(next);
    onIndexChange?.(next);
  };
  const step = (steps: number) => go(stepIndex(index, steps, positions, loop));
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const next = indexAfterKey(index, event.key, positions, loop);
    if (next === null) return;
    event.preventDefault();
    go(next);
  };
  // Touch only: a mouse has the arrow buttons, and a mouse drag would fight with text selection.
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'mouse')
      swipe.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.pointer !== event.pointerId) return;
    const steps = swipeStep(event.clientX - start.x, event.clientY - start.y);
    if (steps !== 0) step(steps);
  };

  const state = { index, count, perView, positions, loop, go, step, setPerView };
  return (
    <CarouselContext.Provider value={state}>
      <section
        aria-roledescription="carousel"
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the carousel takes the arrow keys when focused (WAI-ARIA carousel)
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipe.current = null;
        }}
        className={`touch-pan-y overflow-hidden ${className}`}
      >
        {children}
      </section>
    </CarouselContext.Provider>
  );
}

type RowProps = {
  /** Slide duration in ms. */
  durationMs?: number;
  className?: string;
  children: ReactNode;
};

/**
 * The row of slides, moved so that the current slide is first in view. It counts how many slides fit
 * whenever it is resized (CSS decides their width), so a row of cards stops at its last full view.
 */
export function CarouselRow({ durationMs = SLIDE_MS, className = '', children }: RowProps) {
  const { index, count, setPerView } = useCarousel();
  const row = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = row.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const slide = element.firstElementChild as HTMLElement | null;
      const fit = slide && slide.offsetWidth > 0 ? Math.round(element.clientWidth / slide.offsetWidth) : 1;
      setPerView(Math.min(Math.max(1, fit), Math.max(1, count)));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [count, setPerView]);
  return (
    <div
      ref={row}
      className={`flex ease-out motion-safe:transition-transform ${className}`}
      style={{
        transform: `translateX(calc(${-index} * var(--slide-size, 100%)))`,
        transitionDuration: `${durationMs}ms`,
      }}
    >
      {children}
    </div>
  );
}

type SlideProps = {
  /** Its place in the row, from 0. */
  index: number;
  /** Read to screen readers; '3 of 12' unless given. */
  label?: string;
  className?: string;
  children: ReactNode | ((shown: boolean) => ReactNode);
};

/** A slide. Out of view it is hidden from screen readers and its controls from the Tab key. */
export function CarouselSlide({ index, label, className = '', children }: SlideProps) {
  const carousel = useCarousel();
  const shown = index >= carousel.index && index < carousel.index + carousel.perView;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a slide is a group of content (WAI-ARIA APG carousel), not a set of form fields
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={label ?? `${index + 1} of ${carousel.count}`}
      aria-hidden={!shown}
      inert={!shown}
      className={`w-[var(--slide-size,100%)] shrink-0 ${className}`}
    >
      {typeof children === 'function' ? children(shown) : children}
    </div>
  );
}

type ArrowProps = { direction: 'previous' | 'next'; className?: string };

/** 'Previous slide' / 'Next slide'; disabled at the ends of a carousel that does not loop. */
export function CarouselArrow({ direction, className = '' }: ArrowProps) {
  const { index, positions, loop, step } = useCarousel();
  const previous = direction === 'previous';
  const Icon = previous ? ChevronLeftIcon : ChevronRightIcon;
  const atEnd = !loop && (previous ? index <= 0 : index >= positions - 1);
  return (
    <button
      type="button"
      onClick={() => step(previous ? -1 : 1)}
      disabled={atEnd || positions < 2}
      aria-label={previous ? 'Previous slide' : 'Next slide'}
      className={`grid place-items-center disabled:cursor-not-allowed disabled:opacity-40 ${className}`}
    >
      <Icon aria-hidden="true" className="size-6" />
    </button>
  );
}
