import 'server-only';
import type { Db } from '@/db/client';
import { feedPhotoState } from '@/inventory/feed-photos';
import { listedKinds } from '@/lib/photos/photo-rules';
import { readablePhotoFormats } from '@/lib/photos/prepare';
import { carPhotos } from '../photos/car-photos';
import type { StockViewer } from '../stock/stock-list';
import { ConsoleSection } from './console-frame';
import { PhotoManager } from './photo-manager';

// A car's "Photos" on its console page: a manager's uploads and order (PhotoManager); anyone else who
// reads the stock sees the photos in their order. Above them, the photos its feed named that are still
// being fetched, and those that could not be, with why.

export async function PhotoSection({
  db,
  viewer,
  site,
  car,
  title,
  canEdit,
}: {
  db: Db;
  viewer: StockViewer;
  site: string;
  car: number;
  /** The car's title, which each photo's text alternative names. */
  title: string;
  canEdit: boolean;
}) {
  const listed = await carPhotos(db, viewer, car);
  const photos = listed ?? [];
  const feed = listed ? await feedPhotoState(db, car) : { waiting: 0, failed: [] };
  const kinds = readablePhotoFormats();
  return (
    <ConsoleSection title="Photos" className="mt-4">
      {feed.waiting > 0 ? (
        <p className="mb-3">
          {feed.waiting === 1 ? '1 photo' : `${feed.waiting} photos`} the feed named{' '}
          {feed.waiting === 1 ? 'is' : 'are'} being fetched: each shows here and on the site once it is ready.
        </p>
      ) : null}
      {feed.failed.length > 0 ? (
        <div className="mb-3 rounded-site border border-red-700 p-3">
          <p className="font-semibold">
            {feed.failed.length === 1 ? '1 photo' : `${feed.failed.length} photos`} the feed named could not
            be fetched. The feed’s next run tries again.
          </p>
          <ul className="mt-2 space-y-1 text-sm">
            {feed.failed.map(({ url, reason }) => (
              <li key={url} className="break-words [overflow-wrap:anywhere]">
                <span className="font-mono">{url}</span>: {reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {canEdit ? (
        <PhotoManager
          site={site}
          car={car}
          title={title}
          initial={photos}
          accept={kinds.accept}
          kinds={listedKinds(kinds.names)}
        />
      ) : photos.length === 0 ? (
        <p>No photos yet. A manager adds them.</p>
      ) : (
        <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6">
          {photos.map((photo, index) => (
            <li key={`${photo.image}-${index}`} className="relative">
              {/* biome-ignore lint/performance/noImgElement: a thumbnail from the media store, already sized */}
              <img
                src={photo.thumb}
                alt={`${title}, ${index + 1} of ${photos.length}`}
                width={160}
                height={107}
                loading="lazy"
                className="aspect-[3/2] w-full rounded-site bg-surface object-cover"
              />
              {index === 0 && (
                <span className="absolute left-1 top-1 rounded-sm bg-brand px-1.5 text-xs font-bold text-brand-contrast">
                  Cover
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
    </ConsoleSection>
  );
}
