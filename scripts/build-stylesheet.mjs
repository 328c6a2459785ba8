// The site stylesheet (src/app/globals.css through Tailwind), built beside Next.js rather than by it:
// every page carries it inline in its <head> once (src/ui/inline-stylesheet.tsx, decision 050), where
// Next.js's own inlining also put two more copies of it in the payload React hydrates from.
import fs from 'node:fs';
import path from 'node:path';
import tailwind from '@tailwindcss/postcss';
import postcss from 'postcss';

const STYLESHEET_SOURCE = path.join('src', 'app', 'globals.css');
/** Read by src/ui/site-stylesheet.ts; inside the build's folder, so a new build never meets an old one. */
export const STYLESHEET_OUTPUT = path.join('.next', 'site.css');

/** Builds the stylesheet from the sources as they are now. */
export async function buildStylesheet({ minify = true } = {}) {
  const source = fs.readFileSync(STYLESHEET_SOURCE, 'utf8');
  const result = await postcss([
    tailwind({ base: process.cwd(), optimize: minify ? { minify: true } : false }),
  ]).process(source, { from: path.resolve(STYLESHEET_SOURCE) });
  fs.mkdirSync(path.dirname(STYLESHEET_OUTPUT), { recursive: true });
  // Written whole, then renamed: a server reading it never sees half a stylesheet.
  const partial = `${STYLESHEET_OUTPUT}.${process.pid}`;
  fs.writeFileSync(partial, result.css);
  fs.renameSync(partial, STYLESHEET_OUTPUT);
}

/**
 * `next dev`'s companion: builds the stylesheet again a moment after any source changes, as Next.js would
 * for an imported stylesheet.
 */
export function watchStylesheet() {
  let timer = null;
  fs.watch('src', { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => buildStylesheet({ minify: false }).catch((error) => console.error(error)), 100);
  });
}
