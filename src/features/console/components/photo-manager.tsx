'use client';

import { type ChangeEvent, type DragEvent, useId, useRef, useState } from 'react';
import type { CarImage } from '@/db/json-types';
import { MAX_CAR_PHOTOS } from '@/inventory/car-photo-names';
import { sendJson } from '@/lib/api-client';
import { postFormDataWithProgress } from '@/lib/api-client-files';
import { consoleApiPaths } from '@/lib/console-paths';
import { photoSizeRefusal } from '@/lib/photos/photo-rules';
import { refusalMessage } from '@/lib/refusal-message';
import { LoaderCircleIcon } from '@/ui/icons/loader-circle';
import { CAR_PHOTO_MESSAGES, type PhotoChange } from '../photos/photo-rules';
import { FAILED, formErrorClass } from './console-form';

// A manager's photos of a car: several uploaded at once (each with its progress), reordered by dragging
// or by each photo's buttons, one made the cover, one deleted after a second click. Every change is saved
// at once, made on the order shown; when a colleague changed the photos meanwhile the server's order is
// shown instead with a message, and the change can be made again.

type Upload = { key: number; name: string; sent: number; error?: string };
type Answer = { photos?: CarImage[] };

const buttonClass =
  'min-h-11 rounded-site border border-black/25 px-3 text-sm font-semibold hover:bg-black/5 disabled:opacity-50';

