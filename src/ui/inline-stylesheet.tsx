'use client';

import { useServerInsertedHTML } from 'next/navigation';
import { useRef } from 'react';
import { SITE_STYLESHEET, type SiteStylesheetReader } from './site-stylesheet-key';

/**
 * Puts the site stylesheet in the page's <head>, once, as the server streams the page: the first paint
 * waits for no request, and the stylesheet is not in the payload React hydrates from (decision 050). It
 * stays in the document through client navigations, as the root layout does.
 */
export function InlineStylesheet() {
  const inserted = useRef(false);
  useServerInsertedHTML(() => {
    if (inserted.current) return null;
    inserted.current = true;
    const read = (globalThis as { [SITE_STYLESHEET]?: SiteStylesheetReader })[SITE_STYLESHEET];
    const text = read?.();
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the stylesheet this build made, not input.
    return text ? <style dangerouslySetInnerHTML={{ __html: text }} /> : null;
  });
  return null;
}
