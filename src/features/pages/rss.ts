import { absoluteUrl, paths } from '@/lib/paths';
import { escapeXml } from '@/lib/xml';

// The blog as an RSS 2.0 feed: the newest articles, each with its link, description, category and date.

export type FeedItem = {
  path: string;
  title: string;
  description: string;
  category: string;
  publishedAt: Date;
};

export function blogRss(site: { name: string; origin: string }, items: readonly FeedItem[]): string {
  const channelLink = absoluteUrl(site.origin, paths.blog());
  const entries = items.map((item) => {
    const link = escapeXml(absoluteUrl(site.origin, item.path));
    return [
      '<item>',
      `<title>${escapeXml(item.title)}</title>`,
      `<link>${link}</link>`,
      `<guid isPermaLink="true">${link}</guid>`,
      `<description>${escapeXml(item.description)}</description>`,
      `<category>${escapeXml(item.category)}</category>`,
      `<pubDate>${item.publishedAt.toUTCString()}</pubDate>`,
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${escapeXml(`${site.name} blog`)}</title>`,
    `<link>${escapeXml(channelLink)}</link>`,
    `<atom:link href="${escapeXml(absoluteUrl(site.origin, paths.blogFeed()))}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeXml(`Servicing insights, buyer advice, motoring tips and vehicle reviews from ${site.name}.`)}</description>`,
    '<language>en-au</language>',
    ...entries,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
