// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CarImage } from '@/db/json-types';
import { invalidFieldsBody } from '@/lib/http';
import { CAR_PHOTO_MESSAGES } from '../photos/photo-rules';
import { PhotoManager } from './photo-manager';

// The manager's photo controls: each change is sent with the order shown, its result announced and
// focus kept on the photo moved; a colleague's change in between shows the server's order; uploads show
// their progress and each refused file's reason.

const photo = (n: number): CarImage => ({
  image: `/media/car-photos/7/0000000${n}-0000-4000-8000-000000000000-large.webp`,
  thumb: `/media/car-photos/7/0000000${n}-0000-4000-8000-000000000000-thumb.webp`,
});
const [one, two, three] = [1, 2, 3].map(photo);

function manager(initial = [one, two, three]) {
  return render(
    <PhotoManager
      site="carzone"
      car={7}
      title="2021 Toyota Corolla"
      initial={initial}
      accept="image/jpeg,image/png,image/webp,image/avif"
      kinds="JPEG, PNG, WebP or AVIF"
    />,
  );
}

function answerPuts(answer: (body: Record<string, unknown>) => Response) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_path: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      sent.push(body);
      return answer(body);
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('PhotoManager', () => {
  it('makes a photo the cover on the order shown, announces it and keeps focus on that photo', async () => {
    const sent = answerPuts(() => Response.json({ photos: [three, one, two] }));
    const user = userEvent.setup();
    manager();
    await user.click(screen.getByRole('button', { name: 'Make cover: Photo 3 of 3' }));
    expect(sent).toEqual([
      { op: 'move', photo: three.image, to: 0, seen: [one.image, two.image, three.image] },
    ]);
    expect(await screen.findByText('The photo is now the cover.')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]).getByText('Cover')).toBeInTheDocument();
    expect(within(items[0]).getByRole('img')).toHaveAttribute('src', three.thumb);
    await vi.waitFor(() => expect(items[0]).toContainElement(document.activeElement as HTMLElement));
  });

  it('moves a photo later by its button', async () => {
    const sent = answerPuts(() => Response.json({ photos: [two, one, three] }));
    const user = userEvent.setup();
    manager();
    expect(screen.getByRole('button', { name: 'Move earlier: Photo 1 of 3' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move later: Photo 1 of 3' }));
    expect(sent[0]).toMatchObject({ op: 'move', photo: one.image, to: 1 });
    expect(await screen.findByText('The photo is now 2 of 3.')).toBeInTheDocument();
  });

  it('moves a photo dropped on another’s place', async () => {
    const sent = answerPuts(() => Response.json({ photos: [one, three, two] }));
    manager();
    const items = screen.getAllByRole('listitem');
    const dataTransfer = { effectAllowed: '', setData: vi.fn() };
    fireEvent.dragStart(items[2], { dataTransfer });
    fireEvent.dragOver(items[1], { dataTransfer });
    fireEvent.drop(items[1], { dataTransfer });
    expect(dataTransfer.setData).toHaveBeenCalledWith('text/plain', three.image);
    await vi.waitFor(() =>
      expect(sent).toEqual([
        { op: 'move', photo: three.image, to: 1, seen: [one.image, two.image, three.image] },
      ]),
    );
    expect(await screen.findByText('The photo is now 2 of 3.')).toBeInTheDocument();
  });

  it('deletes only after a second click', async () => {
    const sent = answerPuts(() => Response.json({ photos: [one, three] }));
    const user = userEvent.setup();
    manager();
    await user.click(screen.getByRole('button', { name: 'Delete: Photo 2 of 3' }));
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete: Photo 2 of 3' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(sent).toEqual([{ op: 'remove', photo: two.image, seen: [one.image, two.image, three.image] }]);
    expect(await screen.findByText('Photo deleted. 2 photos left.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the photos as they are now when a colleague changed them meanwhile', async () => {
    const four = photo(4);
    answerPuts(() =>
      Response.json({ error: CAR_PHOTO_MESSAGES.changed, photos: [one, two, three, four] }, { status: 409 }),
    );
    const user = userEvent.setup();
    manager();
    await user.click(screen.getByRole('button', { name: 'Make cover: Photo 2 of 3' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CAR_PHOTO_MESSAGES.changed);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });
});

/**
 * An XMLHttpRequest that reports half of the upload sent, then answers with `answer(name)` once the test
 * lets it (`release`).
 */
function fakeUploads(answer: (name: string) => { status: number; body: unknown }) {
  const names: string[] = [];
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  class FakeRequest {
    upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } =
      {};
    status = 0;
    responseText = '';
    responseType = '';
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    open() {}
    send(form: FormData) {
      const name = (form.get('photo') as File).name;
      names.push(name);
      setTimeout(() => this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 }), 0);
      void released.then(() => {
        const { status, body } = answer(name);
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return { names, release: () => release() };
}

describe('PhotoManager uploads', () => {
  it('sends several files one at a time, shows each one’s progress and names each refused file', async () => {
    const added = photo(5);
    const { names, release } = fakeUploads((name) =>
      name === 'notes.jpg'
        ? {
            status: 400,
            body: invalidFieldsBody([{ field: 'photo', message: 'That file is not a photo we can read.' }]),
          }
        : { status: 201, body: { photos: [one, added] } },
    );
    const user = userEvent.setup({ applyAccept: false });
    manager([one]);
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Add photos'), [
      new File(['x'], 'front.jpg', { type: 'image/jpeg' }),
      new File(['x'], 'notes.jpg', { type: 'image/jpeg' }),
      big,
    ]);
    const progress = await screen.findByRole('progressbar', { name: 'Uploading front.jpg' });
    await vi.waitFor(() => expect(progress).toHaveAttribute('value', '50'));
    expect(screen.getByText(CAR_PHOTO_MESSAGES['too-large'])).toBeInTheDocument();
    release();
    expect(await screen.findByText('That file is not a photo we can read.')).toBeInTheDocument();
    expect(await screen.findByText('1 photo added.')).toBeInTheDocument();
    expect(names).toEqual(['front.jpg', 'notes.jpg']);
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
