'use client';

import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { getJson, sendJson } from '@/lib/api-client';
import { postFormData } from '@/lib/api-client-files';
import { apiPaths } from '@/lib/paths';
import { refusalMessage } from '@/lib/refusal-message';
import { LoaderCircleIcon } from '@/ui/icons/loader-circle';
import { XIcon } from '@/ui/icons/x';
import { MAX_PHOTOS, PHOTO_ACCEPT, PHOTO_MESSAGES, photoSizeRefusal } from '../photo-rules';

type Photo = { id: number; url: string; width: number; height: number };

const UPLOAD_FAILED = 'It could not be added. Please try again.';

/**
 * Photos of the shopper's car (optional): up to 10, each checked and resized by the platform. They go
 * with the valuation to the dealer, so the inspection is quicker and the offer firmer.
 */
export function ValuationPhotos({ valuationId }: { valuationId: string }) {
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [uploading, setUploading] = useState(0);
  const [errors, setErrors] = useState<string[]>([]);
  const inputId = useId();

  useEffect(() => {
    getJson<{ photos?: Photo[] }>(apiPaths.valuationPhotos(valuationId)).then((result) =>
      setPhotos((result.kind === 'ok' && result.body?.photos) || []),
    );
  }, [valuationId]);

  /** One file sent, or why it was refused, naming the file: of several chosen, the shopper knows which. */
  const upload = async (file: File): Promise<string | null> => {
    const tooLarge = photoSizeRefusal(file.size);
    // Refused here as the server would, before 12 MB cross a phone's connection for nothing.
    if (tooLarge) return `${file.name}: ${PHOTO_MESSAGES[tooLarge]}`;
    const form = new FormData();
    form.append('photo', file);
    const result = await postFormData<{ photo?: Photo }>(apiPaths.valuationPhotos(valuationId), form);
    const added = result.kind === 'ok' ? result.body?.photo : undefined;
    if (added) {
      setPhotos((list) => [...list, added]);
      return null;
    }
    return `${file.name}: ${result.kind === 'failed' ? UPLOAD_FAILED : refusalMessage(result.body, UPLOAD_FAILED)}`;
  };

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []).slice(0, MAX_PHOTOS - photos.length);
    event.target.value = '';
    setErrors([]);
    for (const file of files) {
      setUploading((n) => n + 1);
      const refused = await upload(file);
      setUploading((n) => n - 1);
      if (refused) setErrors((list) => (list.includes(refused) ? list : [...list, refused]));
    }
  };

  const remove = async (photo: Photo) => {
    const result = await sendJson(apiPaths.valuationPhoto(valuationId, photo.id), undefined, {
      method: 'DELETE',
    });
    if (result.kind === 'ok') setPhotos((list) => list.filter((p) => p.id !== photo.id));
    else setErrors(['That photo could not be removed. Please try again.']);
  };

  return (
    <section aria-labelledby={`${inputId}-heading`} className="rounded-site border border-black/10 p-4">
      <h3 id={`${inputId}-heading`} className="font-extrabold">
        Add photos of your car <span className="font-normal text-gray-700">(optional)</span>
      </h3>
      <p className="mt-1 text-sm text-gray-700">
        Up to {MAX_PHOTOS} photos: the outside from each corner, the interior, the odometer and any damage.
      </p>
      {photos.length > 0 && (
        <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5">
          {photos.map((photo, index) => (
            <li key={photo.id} className="relative">
              {/* The shopper's own upload, served privately: not for the image optimiser's shared cache. */}
              {/* biome-ignore lint/performance/noImgElement: see above */}
              <img
                src={photo.url}
                alt={`Your car, ${index + 1} of ${photos.length}`}
                width={photo.width}
                height={photo.height}
                className="aspect-square w-full rounded-site object-cover"
              />
              <button
                type="button"
                onClick={() => remove(photo)}
                aria-label={`Remove photo ${index + 1}`}
                className="absolute right-1 top-1 rounded-full bg-black/70 p-1 text-white hover:bg-black"
              >
                <XIcon aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {photos.length < MAX_PHOTOS && (
        <div className="mt-3">
          <label
            htmlFor={inputId}
            className="inline-flex cursor-pointer items-center gap-2 rounded-site border border-black/25 px-4 py-2 font-bold hover:bg-black/5 has-[:focus-visible]:ring-2"
          >
            {uploading > 0 && <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" />}
            Choose photos
            <input
              id={inputId}
              type="file"
              accept={PHOTO_ACCEPT}
              multiple
              onChange={add}
              className="sr-only"
            />
          </label>
        </div>
      )}
      <p aria-live="polite" className="sr-only">
        {uploading > 0 ? 'Uploading…' : `${photos.length} of ${MAX_PHOTOS} photos added.`}
      </p>
      {errors.length > 0 && (
        <div role="alert" className="mt-2 grid gap-1 text-sm font-semibold text-red-700">
          {errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
    </section>
  );
}
