import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { HandIcon } from '@/ui/icons/hand';
import { PlusIcon } from '@/ui/icons/plus';
import { XIcon } from '@/ui/icons/x';
import {
  autoRotateFrames,
  frameAfterDrag,
  frameAfterKey,
  frameAngle,
  type Hotspot,
  hotspotsForFrame,
  popoverPosition,
  SPIN_AUTOROTATE_MS,
  SPIN_HINT,
  SPIN_SENSITIVITY_PX,
} from '../../media-rules';
import { FocusRing } from './focus-ring';

/**
 * In full screen the frames are letterboxed: the frame, its hotspots and their popovers sit in the
 * largest 3:2 box that fits (frames are 3:2, 1200×800), so a hotspot's x %/y % still lands on the car.
 */
const FITTED_FRAME = { width: 'min(100cqw, 150cqh)', height: 'min(100cqh, 66.667cqw)' };

export type SpinViewerProps = {
  /** The frames in order, 10° apart for 36 ('/media/spin/…webp'). */
  frames: readonly string[];
  hotspots: readonly Hotspot[];
  /** The viewer's accessible name: e.g. '2021 Toyota RAV4 GX, exterior'. */
  label: string;
  /** 'contain' in full screen, where the screen's shape is not the frame's: letterboxed. */
  fit: 'cover' | 'contain';
  /** The frame it was left at in the other stage (inline or full screen): it starts there, still. */
  startFrame?: number | null;
  onFrameChange?: (frame: number) => void;
};

/**
 * The 360° viewer (AF §2, §9), filling its positioned box. Loaded with lazy() in the browser, so its
 * code is fetched only when a spin view is shown. All frames are preloaded on mount; once they have loaded it
 * turns once by itself (a frame per 100 ms, unless the visitor prefers reduced motion), stopping
 * after one full turn or at the visitor's first touch. Drag (20 px a frame) or the arrow keys turn it;
 * hotspots of the current frame open a popover.
 */
