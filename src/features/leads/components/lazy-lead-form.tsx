'use client';

import dynamic from 'next/dynamic';

/**
 * The lead form in a chunk of its own, for a component that shows it only sometimes (a content page whose
 * front matter names a form): rendered on the server as usual, its script loads on the pages that show
 * it, and a page that shows none (most content pages, every blog article) loads none.
 */
export const LazyLeadForm = dynamic(() => import('./lead-form').then((m) => m.LeadForm));
