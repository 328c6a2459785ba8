import { VideoIcon } from '@/ui/icons/video';
import { videoEmbedSrc } from '../../media-rules';
import { LiteVideo } from './video-embed';

type Props = {
  /** The car's video address (carVideoUrl): embed, watch or share links. */
  url: string;
  /** Names the player: e.g. '2021 Toyota RAV4 GX video'. */
  title: string;
};

/** Page block 5, 'Video': the car's video as a 16:9 lite embed; nothing when the address cannot be embedded. */
export function VideoBlock({ url, title }: Props) {
  const src = videoEmbedSrc(url);
  if (!src) return null;
  return (
    <section id="video" aria-labelledby="video-heading" className="vdp-section">
      <h2 id="video-heading" className="vdp-heading">
        Video
      </h2>
      <div className="relative aspect-video overflow-hidden rounded-site bg-gray-900">
        <LiteVideo
          src={src}
          title={title}
          poster={
            <span
              aria-hidden="true"
              className="absolute inset-0 flex items-end bg-linear-to-br from-gray-700 via-gray-900 to-black p-4 sm:p-6"
            >
              <span className="flex items-center gap-2 text-sm font-semibold text-white/90 sm:text-base">
                <VideoIcon className="size-5 shrink-0" />
                {title}
              </span>
            </span>
          }
        />
      </div>
    </section>
  );
}
