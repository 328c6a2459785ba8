import { useEffect, useRef } from 'react';
import { Carousel, CarouselArrow, CarouselRow, CarouselSlide } from '@/ui/carousel';
import { PlayIcon } from '@/ui/icons/play';
import {
  loadsEagerly,
  photoNumbers,
  preloadsImage,
  SLIDE_DURATION_MS,
  type Slide,
  slideCounter,
} from '../../media-rules';
import { FocusRing } from './focus-ring';
import { MediaImage } from './media-image';
import { LiteVideo } from './video-embed';

/** Inline the media column is the page's left two thirds (~780 px in the 1200 px container). */
const INLINE_SIZES = '(min-width: 1200px) 780px, (min-width: 992px) 66vw, 100vw';

const arrow =
  'absolute top-1/2 size-10 -translate-y-1/2 rounded-full bg-white/90 text-gray-900 shadow-md transition hover:bg-white';

type SliderProps = {
  slides: readonly Slide[];
  index: number;
  onIndexChange: (index: number) => void;
  carName: string;
  fullscreen: boolean;
};

/**
 * The gallery (SV §4): slides side by side, moved 300 ms at a time by the arrows, a touch swipe or the
 * arrow keys, wrapping around, with a '3 / 12' counter. The video slide shows a poster (the first
 * photo) until played. Fills its positioned box.
 */
export function ImageSlider({ slides, index, onIndexChange, carName, fullscreen }: SliderProps) {
  const count = slides.length;
  const images = slides.filter((slide) => slide.kind === 'image');
  const photos = photoNumbers(slides);
  const sizes = fullscreen ? '100vw' : INLINE_SIZES;
  const fit = fullscreen ? 'contain' : 'cover';

  if (count === 0) {
    return (
      <p className="absolute inset-0 grid place-items-center text-sm font-semibold text-gray-600">
        Photos coming soon
      </p>
    );
  }

  return (
    <Carousel
      label={`${carName} photos`}
      count={count}
      index={index}
      onIndexChange={onIndexChange}
      loop
      className="group/carousel absolute inset-0 focus-visible:outline-none"
    >
      <CarouselRow durationMs={SLIDE_DURATION_MS} className="h-full">
        {slides.map((slide, i) => {
          const eager = loadsEagerly(i, index, count);
          return (
            <CarouselSlide key={i} index={i} className="relative h-full">
              {(current) =>
                slide.kind === 'image' ? (
                  <MediaImage
                    src={slide.image}
                    alt={`${carName}, photo ${photos[i]} of ${images.length}`}
                    sizes={sizes}
                    preload={preloadsImage(photos[i] - 1)}
                    first={i === 0}
                    eager={eager}
                    fit={fit}
                  />
                ) : (
                  <LiteVideo
                    src={slide.url}
                    title={`${carName} video`}
                    active={current}
                    poster={
                      images[0] && eager ? (
                        <MediaImage src={images[0].image} alt="" sizes={sizes} eager fit={fit} />
                      ) : null
                    }
                  />
                )
              }
            </CarouselSlide>
          );
        })}
      </CarouselRow>

      <FocusRing group="carousel" />
      {count > 1 && (
        <>
          <CarouselArrow direction="previous" className={`${arrow} left-3`} />
          <CarouselArrow direction="next" className={`${arrow} right-3`} />
          <p
            aria-live="polite"
            className="pointer-events-none absolute bottom-3 right-3 rounded-full bg-black/70 px-2.5 py-1 text-xs font-semibold tabular-nums text-white"
          >
            <span className="sr-only">Slide </span>
            {slideCounter(index, count)}
          </p>
        </>
      )}
    </Carousel>
  );
}

type ThumbnailProps = {
  slides: readonly Slide[];
  index: number;
  onSelect: (index: number) => void;
  fullscreen: boolean;
};

/** The thumbnail strip under the gallery (shown for more than 3 images): a click shows that slide. */
export function Thumbnails({ slides, index, onSelect, fullscreen }: ThumbnailProps) {
  const strip = useRef<HTMLUListElement>(null);
  const firstImage = slides.find((slide) => slide.kind === 'image');
  const photos = photoNumbers(slides);

  // Keep the current thumbnail in view by scrolling the strip only: scrollIntoView would scroll the page.
  useEffect(() => {
    const list = strip.current;
    const item = list?.children[index] as HTMLElement | undefined;
    if (!list || !item) return;
    const left = item.offsetLeft - (list.clientWidth - item.offsetWidth) / 2;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollTo({ left, behavior: smooth ? 'smooth' : 'auto' });
  }, [index]);

  return (
    <ul
      ref={strip}
      aria-label="Thumbnails"
      className="relative mt-2 flex gap-2 overflow-x-auto px-0.5 py-1 [scrollbar-width:thin]"
    >
      {slides.map((slide, i) => {
        const current = i === index;
        const thumb = slide.kind === 'image' ? slide.thumb : firstImage?.thumb;
        return (
          <li key={i} className="shrink-0">
            <button
              type="button"
              onClick={() => onSelect(i)}
              aria-label={slide.kind === 'image' ? `Show photo ${photos[i]}` : 'Show video'}
              aria-current={current ? 'true' : undefined}
              className={`relative block h-14 w-21 overflow-hidden rounded-site bg-surface transition sm:h-16 sm:w-24 ${
                current
                  ? `ring-2 ring-offset-2 ${fullscreen ? 'ring-white ring-offset-black' : 'ring-brand'}`
                  : 'opacity-70 hover:opacity-100'
              }`}
            >
              {thumb && <MediaImage src={thumb} alt="" sizes="96px" quality={60} />}
              {slide.kind === 'video' && (
                <span
                  aria-hidden="true"
                  className="absolute inset-0 grid place-items-center bg-black/45 text-white"
                >
                  <PlayIcon className="size-6 fill-current" />
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
