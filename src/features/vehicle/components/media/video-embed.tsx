'use client';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { PlayIcon } from '@/ui/icons/play';
import { autoplaySrc } from '../../media-rules';
import { FocusRing } from './focus-ring';

type Props = {
  /** An embeddable http(s) address (videoEmbedSrc). */
  src: string;
  /** Names the iframe and the play button: e.g. '2021 Toyota RAV4 GX video'. */
  title: string;
  /** Drawn behind the play button: a local photo, never the provider's thumbnail. */
  poster?: ReactNode;
  /** False while the slide is out of view: the player is removed so it stops playing. */
  active?: boolean;
};

/**
 * A lite video embed filling its positioned box: a poster and a play button until pressed, then the
 * provider's iframe, autoplaying. Nothing is requested from the video provider before the click, which
 * keeps its ~1 MB of player script and its cookies off the page for visitors who never watch.
 */
export function LiteVideo({ src, title, poster, active = true }: Props) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (!active) setPlaying(false);
  }, [active]);

  // The play button is gone once pressed: keyboard focus moves on to the player that replaced it.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <iframe
        ref={frame}
        src={autoplaySrc(src)}
        title={title}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="absolute inset-0 h-full w-full border-0 bg-black"
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      aria-label={`Play video: ${title}`}
      className="group/video absolute inset-0 grid place-items-center overflow-hidden bg-gray-900 focus-visible:outline-none"
    >
      {poster}
      <span
        aria-hidden="true"
        className="absolute inset-0 bg-black/35 transition group-hover/video:bg-black/20"
      />
      <span
        aria-hidden="true"
        className="relative grid size-16 place-items-center rounded-full bg-white/95 text-gray-900 shadow-lg transition group-hover/video:scale-105 motion-reduce:transition-none sm:size-20"
      >
        <PlayIcon className="ml-1 size-7 fill-current sm:size-8" />
      </span>
      <FocusRing group="video" />
    </button>
  );
}
