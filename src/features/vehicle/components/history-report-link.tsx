'use client';

import { ANALYTICS_EVENTS } from '@/lib/analytics/events';
import { track } from '@/lib/analytics/track';
import { FileTextIcon } from '@/ui/icons/file-text';
import { useStandIn } from '@/ui/lazy-hydration';

/** The history report, opened in a new tab; the click is logged as event 60. */
export function HistoryReportLink({ href, carId }: { href: string; carId: number }) {
  const standIn = useStandIn();
  return (
    <section
      id={standIn ? undefined : 'history-report'}
      aria-labelledby="history-report-heading"
      className="vdp-section"
    >
      <h2 id={standIn ? undefined : 'history-report-heading'} className="vdp-heading">
        Vehicle history
      </h2>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => void track(ANALYTICS_EVENTS.historyReport, { carId })}
        className="inline-flex items-center gap-2 rounded-site border border-black/15 px-4 py-2.5 text-sm font-bold hover:bg-surface"
      >
        <FileTextIcon aria-hidden="true" className="size-4" />
        View the history report
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </section>
  );
}
