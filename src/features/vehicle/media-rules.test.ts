import { describe, expect, it } from 'vitest';
import {
  autoplaySrc,
  autoRotateFrames,
  carVideoUrl,
  frameAfterDrag,
  frameAfterKey,
  frameAngle,
  hotspotsForFrame,
  initialView,
  isLocalMedia,
  loadsEagerly,
  type MediaView,
  mediaViews,
  photoNumbers,
  popoverPosition,
  preloadsImage,
  showsThumbnails,
  slideCounter,
  slides,
  videoEmbedSrc,
} from './media-rules';

const frames = (n: number) => Array.from({ length: n }, (_, i) => `/media/spin/suv-white-${i}.webp`);

describe('mediaViews', () => {
  it.each<[string, Parameters<typeof mediaViews>[0], number, MediaView[]]>([
    ['no spin, images', null, 5, ['gallery']],
    ['no spin, nothing at all: the gallery still shows', null, 0, ['gallery']],
    ['undefined spin', undefined, 3, ['gallery']],
    [
      'full spin with images',
      { exterior: frames(36), interior: frames(36) },
      4,
      ['spinner', 'gallery', 'interior'],
    ],
    ['no interior frames', { exterior: frames(36), interior: [] }, 4, ['spinner', 'gallery']],
    ['spin without images', { exterior: frames(36), interior: [] }, 0, ['spinner']],
    ['interior only, no images', { exterior: [], interior: frames(36) }, 0, ['interior']],
    ['1 exterior frame is not a spin', { exterior: frames(1), interior: frames(1) }, 2, ['gallery']],
    ['2 frames are', { exterior: frames(2), interior: frames(2) }, 2, ['spinner', 'gallery', 'interior']],
  ])('%s', (_, spin, slideCount, expected) => {
    expect(mediaViews(spin, slideCount)).toStrictEqual(expected);
  });
});

describe('initialView', () => {
  it.each<['spinner' | 'gallery', MediaView[], MediaView]>([
    ['spinner', ['spinner', 'gallery', 'interior'], 'spinner'],
    ['gallery', ['spinner', 'gallery', 'interior'], 'gallery'],
    ['spinner', ['gallery'], 'gallery'],
    ['gallery', ['spinner'], 'spinner'],
    ['gallery', ['interior'], 'interior'],
    ['spinner', [], 'gallery'],
  ])('start %s with %j → %s', (start, views, expected) => {
    expect(initialView(start, views)).toBe(expected);
  });
});

describe('frameAfterKey', () => {
  it.each([
    [0, 'ArrowRight', 36, 1],
    [35, 'ArrowRight', 36, 0],
    [0, 'ArrowLeft', 36, 35],
    [18, 'ArrowLeft', 36, 17],
    [18, 'Home', 36, null],
    [18, ' ', 36, null],
    [0, 'ArrowRight', 0, null],
  ])('%d + %s of %d → %s', (frame, key, count, expected) => {
    expect(frameAfterKey(frame, key, count)).toBe(expected);
  });
});

describe('photoNumbers', () => {
  const image = { kind: 'image' } as const;
  const video = { kind: 'video' } as const;
  it.each([
    [[], []],
    [[image], [1]],
    [[video], [0]],
    [
      [image, video, image, image],
      [1, 0, 2, 3],
    ],
    [
      [image, image],
      [1, 2],
    ],
  ])('%j → %j', (slides, expected) => {
    expect(photoNumbers(slides)).toStrictEqual(expected);
  });
});

describe('slideCounter', () => {
  it.each([
    [0, 12, '1 / 12'],
    [2, 12, '3 / 12'],
    [11, 12, '12 / 12'],
    [0, 1, '1 / 1'],
  ])('%d of %d → %s', (index, count, expected) => {
    expect(slideCounter(index, count)).toBe(expected);
  });
});

describe('loadsEagerly', () => {
  it.each([
    [0, 0, 12, true],
    [1, 0, 12, true],
    [2, 0, 12, false],
    [11, 0, 12, true], // previous, wrapping
    [10, 0, 12, false],
    [4, 5, 12, true],
    [6, 5, 12, true],
    [7, 5, 12, false],
    [0, 11, 12, true],
    [0, 0, 1, true],
    [0, 0, 0, false],
  ])('slide %d with current %d of %d → %s', (slide, current, count, expected) => {
    expect(loadsEagerly(slide, current, count)).toBe(expected);
  });
});

describe('frameAngle', () => {
  it.each([
    [0, 36, 0],
    [1, 36, 10],
    [9, 36, 90],
    [35, 36, 350],
    [36, 36, 0],
    [-1, 36, 350],
    [1, 24, 15],
    [1, 7, 51],
    [3, 0, 0],
  ])('frame %d of %d → %d°', (frame, count, expected) => {
    expect(frameAngle(frame, count)).toBe(expected);
  });
});

describe('popoverPosition', () => {
  const left = (x: number) => `clamp(8px, calc(${x}% - 120px), calc(100% - 248px))`;
  it.each([
    [30, 40, { left: left(30), top: 'calc(40% + 20px)' }],
    [30, 50, { left: left(30), top: 'calc(50% + 20px)' }],
    [30, 51, { left: left(30), bottom: 'calc(49% + 20px)' }],
    [0, 0, { left: left(0), top: 'calc(0% + 20px)' }],
    [100, 100, { left: left(100), bottom: 'calc(0% + 20px)' }],
  ])('x %d, y %d', (x, y, expected) => {
    expect(popoverPosition(x, y)).toStrictEqual(expected);
  });
});

