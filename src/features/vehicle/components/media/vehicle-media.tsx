'use client';
import { Armchair, Images, Rotate3d } from 'lucide-react';
import dynamic from 'next/dynamic';
import { type ReactNode, useRef, useState } from 'react';
import {
  type Hotspot,
  initialView,
  type MediaView,
  mediaViews,
  showsThumbnails,
  slides as toSlides,
  VIEW_LABELS,
  videoEmbedSrc,
} from '../../media-rules';
import { FullscreenButton, useFullscreen } from './fullscreen';
import { ImageSlider, Thumbnails } from './image-slider';

// Its own chunk, fetched only when a spin view is shown (AF §7: a lazy-loaded 360-degree viewer). It
// needs the browser (Image, matchMedia, pointer capture), so it is not rendered on the server; the
// first frame stands in for it until it arrives.
const SpinViewer = dynamic(() => import('./spin-viewer').then((m) => m.SpinViewer), { ssr: false });

export type VehicleMediaProps = {
  /** Names the photos, the viewers and the video: e.g. '2021 Toyota RAV4 GX'. */
  carName: string;
  /** Local '/media/…' paths (resized by next/image) or a feed's outside URLs. */
  images: { image: string; thumb: string }[];
  /** An embeddable address (https://www.youtube.com/embed/ID) or null. */
  videoUrl: string | null;
  spin: {
    /** 36 frames, 10° apart. */
    exterior: string[];
    /** May be empty: then there is no Interior view. */
    interior: string[];
    hotspots: { exterior: Hotspot[]; interior: Hotspot[] } | null;
  } | null;
  /** The site's start view: most start on the spinner, one dealer on the gallery (AF §2). */
  startView: 'spinner' | 'gallery';
  /** The card's tag badge, drawn over the top left of the media. */
  tag?: ReactNode;
};

const VIEW_ICONS = { spinner: Rotate3d, gallery: Images, interior: Armchair } as const;

/**
 * Page block 1 (SV §2, §4; AF §2): the exterior spin, the image gallery (video as slide 2, thumbnails
 * above 3 images) and the interior spin, switched by 'Spin' / 'Images' / 'Interior', with the tag on top
 * and a full-screen mode. Keeps a 3:2 box inline so nothing shifts while images load.
 */
export function VehicleMedia({ carName, images, videoUrl, spin, startView, tag }: VehicleMediaProps) {
  const slides = toSlides(images, videoEmbedSrc(videoUrl));
  const views = mediaViews(spin, slides.length);
  const [view, setView] = useState<MediaView>(() => initialView(startView, views));
  const [slide, setSlide] = useState(0);
  const container = useRef<HTMLDivElement>(null);
  const closer = useRef<HTMLButtonElement>(null);
  const fullscreen = useFullscreen(container, closer);
  const open = fullscreen.open;
  const fit = open ? 'contain' : 'cover';
  const interior = view === 'interior';
  const frames = view === 'gallery' ? null : interior ? spin?.interior : spin?.exterior;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the full-screen dialog's keys (Escape, Tab kept inside); does nothing while closed
    <div
      ref={container}
      {...(open ? { role: 'dialog', 'aria-modal': true, 'aria-label': `${carName}, full screen` } : {})}
      onKeyDown={fullscreen.onKeyDown}
      className={
        open
          ? 'fixed inset-0 z-50 flex flex-col bg-black p-2 text-white sm:p-4 [&_:focus-visible]:outline-white'
          : 'relative'
      }
    >
      <div
        className={`relative overflow-hidden ${open ? 'min-h-0 flex-1' : 'aspect-[3/2] rounded-site bg-surface'}`}
      >
        {view === 'gallery' ? (
          <ImageSlider
            slides={slides}
            index={slide}
            onIndexChange={setSlide}
            carName={carName}
            fullscreen={open}
          />
        ) : frames && frames.length > 0 ? (
          <>
            {/* Stands in (and is the page's first paint) until the viewer's code has loaded. */}
            {/* biome-ignore lint/performance/noImgElement: the same static URL the viewer preloads, so it is fetched once */}
            <img
              src={frames[0]}
              alt=""
              fetchPriority="high"
              className={`absolute inset-0 h-full w-full ${open ? 'object-contain' : 'object-cover'}`}
            />
            <SpinViewer
              key={view}
              frames={frames}
              hotspots={(interior ? spin?.hotspots?.interior : spin?.hotspots?.exterior) ?? []}
              label={`${carName}, ${interior ? 'interior' : 'exterior'}`}
              fit={fit}
            />
          </>
        ) : null}
        {tag && <div className="pointer-events-none absolute left-3 top-3 z-10">{tag}</div>}
        {(view !== 'gallery' || slides.length > 0) && (
          <div className="absolute right-3 top-3 z-20">
            <FullscreenButton ref={closer} open={open} onClick={open ? fullscreen.exit : fullscreen.enter} />
          </div>
        )}
      </div>

      {view === 'gallery' && showsThumbnails(images.length) && (
        <Thumbnails slides={slides} index={slide} onSelect={setSlide} fullscreen={open} />
      )}

      {views.length > 1 && (
        <fieldset className="mt-3 flex min-w-0 flex-wrap justify-center gap-2">
          <legend className="sr-only">Media views</legend>
          {views.map((item) => {
            const Icon = VIEW_ICONS[item];
            const pressed = item === view;
            const tone = pressed
              ? open
                ? 'bg-white text-gray-900'
                : 'bg-brand text-brand-contrast'
              : open
                ? 'border border-white/40 text-white hover:bg-white/10'
                : 'border border-black/15 text-ink hover:bg-surface';
            return (
              <button
                key={item}
                type="button"
                aria-pressed={pressed}
                onClick={() => setView(item)}
                className={`inline-flex min-h-10 items-center gap-1.5 rounded-full px-4 text-sm font-bold transition ${tone}`}
              >
                <Icon aria-hidden="true" className="size-4" />
                {VIEW_LABELS[item]}
              </button>
            );
          })}
        </fieldset>
      )}
    </div>
  );
}
