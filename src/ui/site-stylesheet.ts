import fs from 'node:fs';
import path from 'node:path';
import { logger } from '@/lib/logger';
import { SITE_STYLESHEET, type SiteStylesheetReader } from './site-stylesheet-key';

/** Written by the build (scripts/build-stylesheet.mjs), and again on each change under `next dev`. */
const STYLESHEET_FILE = path.join(process.cwd(), '.next', 'site.css');

let kept: { text: string; modified: number } | null = null;
let missingTold = false;

/**
 * The site stylesheet's text, read once; under `next dev` read again whenever its file changes. Null, said
 * once in the log, when there is no file: the pages are still served, unstyled, rather than not at all.
 */
function readSiteStylesheet(): string | null {
  if (kept && process.env.NODE_ENV === 'production') return kept.text;
  try {
    const modified = fs.statSync(STYLESHEET_FILE).mtimeMs;
    if (!kept || kept.modified !== modified) {
      // Inside a <style> element only its end tag could end it early; in CSS `\/` is `/`.
      const text = fs.readFileSync(STYLESHEET_FILE, 'utf8').replaceAll(/<\/style/gi, '<\\/style');
      kept = { text, modified };
    }
    return kept.text;
  } catch {
    if (!missingTold) logger.error(`No site stylesheet at ${STYLESHEET_FILE}: run \`npm run build\``);
    missingTold = true;
    return null;
  }
}

/** Hands the reader to the pages this process renders (src/ui/inline-stylesheet.tsx). */
export function provideSiteStylesheet(): void {
  (globalThis as { [SITE_STYLESHEET]?: SiteStylesheetReader })[SITE_STYLESHEET] = readSiteStylesheet;
}
