// Pure rules of the vehicle page's media block (SV §2 block 1, §4; AF §2 "Spin viewer", §9): which
// views exist and which one starts, the slides (the video second) and thumbnails, spin keys, the slide
// counter, which slides load eagerly, spin dragging and auto-rotate, hotspot popover placement and the
// video embed address. No I/O, no React, no DOM.

import type { CarImage, Hotspots } from '@/db/json-types';
import { wrapIndex } from '@/lib/carousel-steps';
import { isBlankValue } from './blank-value-rules';

/** The three views of the media block (AF §2): exterior 360, the image gallery, interior 360. */
export type MediaView = 'spinner' | 'gallery' | 'interior';

/** The control row's labels, in the order the buttons appear (AF §2: 'Spin', 'Images', 'Interior'). */
export const VIEW_LABELS: Record<MediaView, string> = {
  spinner: 'Spin',
  gallery: 'Images',
  interior: 'Interior',
};
export const SPIN_HINT = 'Swipe to spin';
export const FULL_SCREEN_LABEL = 'Full screen';
export const EXIT_FULL_SCREEN_LABEL = 'Exit full screen';

/** A spin needs at least two frames to turn: one frame is just a photo. */
export const MIN_SPIN_FRAMES = 2;
type SpinFrames = { exterior: readonly string[]; interior: readonly string[] } | null | undefined;

/**
 * The views on offer, in control-row order: Spin when the exterior spin has 2+ frames, Images when
 * there is a slide (or nothing else to show, so the block always has a view), Interior when the interior
 * spin has 2+ frames. E.g. no spin → ['gallery']; a spin without interior or images → ['spinner'].
 */
export function mediaViews(spin: SpinFrames, slideCount: number): MediaView[] {
  const exterior = (spin?.exterior.length ?? 0) >= MIN_SPIN_FRAMES;
  const interior = (spin?.interior.length ?? 0) >= MIN_SPIN_FRAMES;
  const views: MediaView[] = [];
  if (exterior) views.push('spinner');
  if (slideCount > 0 || (!exterior && !interior)) views.push('gallery');
  if (interior) views.push('interior');
  return views;
}

/**
 * The view shown first: the site's start view when the car offers it ('spinner' on most sites,
 * 'gallery' on one), else the first view on offer (a car without a spin starts on the gallery).
 */
export function initialView(start: 'spinner' | 'gallery', views: readonly MediaView[]): MediaView {
  return views.includes(start) ? start : (views[0] ?? 'gallery');
}

/**
 * The spin frame a key turns to, or null: ArrowRight one frame forward (as dragging right does),
 * ArrowLeft one back, wrapping (36 frames: 35 → 0, 0 → 35).
 */
export function frameAfterKey(frame: number, key: string, count: number): number | null {
  if (!(count > 0)) return null;
  if (key === 'ArrowRight') return wrapIndex(frame + 1, count);
  if (key === 'ArrowLeft') return wrapIndex(frame - 1, count);
  return null;
}

/** Each slide's photo number (1-based), 0 for the video: [image, video, image] → [1, 0, 2]. */
export function photoNumbers(slides: readonly { kind: 'image' | 'video' }[]): number[] {
  let photo = 0;
  return slides.map((slide) => (slide.kind === 'image' ? ++photo : 0));
}

/** The slide counter: index 2 of 12 → '3 / 12'. */
export function slideCounter(index: number, count: number): string {
  return `${wrapIndex(index, count) + 1} / ${count}`;
}

/**
 * Whether a slide loads now rather than lazily: the current one and its neighbours (wrapping, as the
 * arrows do), so the next slide is ready before it slides in. The first two images are preloaded on
 * top of this (preloadsImage).
 */
export function loadsEagerly(slideIndex: number, current: number, count: number): boolean {
  if (!(count > 0)) return false;
  const distance = Math.abs(wrapIndex(slideIndex, count) - wrapIndex(current, count));
  return Math.min(distance, count - distance) <= 1;
}

/** The angle a frame shows, for screen readers: frame 9 of 36 → 90 (degrees). */
export function frameAngle(frame: number, count: number): number {
  if (!(count > 0)) return 0;
  return Math.round((wrapIndex(frame, count) * 360) / count) % 360;
}

/** A hotspot's popover is this wide: it fits any phone frame (320 px and up) with its margins. */
export const POPOVER_WIDTH_PX = 240;
/** From the hotspot's centre to the popover (clears the 32 px marker), and from the frame's sides. */
const POPOVER_GAP_PX = 20;
const POPOVER_MARGIN_PX = 8;

/**
 * Where a hotspot's popover sits inside the frame (CSS offsets for an absolutely positioned box):
 * centred under or over the hotspot and clamped between the frame's sides, so a hotspot near an edge
 * still gets a whole popover at 375 px; below hotspots in the upper half (y ≤ 50 %), above lower ones.
 * E.g. (30, 40) → left 'clamp(8px, calc(30% - 120px), calc(100% - 248px))', top 'calc(40% + 20px)'.
 */
export function popoverPosition(x: number, y: number): { left: string; top?: string; bottom?: string } {
  const left = `clamp(${POPOVER_MARGIN_PX}px, calc(${x}% - ${POPOVER_WIDTH_PX / 2}px), calc(100% - ${
    POPOVER_WIDTH_PX + POPOVER_MARGIN_PX
  }px))`;
  return y > 50
    ? { left, bottom: `calc(${100 - y}% + ${POPOVER_GAP_PX}px)` }
    : { left, top: `calc(${y}% + ${POPOVER_GAP_PX}px)` };
}

/** Served by our media route (next/image may optimise it); anything else is an outside URL. */
export function isLocalMedia(src: string): boolean {
  return src.startsWith('/media/');
}

