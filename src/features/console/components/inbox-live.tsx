'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { consoleApiPaths } from '@/lib/console-paths';

// The inbox without a reload: server-sent events tell of each new lead the filter finds and of how many
// of the member's leads are New. A lead not on the page re-renders it from the server (the one list, so
// its order, filter and paging stay right); the count leads the window's title, where a salesperson with
// the tab in the background sees it.

export function InboxLive({
  site,
  query,
  shownIds,
  firstPage,
}: {
  site: string;
  /** The filter's query, without the page. */
  query: string;
  shownIds: string[];
  firstPage: boolean;
}) {
  const router = useRouter();
  const shown = useRef(new Set(shownIds));
  shown.current = new Set(shownIds);
  const [arrived, setArrived] = useState(0);

  useEffect(() => {
    const events = new EventSource(consoleApiPaths.leadsEvents(site, query));
    const title = document.title.replace(/^\(\d+\) /, '');
    events.addEventListener('count', (event) => {
      const count = Number((event as MessageEvent<string>).data);
      document.title = count > 0 ? `(${count}) ${title}` : title;
    });
    events.addEventListener('lead', (event) => {
      const lead = JSON.parse((event as MessageEvent<string>).data) as { id: string };
      if (shown.current.has(lead.id)) return;
      shown.current.add(lead.id);
      setArrived((n) => n + 1);
      // Later pages keep still: their leads would shift under the reader. The note below says so.
      if (firstPage) router.refresh();
    });
    return () => events.close();
  }, [site, query, firstPage, router]);

  return (
    <p role="status" className={arrived > 0 ? 'mb-3 rounded-site bg-blue-50 p-3 text-blue-900' : 'sr-only'}>
      {arrived === 0
        ? ''
        : firstPage
          ? `${arrived} new ${arrived === 1 ? 'lead' : 'leads'} arrived and ${arrived === 1 ? 'is' : 'are'} shown below.`
          : `${arrived} new ${arrived === 1 ? 'lead' : 'leads'} arrived: see the first page.`}
    </p>
  );
}
