import { describe, expect, it } from 'vitest';
import { blogRss } from './rss';

describe('blogRss', () => {
  const xml = blogRss({ name: 'Coastal Toyota', origin: 'https://www.coastaltoyota.com.au' }, [
    {
      path: '/blog/buyer-advice/new-demo-or-used',
      title: 'New, demo <or> used & more',
      description: 'A "demo" car can save thousands',
      category: 'Buyer Advice',
      publishedAt: new Date('2026-11-18T00:00:00Z'),
    },
  ]);

  it('is RSS 2.0 with the channel and its self link', () => {
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain('<link>https://www.coastaltoyota.com.au/blog</link>');
    expect(xml).toContain('href="https://www.coastaltoyota.com.au/blog/rss.xml" rel="self"');
  });

  it('gives each article its absolute link, guid, category and RFC 822 date, escaped', () => {
    const link = 'https://www.coastaltoyota.com.au/blog/buyer-advice/new-demo-or-used';
    expect(xml).toContain('<title>New, demo &lt;or&gt; used &amp; more</title>');
    expect(xml).toContain('<description>A &quot;demo&quot; car can save thousands</description>');
    expect(xml).toContain(`<link>${link}</link>`);
    expect(xml).toContain(`<guid isPermaLink="true">${link}</guid>`);
    expect(xml).toContain('<category>Buyer Advice</category>');
    expect(xml).toContain('<pubDate>Wed, 18 Nov 2026 00:00:00 GMT</pubDate>');
  });
});