/**
 * The address to put in the video iframe, or null when there is nothing safe to embed. Feeds mostly
 * send embed links (https://www.youtube.com/embed/ID) but some send watch or share links, which refuse
 * to load in a frame, so those become embed links: youtube.com/watch?v=ID, youtu.be/ID and
 * youtube.com/shorts/ID → youtube.com/embed/ID; vimeo.com/123 → player.vimeo.com/video/123. Only
 * http(s) addresses pass: a javascript: or data: URL must never reach an iframe.
 */
export function videoEmbedSrc(url: string | null | undefined): string | null {
  const text = (url ?? '').trim();
  if (!text) return null;
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  const id = (value: string | null | undefined) => (value && /^[\w-]{6,}$/.test(value) ? value : null);
  if (host === 'youtube.com') {
    const watch = parsed.pathname === '/watch' ? id(parsed.searchParams.get('v')) : null;
    const shorts = /^\/shorts\/([^/]+)/.exec(parsed.pathname);
    const video = watch ?? id(shorts?.[1]);
    if (video) return `https://www.youtube.com/embed/${video}`;
  }
  if (host === 'youtu.be') {
    const video = id(parsed.pathname.slice(1).split('/')[0]);
    if (video) return `https://www.youtube.com/embed/${video}`;
  }
  if (host === 'vimeo.com') {
    const video = /^\/(\d+)/.exec(parsed.pathname)?.[1];
    if (video) return `https://player.vimeo.com/video/${video}`;
  }
  return parsed.toString();
}

/**
 * The embed address with autoplay on: the iframe only exists once the visitor pressed play, so it
 * should start at once rather than ask for a second click. Keeps any query and fragment:
 * 'https://www.youtube.com/embed/ID?rel=0' → '…/embed/ID?rel=0&autoplay=1'.
 */
export function autoplaySrc(src: string): string {
  try {
    const url = new URL(src);
    url.searchParams.set('autoplay', '1');
    return url.toString();
  } catch {
    return src;
  }
}

// ── Slides and the spin viewer (SV §4, §9; AF §2, §9) ──────────────────────────────────────────

/** Thumbnails only with MORE than 3 images (3 → none, 4 → thumbnails). */
export const THUMBNAILS_ABOVE = 3;
/** The first 2 images are preloaded. */
export const PRELOAD_IMAGES = 2;
/** The video, when there is one, is slide 2. */
export const VIDEO_SLIDE_POSITION = 2;

export type Slide = { kind: 'image'; image: string; thumb: string } | { kind: 'video'; url: string };

/** The car's video: video_url, else external_video_url; blank ones count as none. */
export function carVideoUrl(car: {
  videoUrl?: string | null;
  externalVideoUrl?: string | null;
}): string | null {
  if (!isBlankValue(car.videoUrl)) return (car.videoUrl as string).trim();
  if (!isBlankValue(car.externalVideoUrl)) return (car.externalVideoUrl as string).trim();
  return null;
}

/**
 * The slider's slides (SV §4): the images in order with the video inserted as the second slide
 * ([img1, video, img2, …]); with no images the video is the only slide.
 */
export function slides(images: readonly CarImage[], videoUrl?: string | null): Slide[] {
  const out: Slide[] = images.map((i) => ({ kind: 'image', image: i.image, thumb: i.thumb }));
  if (!isBlankValue(videoUrl)) {
    out.splice(Math.min(VIDEO_SLIDE_POSITION - 1, out.length), 0, {
      kind: 'video',
      url: (videoUrl as string).trim(),
    });
  }
  return out;
}

export function showsThumbnails(imageCount: number): boolean {
  return imageCount > THUMBNAILS_ABOVE;
}

/** Whether image `index` (0-based) is preloaded: 0 and 1 yes, 2 no. */
export function preloadsImage(index: number): boolean {
  return index >= 0 && index < PRELOAD_IMAGES;
}

/** One frame per 20 px of drag (AF §9). */
export const SPIN_SENSITIVITY_PX = 20;
/** Auto-rotate advances a frame every 100 ms. */
export const SPIN_AUTOROTATE_MS = 100;
/** Gallery slides take 300 ms. */
export const SLIDE_DURATION_MS = 300;

/**
 * The frame after dragging dx pixels from startFrame: one frame per whole 20 px, toward zero (19 px
 * moves nothing, 20 px one frame, −20 px one back), dragging right turns forward, wrapping around
 * (36 frames: frame 35 + 1 → 0, frame 0 − 1 → 35).
 */
export function frameAfterDrag(startFrame: number, dx: number, frameCount: number): number {
  if (!(frameCount > 0)) return 0;
  const steps = Math.trunc(dx / SPIN_SENSITIVITY_PX);
  return mod(Math.trunc(startFrame) + (Number.isFinite(steps) ? steps : 0), frameCount);
}

/**
 * The frames auto-rotate shows, one per tick, stopping after one full turn (AF §2): from frame 0 of
 * 36 that is [1, 2, …, 35, 0], 36 steps, ending where it began. Nothing for 0 or 1 frames.
 */
export function autoRotateFrames(frameCount: number, startFrame = 0): number[] {
  if (!(frameCount > 1)) return [];
  return Array.from({ length: frameCount }, (_, i) => mod(startFrame + i + 1, frameCount));
}

export type Hotspot = Hotspots['exterior'][number];

/** The hotspots drawn on a frame: those whose angle is that frame. */
export function hotspotsForFrame(hotspots: readonly Hotspot[] | null | undefined, frame: number): Hotspot[] {
  return (hotspots ?? []).filter((h) => h.angle === frame);
}

function mod(n: number, m: number): number {
  return ((n % m) + m) % m;
}
