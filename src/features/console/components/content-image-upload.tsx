'use client';

import { type ChangeEvent, useId, useState } from 'react';
import { postFormData } from '@/lib/api-client-files';
import { photoSizeRefusal } from '@/lib/photos/photo-rules';
import { contentImageMessage } from '../content/image-messages';
import { FAILED } from './console-form';

// An image for a page (or a site's logo, a location's photo), uploaded to the media storage (made upright, its metadata dropped, WebP) and handed
// back as its address on the site ('/media/content-images/…'), which the editor puts in the page.

const buttonClass =
  'inline-flex min-h-11 cursor-pointer items-center rounded-site border border-brand px-3 font-semibold text-brand focus-within:outline focus-within:outline-2 focus-within:outline-offset-2';

export function ContentImageUpload({
  to,
  fields = {},
  label,
  accept,
  kinds,
  onUploaded,
}: {
  /** The call that takes the upload: the content editor's, or Settings' (a logo, a location's photo). */
  to: string;
  /** The form's other fields, sent with the file ('purpose' for Settings). */
  fields?: Record<string, string>;
  label: string;
  /** The file input's `accept` and the kinds it names: what this server's sharp decodes. */
  accept: string;
  kinds: string[];
  onUploaded: (url: string, name: string) => void;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setMessage('');
    setError('');
    if (photoSizeRefusal(file.size)) {
      setError(contentImageMessage('too-large', kinds));
      return;
    }
    setBusy(true);
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    data.set('image', file);
    const result = await postFormData<{ url: string }>(to, data);
    setBusy(false);
    if (result.kind === 'ok' && result.body) {
      onUploaded(result.body.url, file.name.replace(/\.[^.]+$/, ''));
      setMessage(`${file.name} uploaded.`);
    } else if (result.kind === 'invalid' || result.kind === 'refused') setError(result.message ?? FAILED);
    else setError(FAILED);
  };

  return (
    <div>
      <label htmlFor={id} className={buttonClass}>
        {busy ? 'Uploading…' : label}
        <input
          id={id}
          type="file"
          accept={accept}
          className="sr-only"
          disabled={busy}
          onChange={upload}
          aria-describedby={`${id}-status`}
        />
      </label>
      <p id={`${id}-status`} role="status" className="mt-1 text-sm">
        {error ? <span className="font-semibold text-red-800">{error}</span> : message}
      </p>
    </div>
  );
}