export function PhotoManager({
  site,
  car,
  title,
  initial,
  accept,
  kinds,
}: {
  site: string;
  car: number;
  /** The car's title, which each photo's text alternative names. */
  title: string;
  initial: CarImage[];
  /** The file input's `accept`, and the kinds it names: what this server's sharp decodes. */
  accept: string;
  kinds: string;
}) {
  const [photos, setPhotos] = useState(initial);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const inputId = useId();
  const path = `${consoleApiPaths.car(site, car)}/photos`;
  const uploading = uploads.some((upload) => upload.error === undefined);
  const busy = saving || uploading;

  /** Puts focus back on a photo's control after the list moved under it (or on the next one left). */
  const focusLater = (photo: string | null, action: string) =>
    requestAnimationFrame(() => {
      const item = [...(list.current?.children ?? [])].find(
        (li) => (li as HTMLElement).dataset.photo === photo,
      ) as HTMLElement | undefined;
      const target =
        item?.querySelector<HTMLElement>(`[data-action="${action}"]:not(:disabled)`) ??
        item?.querySelector<HTMLElement>('button:not(:disabled)') ??
        document.getElementById(inputId);
      target?.focus();
    });

  const change = async (edit: PhotoChange, said: (after: CarImage[]) => string) => {
    setSaving(true);
    setError(null);
    const result = await sendJson<Answer & { error?: string }>(
      path,
      { ...edit, seen: photos.map((p) => p.image) },
      { method: 'PUT' },
    );
    setSaving(false);
    setConfirming(null);
    if (result.kind === 'ok' && result.body?.photos) {
      setPhotos(result.body.photos);
      setAnnouncement(said(result.body.photos));
      return true;
    }
    if (result.kind === 'refused' && result.status === 409) {
      const now = (result.body as Answer | null)?.photos;
      if (now) setPhotos(now);
      setError(CAR_PHOTO_MESSAGES.changed);
    } else setError(result.kind === 'failed' ? FAILED : refusalMessage(result.body, FAILED));
    return false;
  };

  /** `action`: the control used, focused again after the move so it can be pressed again. */
  const move = async (photo: string, to: number, action: 'earlier' | 'later' | 'cover') => {
    if (to < 0 || to >= photos.length) return;
    const ok = await change({ op: 'move', photo, to }, (after) =>
      to === 0 ? 'The photo is now the cover.' : `The photo is now ${to + 1} of ${after.length}.`,
    );
    if (ok) focusLater(photo, action);
  };

  const remove = async (photo: string, index: number) => {
    const ok = await change(
      { op: 'remove', photo },
      (after) => `Photo deleted. ${after.length} ${after.length === 1 ? 'photo' : 'photos'} left.`,
    );
    if (ok) focusLater(photos[index + 1]?.image ?? photos[index - 1]?.image ?? null, 'delete');
  };

  const upload = async (file: File, key: number): Promise<boolean> => {
    const form = new FormData();
    form.append('photo', file);
    const result = await postFormDataWithProgress<Answer>(path, form, (sent) =>
      setUploads((all) => all.map((u) => (u.key === key ? { ...u, sent } : u))),
    );
    if (result.kind === 'ok' && result.body?.photos) {
      setPhotos(result.body.photos);
      setUploads((all) => all.filter((u) => u.key !== key));
      return true;
    }
    const message = result.kind === 'failed' ? FAILED : refusalMessage(result.body, FAILED);
    setUploads((all) => all.map((u) => (u.key === key ? { ...u, error: message } : u)));
    return false;
  };

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    setError(null);
    const room = MAX_CAR_PHOTOS - photos.length;
    const start = Date.now();
    let fitting = 0;
    // Refused here as the server would, each file named: one over 10 MB before it crosses a phone's
    // connection for nothing, and those beyond the car's limit.
    const queued: Upload[] = files.map((file, i) => {
      const upload = { key: start + i, name: file.name, sent: 0 };
      if (photoSizeRefusal(file.size)) return { ...upload, error: CAR_PHOTO_MESSAGES['too-large'] };
      if (fitting >= room) return { ...upload, error: CAR_PHOTO_MESSAGES['too-many'] };
      fitting += 1;
      return upload;
    });
    setUploads((all) => [...all.filter((u) => u.error === undefined), ...queued]);
    let added = 0;
    // One at a time: each answer is the car's whole list, in the order the files were chosen.
    for (const [i, file] of files.entries()) {
      if (queued[i].error === undefined && (await upload(file, queued[i].key))) added += 1;
    }
    if (added > 0) setAnnouncement(`${added} ${added === 1 ? 'photo' : 'photos'} added.`);
  };

  const drop = (event: DragEvent, to: number) => {
    event.preventDefault();
    const photo = dragged;
    setDragged(null);
    if (photo && !busy) void move(photo, to, 'earlier');
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-700">
        The first photo is the cover the site’s lists show. Up to {MAX_CAR_PHOTOS} photos ({kinds}, up to 10
        MB each); drag a photo, or use its buttons, to change the order.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={inputId}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-site bg-brand px-4 font-bold text-brand-contrast has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-offset-2"
        >
          {uploading && <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" />}
          Add photos
          <input
            id={inputId}
            type="file"
            accept={accept}
            multiple
            disabled={busy || photos.length >= MAX_CAR_PHOTOS}
            onChange={add}
            className="sr-only"
          />
        </label>
        <p className="text-sm">
          {photos.length} of {MAX_CAR_PHOTOS} photos
        </p>
      </div>
      {uploads.length > 0 && (
        <ul aria-label="Uploads" className="space-y-2">
          {uploads.map((u) => (
            <li key={u.key} className="text-sm">
              <p className="break-words font-semibold [overflow-wrap:anywhere]">{u.name}</p>
              {u.error === undefined ? (
                <progress
                  value={Math.round(u.sent * 100)}
                  max={100}
                  aria-label={`Uploading ${u.name}`}
                  className="h-2 w-full max-w-sm"
                />
              ) : (
                <p className="font-semibold text-red-800">{u.error}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className={formErrorClass}>
          {error}
        </p>
      )}
      {photos.length === 0 ? (
        <p>No photos yet: the site shows “Photos coming soon” until one is added.</p>
      ) : (
        <ol ref={list} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {photos.map((photo, index) => {
            const label = `Photo ${index + 1} of ${photos.length}`;
            return (
              <li
                key={`${photo.image}-${index}`}
                data-photo={photo.image}
                draggable={!busy}
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  // Firefox starts no drag without data.
                  event.dataTransfer.setData('text/plain', photo.image);
                  setDragged(photo.image);
                }}
                onDragEnd={() => setDragged(null)}
                onDragOver={(event) => {
                  if (dragged) event.preventDefault();
                }}
                onDrop={(event) => drop(event, index)}
                className={`flex gap-3 rounded-site border p-2 ${dragged === photo.image ? 'border-brand opacity-60' : 'border-black/10'} ${busy ? '' : 'cursor-grab'}`}
              >
                <div className="relative w-28 shrink-0 sm:w-32">
                  {/* biome-ignore lint/performance/noImgElement: a thumbnail from the media store, already sized */}
                  <img
                    src={photo.thumb}
                    alt={`${title}, ${index + 1} of ${photos.length}`}
                    width={128}
                    height={85}
                    draggable={false}
                    className="aspect-[3/2] w-full rounded-site bg-surface object-cover"
                  />
                  {index === 0 && (
                    <span className="absolute left-1 top-1 rounded-sm bg-brand px-1.5 text-xs font-bold text-brand-contrast">
                      Cover
                    </span>
                  )}
                </div>
                <div className="flex min-w-0 flex-1 flex-wrap content-start gap-2">
                  {confirming === photo.image ? (
                    <>
                      <p className="w-full text-sm font-semibold">Delete this photo from the car?</p>
                      <button
                        type="button"
                        data-action="confirm"
                        disabled={busy}
                        onClick={() => remove(photo.image, index)}
                        className="min-h-11 rounded-site bg-red-800 px-3 text-sm font-semibold text-white disabled:opacity-50"
                      >
                        Yes, delete
                      </button>
                      <button
                        type="button"
                        data-action="keep"
                        onClick={() => {
                          setConfirming(null);
                          focusLater(photo.image, 'delete');
                        }}
                        className={buttonClass}
                      >
                        Keep
                      </button>
                    </>
                  ) : (
                    <>
                      <button
                        type="button"
                        data-action="earlier"
                        disabled={busy || index === 0}
                        onClick={() => move(photo.image, index - 1, 'earlier')}
                        aria-label={`Move earlier: ${label}`}
                        className={buttonClass}
                      >
                        Move earlier
                      </button>
                      <button
                        type="button"
                        data-action="later"
                        disabled={busy || index === photos.length - 1}
                        onClick={() => move(photo.image, index + 1, 'later')}
                        aria-label={`Move later: ${label}`}
                        className={buttonClass}
                      >
                        Move later
                      </button>
                      {index > 0 && (
                        <button
                          type="button"
                          data-action="cover"
                          disabled={busy}
                          onClick={() => move(photo.image, 0, 'cover')}
                          aria-label={`Make cover: ${label}`}
                          className={buttonClass}
                        >
                          Make cover
                        </button>
                      )}
                      <button
                        type="button"
                        data-action="delete"
                        disabled={busy}
                        onClick={() => {
                          setConfirming(photo.image);
                          focusLater(photo.image, 'keep');
                        }}
                        aria-label={`Delete: ${label}`}
                        className="min-h-11 rounded-site border border-red-800 px-3 text-sm font-semibold text-red-900 disabled:opacity-50"
                      >
                        Delete
                      </button>
                    </>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