describe('isLocalMedia', () => {
  it.each([
    ['/media/cars/suv-white-1.webp', true],
    ['/media/spin/suv-white-0.webp', true],
    ['/medias/x.webp', false],
    ['media/cars/x.webp', false],
    ['https://cdn.example.com/media/x.webp', false],
    ['', false],
  ])('%s → %s', (src, expected) => {
    expect(isLocalMedia(src)).toBe(expected);
  });
});

describe('videoEmbedSrc', () => {
  it.each([
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['  https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0 ', 'https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30s', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ['http://videos.example.com.au/embed/42', 'http://videos.example.com.au/embed/42'],
    // a watch link without a usable id is left as it is rather than guessed at
    ['https://www.youtube.com/watch?v=', 'https://www.youtube.com/watch?v='],
    ['javascript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['//www.youtube.com/embed/dQw4w9WgXcQ', null],
    ['www.youtube.com/embed/dQw4w9WgXcQ', null],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
  ])('%s → %s', (url, expected) => {
    expect(videoEmbedSrc(url)).toBe(expected);
  });
});

describe('autoplaySrc', () => {
  it.each([
    ['https://www.youtube.com/embed/ID', 'https://www.youtube.com/embed/ID?autoplay=1'],
    ['https://www.youtube.com/embed/ID?rel=0', 'https://www.youtube.com/embed/ID?rel=0&autoplay=1'],
    ['https://www.youtube.com/embed/ID?autoplay=0', 'https://www.youtube.com/embed/ID?autoplay=1'],
    ['https://player.vimeo.com/video/1#t=10s', 'https://player.vimeo.com/video/1?autoplay=1#t=10s'],
    ['not a url', 'not a url'],
  ])('%s → %s', (src, expected) => {
    expect(autoplaySrc(src)).toBe(expected);
  });
});

// ── Images and spin ───────────────────────────────────────────────────────────────────────────

const img = (n: number) => ({ image: `/i/${n}.jpg`, thumb: `/t/${n}.jpg` });

describe('slides (SV §4: video as the second slide)', () => {
  it.each([
    [0, null, []],
    [0, 'v', ['video']],
    [1, 'v', ['/i/1.jpg', 'video']],
    [3, 'v', ['/i/1.jpg', 'video', '/i/2.jpg', '/i/3.jpg']],
    [3, null, ['/i/1.jpg', '/i/2.jpg', '/i/3.jpg']],
    [2, '  ', ['/i/1.jpg', '/i/2.jpg']],
    [2, 'null', ['/i/1.jpg', '/i/2.jpg']],
  ])('%s images, video %j', (count, video, expected) => {
    const images = Array.from({ length: count }, (_, i) => img(i + 1));
    expect(slides(images, video).map((s) => (s.kind === 'video' ? 'video' : s.image))).toEqual(expected);
  });

  it.each([
    [{ videoUrl: 'a', externalVideoUrl: 'b' }, 'a'],
    [{ videoUrl: null, externalVideoUrl: 'b' }, 'b'],
    [{ videoUrl: '', externalVideoUrl: null }, null],
    [{}, null],
  ])('video of %j → %s', (car, url) => expect(carVideoUrl(car)).toBe(url));

  it.each([
    [0, false],
    [3, false],
    [4, true],
    [20, true],
  ])('%s images → thumbnails %s', (count, shown) => expect(showsThumbnails(count)).toBe(shown));

  it.each([
    [-1, false],
    [0, true],
    [1, true],
    [2, false],
  ])('image %s preloaded %s', (index, preload) => expect(preloadsImage(index)).toBe(preload));
});

describe('spin viewer (AF §2, §9)', () => {
  it.each([
    [0, 0, 36, 0],
    [0, 19, 36, 0],
    [0, 20, 36, 1],
    [0, 39, 36, 1],
    [0, 40, 36, 2],
    [0, -19, 36, 0],
    [0, -20, 36, 35],
    [35, 20, 36, 0],
    [10, 720, 36, 10], // 36 frames forward: a full turn
    [10, -740, 36, 9],
    [5, 20, 0, 0],
  ])('from %s dragging %s px over %s frames → %s', (start, dx, count, frame) =>
    expect(frameAfterDrag(start, dx, count)).toBe(frame),
  );

  it('auto-rotate makes one full turn of 36 steps and stops where it began', () => {
    const frames = autoRotateFrames(36);
    expect(frames).toHaveLength(36);
    expect(frames[0]).toBe(1);
    expect(frames.at(-1)).toBe(0);
    expect(new Set(frames).size).toBe(36);
  });

  it.each([
    [0, 0, []],
    [1, 0, []],
    [2, 0, [1, 0]],
    [4, 2, [3, 0, 1, 2]],
  ])('auto-rotate over %s frames from %s → %j', (count, start, frames) =>
    expect(autoRotateFrames(count, start)).toEqual(frames),
  );

  it('hotspots belong to their angle', () => {
    const spot = (angle: number) => ({ angle, x: 50, y: 50, title: `t${angle}`, description: 'd' });
    expect(hotspotsForFrame([spot(0), spot(3), spot(3)], 3).map((h) => h.title)).toEqual(['t3', 't3']);
    expect(hotspotsForFrame([spot(0)], 1)).toEqual([]);
    expect(hotspotsForFrame(null, 0)).toEqual([]);
  });
});
