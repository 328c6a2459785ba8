'use client';

import { type ComponentProps, lazy } from 'react';
import { LazyHydration } from '@/ui/lazy-hydration';
import { LeadForm as ServerLeadForm } from './lead-form';

// The server renders the form at once, so its HTML is whole in the first flush; the browser's bundle, where
// this condition is false at build time, keeps only the lazy() import.
const LeadForm =
  typeof window === 'undefined'
    ? ServerLeadForm
    : lazy(() => import('./lead-form').then((m) => ({ default: m.LeadForm })));

/**
 * The lead form in a chunk of its own (with react-hook-form), for a page that shows it only sometimes (a
 * content page whose front matter names a form) or whose first paint does not need its script (the
 * finance pages): rendered on the server as usual, its script loads as the page hydrates, and a page that
 * shows none (most content pages, every blog article) loads none.
 */
export function LazyLeadForm(props: ComponentProps<typeof ServerLeadForm>) {
  return (
    <LazyHydration>
      <LeadForm {...props} />
    </LazyHydration>
  );
}
