// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalidFieldsBody } from '@/lib/http';
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES } from '../photo-rules';
import { ValuationPhotos } from './valuation-photos';

// A refused photo says why in the server's own words, naming the file, not 'Invalid field: photo'.

const ID = '0b6c3f4e-1d2a-4c5b-9e8f-7a6b5c4d3e2f';

function serve(refusal: { status: number; message: string }) {
  const posts: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: string, init?: RequestInit) => {
      if (init?.method !== 'POST') return Response.json({ photos: [] });
      const photo = (init.body as FormData).get('photo') as File;
      posts.push(photo.name);
      return Response.json(invalidFieldsBody([{ field: 'photo', message: refusal.message }]), {
        status: refusal.status,
      });
    }),
  );
  return posts;
}

afterEach(() => vi.unstubAllGlobals());

describe('ValuationPhotos', () => {
  it.each([
    [400, PHOTO_MESSAGES['not-a-photo']],
    [409, PHOTO_MESSAGES['too-many']],
    [413, PHOTO_MESSAGES['too-large']],
  ])('shows the server’s message of a %i', async (status, message) => {
    serve({ status, message });
    const user = userEvent.setup({ applyAccept: false });
    render(<ValuationPhotos valuationId={ID} />);
    await user.upload(screen.getByLabelText('Choose photos'), new File(['%PDF-1.7'], 'logbook.pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent(`logbook.pdf: ${message}`);
    expect(screen.getByRole('alert')).not.toHaveTextContent('Invalid field');
  });

  it('refuses a photo over 10 MB before sending it, and names each refused file', async () => {
    const posts = serve({ status: 400, message: PHOTO_MESSAGES['not-a-photo'] });
    const user = userEvent.setup({ applyAccept: false });
    render(<ValuationPhotos valuationId={ID} />);
    const big = new File([new Uint8Array(MAX_PHOTO_BYTES + 1)], 'big.jpg', { type: 'image/jpeg' });
    const notPhoto = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('Choose photos'), [big, notPhoto]);
    const alert = await screen.findByRole('alert');
    await vi.waitFor(() => expect(alert).toHaveTextContent(`notes.txt: ${PHOTO_MESSAGES['not-a-photo']}`));
    expect(alert).toHaveTextContent(`big.jpg: ${PHOTO_MESSAGES['too-large']}`);
    expect(posts).toEqual(['notes.txt']);
  });
});
