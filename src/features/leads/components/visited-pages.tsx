'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { browserStorage, recordVisit } from '@/enquiries/browser/visit-storage';

/**
 * Notes each page the shopper visits on this site, and the marketing parameters of the URL they landed
 * with, for the next lead's lead_attributes (AF §3). Renders nothing. The query string is read from
 * window.location rather than useSearchParams, which would make every page of the layout dynamic.
 */
export function VisitedPages({ site }: { site: string }) {
  const pathname = usePathname();
  useEffect(() => {
    recordVisit(browserStorage(), site, pathname, window.location.search);
  }, [site, pathname]);
  return null;
}
