import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import GlobalError from '../../global-error';
import SiteError from './error';

const fault = Object.assign(new Error('An error occurred in the Server Components render.'), {
  digest: '1234567890',
});

describe('the error pages', () => {
  it('a tenant page’s fault: a clear message, Try again and a link home, no internals', () => {
    const html = renderToStaticMarkup(<SiteError error={fault} retry={() => undefined} />);
    expect(html).toContain('Sorry, this page could not be shown');
    expect(html).toMatch(/<button type="button"[^>]*>Try again<\/button>/);
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Home<\/a>/);
    expect(html).toContain('Reference: 1234567890');
    expect(html).not.toContain('Server Components render');
  });

  it('a fault in the root layout: its own document with the same ways on', () => {
    const html = renderToStaticMarkup(<GlobalError error={fault} retry={() => undefined} />);
    expect(html).toMatch(/^<html lang="en-AU">/);
    expect(html).toContain('<title>Something went wrong</title>');
    expect(html).toMatch(/>Try again<\/button>/);
    expect(html).toMatch(/<a href="\/"[^>]*>Home<\/a>/);
  });
});
