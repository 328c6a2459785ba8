'use client';
import { lazy, type ReactNode, type Ref } from 'react';
import { Deferred } from '@/ui/deferred';
import { ArmchairIcon } from '@/ui/icons/armchair';
import { ImagesIcon } from '@/ui/icons/images';
import { Rotate3dIcon } from '@/ui/icons/rotate-3d';
import { Tab, TabList, TabPanel, Tabs } from '@/ui/tabs';
import { type Hotspot, type MediaView, type Slide, showsThumbnails, VIEW_LABELS } from '../../media-rules';
import { FullscreenButton } from './fullscreen-button';
import { ImageSlider, Thumbnails } from './image-slider';

// Its own chunk, fetched only when a spin view is shown (AF §7: a lazy-loaded 360-degree viewer). It
// needs the browser (Image, matchMedia, pointer capture), so it is not rendered on the server; the
// first frame stands in for it until it arrives.
const SpinViewer = lazy(() => import('./spin-viewer').then((m) => ({ default: m.SpinViewer })));

const VIEW_ICONS = { spinner: Rotate3dIcon, gallery: ImagesIcon, interior: ArmchairIcon } as const;

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

export type MediaStageProps = Pick<VehicleMediaProps, 'carName' | 'images' | 'spin' | 'tag'> & {
  slides: Slide[];
  views: MediaView[];
  view: MediaView;
  onViewChange: (view: MediaView) => void;
  slide: number;
  onSlideChange: (slide: number) => void;
  /** The spin's frame to start from (the frame it was left at in the other stage), or null: from the start. */
  spinFrame: number | null;
  onSpinFrame: (frame: number) => void;
  /** In the full-screen dialog, or inline on the page. */
  fullscreen: boolean;
  /** False for the inline stage while the full screen shows: it keeps its place and its button only. */
  live: boolean;
  onFullscreen: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
};

/** The media as it shows inline or full screen: the viewer or gallery, its thumbnails and the view tabs. */
export function MediaStage(props: MediaStageProps) {
  const { carName, images, spin, view, fullscreen, live } = props;
  const interior = view === 'interior';
  const frames = view === 'gallery' ? null : interior ? spin?.interior : spin?.exterior;
  const stage = (
    <>
      <div
        className={`relative overflow-hidden ${fullscreen ? 'min-h-0 flex-1' : 'aspect-[3/2] rounded-site bg-surface'}`}
      >
        {view === 'gallery' ? (
          live && (
            <ImageSlider
              slides={props.slides}
              index={props.slide}
              onIndexChange={props.onSlideChange}
              carName={carName}
              fullscreen={fullscreen}
            />
          )
        ) : frames && frames.length > 0 ? (
          <>
            {/* Stands in (and is the page's first paint) until the viewer's code has loaded. */}
            {/* biome-ignore lint/performance/noImgElement: the same static URL the viewer preloads, so it is fetched once */}
            <img
              src={frames[0]}
              alt=""
              fetchPriority="high"
              className={`absolute inset-0 h-full w-full ${fullscreen ? 'object-contain' : 'object-cover'}`}
            />
            {live && (
              <Deferred fallback={null}>
                <SpinViewer
                  key={view}
                  frames={frames}
                  hotspots={(interior ? spin?.hotspots?.interior : spin?.hotspots?.exterior) ?? []}
                  label={`${carName}, ${interior ? 'interior' : 'exterior'}`}
                  fit={fullscreen ? 'contain' : 'cover'}
                  startFrame={props.spinFrame}
                  onFrameChange={props.onSpinFrame}
                />
              </Deferred>
            )}
          </>
        ) : null}
        {props.tag && <div className="pointer-events-none absolute left-3 top-3 z-10">{props.tag}</div>}
        {(view !== 'gallery' || props.slides.length > 0) && (
          <div className="absolute right-3 top-3 z-20">
            <FullscreenButton ref={props.buttonRef} open={fullscreen} onClick={props.onFullscreen} />
          </div>
        )}
      </div>
      {view === 'gallery' && showsThumbnails(images.length) && (
        <Thumbnails
          slides={props.slides}
          index={props.slide}
          onSelect={props.onSlideChange}
          fullscreen={fullscreen}
        />
      )}
    </>
  );

  if (props.views.length < 2) return <Frame fullscreen={fullscreen}>{stage}</Frame>;
  return (
    <Tabs value={view} onValueChange={props.onViewChange}>
      <TabPanel value={view} className={fullscreen ? 'flex min-h-0 flex-1 flex-col' : undefined}>
        {stage}
      </TabPanel>
      <TabList label="Media views" className="mt-3 flex min-w-0 flex-wrap justify-center gap-2">
        {props.views.map((item) => {
          const Icon = VIEW_ICONS[item];
          return (
            <Tab key={item} value={item} className={(selected) => tabClass(selected, fullscreen)}>
              <Icon aria-hidden="true" className="size-4" />
              {VIEW_LABELS[item]}
            </Tab>
          );
        })}
      </TabList>
    </Tabs>
  );
}

function Frame({ fullscreen, children }: { fullscreen: boolean; children: ReactNode }) {
  return <div className={fullscreen ? 'flex min-h-0 flex-1 flex-col' : undefined}>{children}</div>;
}

function tabClass(selected: boolean, fullscreen: boolean): string {
  const tone = selected
    ? fullscreen
      ? 'bg-white text-gray-900'
      : 'bg-brand text-brand-contrast'
    : fullscreen
      ? 'border border-white/40 text-white hover:bg-white/10'
      : 'border border-black/15 text-ink hover:bg-surface';
  return `inline-flex min-h-10 items-center gap-1.5 rounded-full px-4 text-sm font-bold transition ${tone}`;
}
