import { describe, expect, it } from 'vitest';
import { BRISBANE } from '@/lib/dates';
import { parseContentSource } from './front-matter';
import { renderMarkdown } from './markdown';

describe('renderMarkdown: hostile Markdown renders inert', () => {
  it.each([
    ['a script tag', '<script>alert(1)</script>', '<script'],
    ['an onerror attribute', '<img src=x onerror="alert(1)">', '<img'],
    ['a javascript: link', '[click](javascript:alert(1))', 'href="javascript:'],
    ['a JavaScript: link in capitals', '[click](JAVASCRIPT:alert(1))', 'href="JAVASCRIPT:'],
    ['a data: link', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)', 'href="data:'],
    ['a data: image', '![x](data:image/png;base64,iVBORw0KGgo=)', 'src="data:'],
    ['a vbscript: link', '[x](vbscript:msgbox)', 'href="vbscript:'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', '<iframe'],
  ])('%s', (_label, markdown, forbidden) => {
    const html = renderMarkdown(markdown);
    expect(html).not.toContain(forbidden);
    expect(html.toLowerCase()).not.toMatch(/<script|<iframe|<[a-z][^>]*\son\w+=/);
  });

  it('escapes raw HTML as text', () => {
    expect(renderMarkdown('<b>bold</b>')).toContain('&lt;b&gt;bold&lt;/b&gt;');
  });

  it('opens external links in a new tab without handing them the page', () => {
    expect(renderMarkdown('[Toyota](https://www.toyota.com.au/)')).toContain(
      '<a href="https://www.toyota.com.au/" target="_blank" rel="noopener noreferrer external">Toyota</a>',
    );
  });

  it('keeps site links, mail and phone links as they are', () => {
    const html = renderMarkdown(
      '[Stock](/search) [Mail](mailto:sales@example.com.au) [Call](tel:0731234567)',
    );
    expect(html).toContain('<a href="/search">Stock</a>');
    expect(html).toContain('href="mailto:sales@example.com.au"');
    expect(html).toContain('href="tel:0731234567"');
    expect(html).not.toContain('target="_blank"');
  });

  it('makes a body h1 an h2: the page title is the only h1', () => {
    expect(renderMarkdown('# Heading')).toBe('<h2>Heading</h2>\n');
  });
});

const page = (front: string, body = 'Body') => `---\n${front}\n---\n${body}`;

describe('parseContentSource', () => {
  it('reads the front matter and the body', () => {
    const parsed = parseContentSource(
      '/about-us',
      page('title: About us\ndescription: Who we are', '## Hi'),
      BRISBANE,
    );
    expect(parsed).toMatchObject({ ok: true, page: { meta: { title: 'About us' }, body: '## Hi' } });
  });

  it('reads a window written in days as whole days on the site’s clock', () => {
    const parsed = parseContentSource(
      '/eofy',
      page('title: EOFY\ndescription: Sale\nstart: 2027-05-01\nexpiry: 2027-06-30'),
      'Australia/Sydney',
    );
    expect(parsed.ok && parsed.page.startAt?.toISOString()).toBe('2027-04-30T14:00:00.000Z');
    expect(parsed.ok && parsed.page.expiresAt?.toISOString()).toBe('2027-06-30T13:59:59.999Z');
  });

  it.each([
    ['no front matter', '/about-us', 'Just text', 'front matter'],
    ['YAML that does not parse', '/about-us', page('title: [unclosed'), 'front matter'],
    ['no title', '/about-us', page('description: x'), 'title'],
    ['a title too long', '/about-us', page(`title: ${'x'.repeat(121)}\ndescription: x`), 'title'],
    ['an unknown field', '/about-us', page('title: x\ndescription: x\ncolour: red'), 'front matter'],
    ['a bad date', '/pages/sale', page('title: x\ndescription: x\nexpiry: soon'), 'expiry'],
    ['a sale page without an expiry', '/pages/sale', page('title: x\ndescription: x'), 'expiry'],
    [
      'an expiry before the start',
      '/pages/sale',
      page('title: x\ndescription: x\nstart: 2026-12-01\nexpiry: 2026-11-01'),
      'expiry',
    ],
    [
      'an article without a date',
      '/blog/buyer-advice/a',
      page('title: x\ndescription: x\ncategory: buyer-advice'),
      'published',
    ],
    [
      'an article in another category than its path',
      '/blog/buyer-advice/a',
      page('title: x\ndescription: x\ncategory: motoring-tips\npublished: 2026-01-01'),
      'category',
    ],
    [
      'a category on a page',
      '/about-us',
      page('title: x\ndescription: x\ncategory: buyer-advice'),
      'category',
    ],
    [
      'an http booking site',
      '/service',
      page('title: x\ndescription: x\nbookingUrl: http://x.example'),
      'bookingUrl',
    ],
    [
      'a hero image elsewhere',
      '/about-us',
      page('title: x\ndescription: x\nhero: https://x.example/a.jpg'),
      'hero',
    ],
    ['a bad path', '/About', page('title: x\ndescription: x'), 'path'],
    ['NUL in the source', '/about-us', page('title: x\u0000\ndescription: x'), 'source'],
  ])('refuses %s, naming %s', (_label, path, source, field) => {
    const parsed = parseContentSource(path, source, BRISBANE);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.issues.map((issue) => issue.field)).toContain(field);
  });
});
