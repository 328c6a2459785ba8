'use client';

import { useEffect } from 'react';
import { homePath } from '@/lib/home-path';
import { InlineStylesheet } from '@/ui/inline-stylesheet';

// A fault in the root layout itself (or in a site's layout, before its header exists): this page replaces
// the whole document, so it brings its own html and body (and the site stylesheet, which the root layout
// brought) and keeps to plain, unthemed styles.
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="en-AU">
      <body className="min-h-screen antialiased">
        <InlineStylesheet />
        <title>Something went wrong</title>
        <main className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-4 py-24">
          <h1 className="text-3xl font-extrabold">Sorry, this page could not be shown</h1>
          <p className="text-gray-700">
            It is a problem on our side, not something you did. Please try again in a moment, or go back to
            the home page.
          </p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              onClick={() => retry()}
              className="rounded-md bg-gray-900 px-5 py-3 font-bold text-white"
            >
              Try again
            </button>
            {/* A full load, not a client navigation: the app around this page has failed. */}
            <a href={homePath()} className="rounded-md border border-black/15 px-5 py-3 font-bold">
              Home
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
