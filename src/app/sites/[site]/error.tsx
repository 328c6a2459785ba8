'use client';

import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { homePath } from '@/lib/home-path';

// A fault nobody foresaw in a tenant page: the site's own header and footer stay (they come from the site
// layout, outside this boundary), with a plain message and two ways on. The cause is in the server log;
// the digest ties this page to it without showing the shopper anything internal.
export default function SiteError({ error, retry }: { error: unknown; retry: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    console.error(error);
  }, [error]);
  const digest = error instanceof Error && 'digest' in error ? String(error.digest) : null;
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-4 py-24">
      <p className="text-sm font-bold uppercase tracking-wider text-brand-ink">Something went wrong</p>
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-extrabold" style={{ outline: 'none' }}>
        Sorry, this page could not be shown
      </h1>
      <p className="text-gray-700">
        It is a problem on our side, not something you did. Please try again in a moment, or go back to the
        home page.
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => retry()}
          className="rounded-site bg-brand px-5 py-3 font-bold text-brand-contrast"
        >
          Try again
        </button>
        <Link href={homePath()} className="rounded-site border border-black/15 px-5 py-3 font-bold">
          Home
        </Link>
      </div>
      {digest && <p className="text-xs text-gray-500">Reference: {digest}</p>}
    </div>
  );
}
