import { describe, expect, it } from 'vitest';
import { SITE_SHARE_IMAGE_PATH, siteOpenGraph, sitePageMetadata } from './page-metadata';

const config = { name: 'Outback RV' };

describe('sitePageMetadata', () => {
  it.each([
    ['/', undefined],
    ['/contact', 'Contact Us'],
    ['/search/toyota?page=2', 'Toyota for sale'],
  ])('%s: og:url is the canonical path, with the site’s share image', (path, title) => {
    const metadata = sitePageMetadata(config, { path, title });
    expect(metadata.alternates?.canonical).toBe(path);
    expect(metadata.openGraph).toMatchObject({ url: path, siteName: 'Outback RV', locale: 'en_AU' });
    expect(metadata.openGraph?.images).toEqual([
      { url: SITE_SHARE_IMAGE_PATH, width: 1200, height: 630, alt: 'Outback RV' },
    ]);
    expect(metadata.title).toBe(title);
  });

  it('keeps a page out of the index when asked', () => {
    const robots = { index: false, follow: true };
    expect(sitePageMetadata(config, { path: '/success', robots }).robots).toEqual(robots);
  });

  it('gives the layout no og:url (each page names its own)', () => {
    expect(siteOpenGraph(config)).not.toHaveProperty('url');
  });
});
