// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CheckIcon } from './check';

// lucide-react draws each icon through a client component of its own, even from a server component, and its
// helpers would ship to every page that shows one (decision 003): the product draws its icons from here.
const src = path.resolve(__dirname, '../..');
const sources = readdirSync(src, { recursive: true })
  .map(String)
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));

describe('icons', () => {
  it('no module imports lucide-react', () => {
    expect(sources.length).toBeGreaterThan(500);
    const offenders = sources.filter((file) =>
      /from ['"]lucide-react['"]/.test(readFileSync(path.join(src, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it.each([
    { props: {}, hidden: 'true' },
    { props: { 'aria-label': 'Done' }, hidden: null },
    { props: { role: 'img', 'aria-labelledby': 'x' }, hidden: null },
    { props: { 'aria-hidden': false }, hidden: 'false' },
  ])('hidden from assistive technology unless named: $props', ({ props, hidden }) => {
    const host = document.createElement('div');
    host.innerHTML = renderToStaticMarkup(<CheckIcon {...props} />);
    expect(host.querySelector('svg')?.getAttribute('aria-hidden')).toBe(hidden);
  });
});
