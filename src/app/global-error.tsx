'use client';

import { type CSSProperties, useEffect } from 'react';
import { homePath } from '@/lib/home-path';

// A fault in the root layout itself (or in a site's layout, before its header exists): this page replaces
// the whole document, so it brings its own html and body and keeps to plain, unthemed styles, written
// here: the site stylesheet comes with the root layout this page stands in for (decision 050).
const page: CSSProperties = {
  margin: 0,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  color: '#111827',
  lineHeight: 1.5,
};
const main: CSSProperties = {
  maxWidth: '42rem',
  margin: '0 auto',
  padding: '6rem 1rem',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '1rem',
};
const button: CSSProperties = {
  borderRadius: '0.375rem',
  padding: '0.75rem 1.25rem',
  fontWeight: 700,
  fontSize: '1rem',
  textDecoration: 'none',
  cursor: 'pointer',
};

export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="en-AU">
      <body style={page}>
        <title>Something went wrong</title>
        <main style={main}>
          <h1 style={{ fontSize: '1.875rem', fontWeight: 800, margin: 0 }}>
            Sorry, this page could not be shown
          </h1>
          <p style={{ color: '#374151', margin: 0 }}>
            It is a problem on our side, not something you did. Please try again in a moment, or go back to
            the home page.
          </p>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
            <button
              type="button"
              onClick={() => retry()}
              style={{ ...button, border: 'none', background: '#111827', color: '#fff' }}
            >
              Try again
            </button>
            {/* A full load, not a client navigation: the app around this page has failed. */}
            <a
              href={homePath()}
              style={{ ...button, border: '1px solid rgb(0 0 0 / 0.15)', color: 'inherit' }}
            >
              Home
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