export function SpinViewer({ frames, hotspots, label, fit, startFrame, onFrameChange }: SpinViewerProps) {
  const count = frames.length;
  const ids = useId();
  const ready = usePreloadedFrames(frames);
  // Rendered in the browser only (ssr: false), so the media query can be read on the first render.
  const resumed = typeof startFrame === 'number';
  const [stopped, setStopped] = useState(
    () => resumed || window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  );
  const [frame, setFrame] = useState(resumed ? startFrame : 0);
  const [dragged, setDragged] = useState(false);
  const [openSpot, setOpenSpot] = useState<number | null>(null);
  const [spoken, setSpoken] = useState('');
  const drag = useRef<{ pointer: number; x: number; frame: number } | null>(null);
  const popover = useRef<HTMLDivElement>(null);
  const rotating = ready && !stopped && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const turn = autoRotateFrames(count);
    let step = 0;
    const timer = window.setInterval(() => {
      setFrame(turn[step]);
      step += 1;
      if (step >= turn.length) {
        window.clearInterval(timer);
        setStopped(true);
      }
    }, SPIN_AUTOROTATE_MS);
    return () => window.clearInterval(timer);
  }, [rotating, count]);

  useEffect(() => {
    if (openSpot !== null) popover.current?.focus();
  }, [openSpot]);

  useEffect(() => {
    onFrameChange?.(frame);
  }, [frame, onFrameChange]);

  const spotButtonId = (index: number) => `${ids}-spot-${index}`;
  const closeSpot = () => {
    if (openSpot === null) return;
    document.getElementById(spotButtonId(openSpot))?.focus();
    setOpenSpot(null);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    setStopped(true);
    setOpenSpot(null);
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointer: event.pointerId, x: event.clientX, frame };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointer !== event.pointerId) return;
    const dx = event.clientX - start.x;
    setFrame(frameAfterDrag(start.frame, dx, count));
    if (Math.abs(dx) >= SPIN_SENSITIVITY_PX) setDragged(true);
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointer === event.pointerId) drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = frameAfterKey(frame, event.key, count);
    if (next === null) return;
    event.preventDefault();
    setStopped(true);
    setOpenSpot(null);
    setFrame(next);
    setSpoken(`${frameAngle(next, count)}°`);
  };
  // Escape belongs to the popover first; it must not also leave full screen.
  const onEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || openSpot === null) return;
    event.preventDefault();
    event.stopPropagation();
    closeSpot();
  };

  // Hotspots wait for the frames and stay off while it turns by itself: markers flashing past at 10
  // frames a second help no one.
  const spots = ready && !rotating ? hotspotsForFrame(hotspots, frame) : [];
  const open = openSpot === null ? null : hotspots[openSpot];

  return (
    // Focus arriving anywhere inside counts as the visitor's first touch: it ends the auto-rotate, which
    // would otherwise hide a hotspot that has just been tabbed to. Escape bubbles here from the popover.
    // biome-ignore lint/a11y/noStaticElementInteractions: a wrapper catching events of the controls inside it
    <div
      className={`absolute inset-0 ${fit === 'contain' ? 'bg-black [container-type:size]' : ''}`}
      onKeyDown={onEscape}
      onFocus={() => setStopped(true)}
    >
      <div className="absolute inset-0 m-auto" style={fit === 'contain' ? FITTED_FRAME : undefined}>
        <div
          role="application"
          aria-roledescription="360° viewer"
          aria-label={label}
          aria-describedby={`${ids}-help`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: role="application" is the widget itself, taking the arrow keys (WAI-ARIA)
          tabIndex={0}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          onKeyDown={onKeyDown}
          className="group/spin absolute inset-0 cursor-grab touch-pan-y select-none bg-surface focus-visible:outline-none active:cursor-grabbing"
        >
          {/* The preloaded static frames themselves: next/image would ask for other (resized) URLs. */}
          {/* biome-ignore lint/performance/noImgElement: the frame URL must be the one preloaded above */}
          <img
            src={frames[frame]}
            alt=""
            draggable={false}
            decoding="sync"
            className="pointer-events-none absolute inset-0 h-full w-full object-cover"
          />
          <FocusRing group="spin" />
        </div>
        {spots.map((spot) => {
          const index = hotspots.indexOf(spot);
          const expanded = openSpot === index;
          return (
            <button
              key={index}
              id={spotButtonId(index)}
              type="button"
              aria-label={spot.title}
              aria-expanded={expanded}
              aria-controls={expanded ? `${ids}-popover` : undefined}
              onClick={() => setOpenSpot(expanded ? null : index)}
              style={{ left: `${spot.x}%`, top: `${spot.y}%` }}
              className="absolute z-10 grid size-8 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-white text-brand-ink shadow-lg ring-4 ring-white/50 transition hover:scale-110 motion-reduce:transition-none"
            >
              <PlusIcon aria-hidden="true" className={`size-5 transition ${expanded ? 'rotate-45' : ''}`} />
            </button>
          );
        })}
        {open && openSpot !== null && (
          <div
            ref={popover}
            id={`${ids}-popover`}
            role="dialog"
            aria-labelledby={`${ids}-popover-title`}
            tabIndex={-1}
            style={{ ...popoverPosition(open.x, open.y), width: 240 }}
            className="absolute z-20 rounded-site bg-white p-3 text-left text-sm text-gray-900 shadow-xl focus:outline-none"
          >
            <div className="flex items-start justify-between gap-2">
              <p id={`${ids}-popover-title`} className="font-bold">
                {open.title}
              </p>
              <button
                type="button"
                onClick={closeSpot}
                aria-label="Close"
                className="-m-1 grid size-7 shrink-0 place-items-center rounded-full hover:bg-surface"
              >
                <XIcon aria-hidden="true" className="size-4" />
              </button>
            </div>
            <p className="mt-1 text-gray-700">{open.description}</p>
          </div>
        )}
      </div>
      <p id={`${ids}-help`} className="sr-only">
        Drag, or use the left and right arrow keys, to turn the view.
      </p>
      <p className="sr-only" aria-live="polite">
        {spoken}
      </p>
      {!dragged && (
        <p className="pointer-events-none absolute bottom-3 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 whitespace-nowrap rounded-full bg-black/70 px-3 py-1.5 text-sm font-semibold text-white">
          <HandIcon aria-hidden="true" className="size-4" />
          {SPIN_HINT}
        </p>
      )}
    </div>
  );
}

/**
 * Requests every frame as soon as the viewer mounts (AF §7: spin images preloaded), so turning never
 * waits on the network; true once all have loaded or failed. A frame that fails is logged only (AF §8):
 * the viewer shows what it has and no error.
 */
function usePreloadedFrames(frames: readonly string[]): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(false);
    let pending = frames.length;
    let live = true;
    const settle = () => {
      pending -= 1;
      if (pending === 0 && live) setReady(true);
    };
    const images = frames.map((src) => {
      const image = new Image();
      image.onload = settle;
      image.onerror = () => {
        console.error(`Spin image failed to load: ${src}`);
        settle();
      };
      image.src = src;
      return image;
    });
    return () => {
      live = false;
      for (const image of images) {
        image.onload = null;
        image.onerror = null;
      }
    };
  }, [frames]);
  return ready;
}
