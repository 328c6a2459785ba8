import Link from 'next/link';
import { Carousel, CarouselArrow, CarouselRow, CarouselSlide } from '@/ui/carousel';
import { StaticImage } from '@/ui/static-image';

/** A slide's size (AF §9: promo slider 540 by 1920): 1920 wide and 540 high, shown at that ratio. */
export const PROMO_SLIDE_WIDTH = 1920;
export const PROMO_SLIDE_HEIGHT = 540;

export type PromoSlide = {
  id: number;
  title: string;
  description: string | null;
  url: string | null;
  image: string | null;
  hideOverlay: boolean;
};

const arrow =
  'absolute top-1/2 size-10 -translate-y-1/2 rounded-full bg-white/90 text-gray-900 shadow-md hover:bg-white max-sm:size-8';

/**
 * The home page's promo slider: the site's active slide promos in order, on the shared carousel (arrows,
 * arrow keys, swipes; no movement for visitors who prefer reduced motion). A slide without an overlay
 * names its promo in the image's alt text; with one, the title and description sit over the image.
 * Without JavaScript the first slide shows, linked as usual.
 */
export function PromoSlider({ slides }: { slides: PromoSlide[] }) {
  return (
    <Carousel label="Offers" count={slides.length} loop className="relative bg-accent">
      <CarouselRow>
        {slides.map((slide, index) => (
          <CarouselSlide
            key={slide.id}
            index={index}
            label={`${index + 1} of ${slides.length}: ${slide.title}`}
          >
            <SlideBody slide={slide} first={index === 0} />
          </CarouselSlide>
        ))}
      </CarouselRow>
      {slides.length > 1 && (
        <>
          <CarouselArrow direction="previous" className={`${arrow} left-3`} />
          <CarouselArrow direction="next" className={`${arrow} right-3`} />
        </>
      )}
    </Carousel>
  );
}

function SlideBody({ slide, first }: { slide: PromoSlide; first: boolean }) {
  // A slide without an image always says what it is.
  const overlay = !slide.hideOverlay || !slide.image;
  const body = (
    <div className="relative aspect-[1920/540] w-full overflow-hidden" data-testid="promo-slide">
      {slide.image && (
        <StaticImage
          src={slide.image}
          alt={overlay ? '' : slide.title}
          width={PROMO_SLIDE_WIDTH}
          height={PROMO_SLIDE_HEIGHT}
          sizes="100vw"
          priority={first}
          className="size-full object-cover"
        />
      )}
      {overlay && (
        <div className="absolute inset-0 flex flex-col justify-end bg-gradient-to-t from-black/80 via-black/35 to-transparent px-14 pb-3 text-white sm:px-20 sm:pb-10">
          <p className="max-w-xl text-base font-extrabold leading-tight sm:text-3xl lg:text-4xl">
            {slide.title}
          </p>
          {slide.description && <p className="mt-2 max-w-xl max-sm:hidden">{slide.description}</p>}
        </div>
      )}
    </div>
  );
  return slide.url ? (
    <Link href={slide.url} className="block">
      {body}
    </Link>
  ) : (
    body
  );
}
