import 'server-only';
import { fieldError } from '@/lib/http';
import { MAX_PHOTO_UPLOAD_BYTES } from '@/lib/photos/photo-rules';
import { readBodyWithin } from '@/lib/read-body';
import { contentImageMessage } from '../content/image-messages';

/**
 * An image sent as multipart (field `image`), with the form's other fields: refused by its Content-Length
 * before any of it is read (a body with none is counted as it streams), or a 400 naming `image`.
 */
export async function readImageUpload(
  request: Request,
): Promise<{ bytes: Uint8Array; form: FormData } | Response> {
  const body = await readBodyWithin(request, MAX_PHOTO_UPLOAD_BYTES);
  if (!body) return fieldError('image', contentImageMessage('too-large', []));
  const form = await new Response(body as Uint8Array<ArrayBuffer>, {
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  })
    .formData()
    .catch(() => null);
  const image = form?.get('image');
  if (!form || !(image instanceof File))
    return fieldError('image', 'must be a file, sent as multipart/form-data');
  return { bytes: new Uint8Array(await image.arrayBuffer()), form };
}
