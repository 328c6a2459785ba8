import { getImageProps } from 'next/image';
import { describe, expect, it, vi } from 'vitest';
import { type ImageAttributeProps, imageAttributes } from './image-attributes';

// The same attributes as next/image's getImageProps for every shape of image the site shows.
describe('imageAttributes', () => {
  const cases: [string, ImageAttributeProps][] = [
    [
      'a card photo filling its box',
      {
        src: '/media/cars/1.webp',
        alt: '',
        fill: true,
        quality: 75,
        sizes: '(min-width: 1200px) 300px, (min-width: 768px) 45vw, 100vw',
      },
    ],
    [
      'a preloaded full-width slide',
      {
        src: '/media/banners/b1.webp',
        alt: 'Offer',
        width: 1920,
        height: 540,
        sizes: '100vw',
        priority: true,
      },
    ],
    [
      'a fixed-size logo, no sizes',
      { src: '/media/makes/toyota.webp', alt: '', width: 47, height: 40, className: 'h-10' },
    ],
    ['a thumbnail at quality 60', { src: '/media/cars/2.webp', alt: '', width: 72, height: 48, quality: 60 }],
    ['sizes without vw', { src: '/media/cars/3.webp', alt: '', fill: true, sizes: '96px' }],
    [
      'an eager low-priority slide',
      {
        src: '/media/cars/4.webp',
        alt: 'x',
        fill: true,
        sizes: '100vw',
        loading: 'eager',
        fetchPriority: 'low',
        draggable: false,
      },
    ],
    [
      'an svg, served as it is',
      { src: '/media/badges/b.svg', alt: 'Badge', width: 520, height: 160, sizes: '120px' },
    ],
    [
      'a badge with a data attribute',
      {
        src: '/media/badges/b.webp',
        alt: 'Badge',
        width: 520,
        height: 160,
        sizes: '120px',
        'data-certified-badge': '',
      },
    ],
  ];
  it.each(cases)('%s', (_name, props) => {
    const ours = JSON.parse(JSON.stringify(imageAttributes(props)));
    // Without the build's config, next/image warns that quality 60 is not among its default qualities (the
    // build lists it). The warning is not compared, and must not reach a console another test's Next.js
    // server code has wrapped (that wrapper needs a request's storage the test has not got).
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const next = JSON.parse(
        JSON.stringify(getImageProps({ ...props, quality: props.quality as never }).props),
      );
      expect(ours).toEqual(next);
    } finally {
      warn.mockRestore();
    }
  });
});
