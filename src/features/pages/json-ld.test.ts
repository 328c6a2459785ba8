import { describe, expect, it } from 'vitest';
import { articleJsonLd, type JsonLdArticle } from './json-ld';

const origin = 'https://coastaltoyota.com.au';
const article: JsonLdArticle = {
  path: '/blog/news/new-rav4',
  title: 'The new RAV4 is here',
  description: 'What changes in the new RAV4.',
  meta: { published: '2026-06-30', author: 'Sam Lee', hero: '/media/blog/rav4.webp' },
  updatedAt: new Date('2026-07-01T02:00:00Z'),
  category: { slug: 'news', name: 'News' },
};

describe('articleJsonLd', () => {
  it('is a BlogPosting by its author, published by the site, with the breadcrumb the page shows', () => {
    const [posting, crumbs] = articleJsonLd(article, origin)['@graph'] as unknown as readonly Record<
      string,
      unknown
    >[];
    expect(posting).toEqual({
      '@type': 'BlogPosting',
      headline: 'The new RAV4 is here',
      description: 'What changes in the new RAV4.',
      url: 'https://coastaltoyota.com.au/blog/news/new-rav4',
      mainEntityOfPage: 'https://coastaltoyota.com.au/blog/news/new-rav4',
      datePublished: '2026-06-30',
      dateModified: '2026-07-01T02:00:00.000Z',
      image: 'https://coastaltoyota.com.au/media/blog/rav4.webp',
      author: { '@type': 'Person', name: 'Sam Lee' },
      publisher: { '@id': 'https://coastaltoyota.com.au/#organization' },
      articleSection: 'News',
    });
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://coastaltoyota.com.au/' },
        { position: 2, name: 'Blog', item: 'https://coastaltoyota.com.au/blog' },
        { position: 3, name: 'News', item: 'https://coastaltoyota.com.au/blog/news' },
        {
          position: 4,
          name: 'The new RAV4 is here',
          item: 'https://coastaltoyota.com.au/blog/news/new-rav4',
        },
      ],
    });
  });

  it('names the site as author when the article names none, and its update as modified', () => {
    const [posting] = articleJsonLd(
      { ...article, meta: { published: '2026-06-30', updated: '2026-07-02' } },
      origin,
    )['@graph'] as unknown as readonly Record<string, unknown>[];
    expect(posting.author).toEqual({ '@id': 'https://coastaltoyota.com.au/#organization' });
    expect(posting.dateModified).toBe('2026-07-02');
    expect(posting).not.toHaveProperty('image');
  });
});
