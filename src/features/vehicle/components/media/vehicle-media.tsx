'use client';
import { type ReactNode, useRef, useState } from 'react';
import { Dialog } from '@/ui/dialog';
import { type Hotspot, slides as toSlides } from '../../display-rules';
import { initialView, type MediaView, mediaViews, videoEmbedSrc } from '../../media-rules';
import { MediaStage } from './media-stage';

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

/**
 * Page block 1 (SV §2, §4; AF §2): the exterior spin, the image gallery (video as slide 2, thumbnails
 * above 3 images) and the interior spin, switched by the 'Spin' / 'Images' / 'Interior' tabs, with the tag
 * on top and a full-screen mode: a full-screen dialog showing the same view, slide and spin frame, its
 * 'Exit full screen' button focused. Keeps a 3:2 box inline so nothing shifts while images load.
 */
export function VehicleMedia({ carName, images, videoUrl, spin, startView, tag }: VehicleMediaProps) {
  const slides = toSlides(images, videoEmbedSrc(videoUrl));
  const views = mediaViews(spin, slides.length);
  const [view, setView] = useState<MediaView>(() => initialView(startView, views));
  const [slide, setSlide] = useState(0);
  const [open, setOpen] = useState(false);
  // Where the spin was left, so the other stage picks it up there; a new view starts afresh.
  const spinFrame = useRef<number | null>(null);
  const exit = useRef<HTMLButtonElement>(null);

  const stage = {
    carName,
    images,
    spin,
    tag,
    slides,
    views,
    view,
    onViewChange: (next: MediaView) => {
      spinFrame.current = null;
      setView(next);
    },
    slide,
    onSlideChange: setSlide,
    spinFrame: spinFrame.current,
    onSpinFrame: (frame: number) => {
      spinFrame.current = frame;
    },
  };

  return (
    <div className="relative">
      <MediaStage {...stage} fullscreen={false} live={!open} onFullscreen={() => setOpen(true)} />
      <Dialog
        variant="fullscreen"
        open={open}
        onClose={() => setOpen(false)}
        label={`${carName}, full screen`}
        initialFocus={exit}
        className="[&_:focus-visible]:outline-white"
      >
        {open && (
          <MediaStage {...stage} fullscreen live buttonRef={exit} onFullscreen={() => setOpen(false)} />
        )}
      </Dialog>
    </div>
  );
}
