'use client';
import { useRef, useState } from 'react';
import { Dialog } from '@/ui/dialog';
import {
  initialView,
  type MediaView,
  mediaViews,
  slides as toSlides,
  videoEmbedSrc,
} from '../../media-rules';
import { MediaStage, type VehicleMediaProps } from './media-stage';

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
