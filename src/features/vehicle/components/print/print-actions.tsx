'use client';

import { useState } from 'react';
import { ANALYTICS_EVENTS } from '@/lib/analytics/events';
import { track } from '@/lib/analytics/track';
import { getFile } from '@/lib/api-client-files';
import { FileDownIcon } from '@/ui/icons/file-down';
import { LoaderCircleIcon } from '@/ui/icons/loader-circle';
import { PrinterIcon } from '@/ui/icons/printer';
import { carPdfPath, PDF_ERROR_FALLBACK, pdfErrorMessage, pdfFilename, printHref } from '../../share-rules';

type Props = { slug: string; carId: number; className?: string };

/** Fetches the car's PDF; answers null once it is saved, else the message to alert (AF §8). */
async function downloadPdf(slug: string): Promise<string | null> {
  const result = await getFile(carPdfPath(slug));
  // Offline, the browser's own 'Failed to fetch' says nothing useful.
  if (result.kind === 'failed') return PDF_ERROR_FALLBACK;
  if (result.kind !== 'ok' || !result.body) return pdfErrorMessage(result.body);
  const url = URL.createObjectURL(result.body);
  const link = document.createElement('a');
  link.href = url;
  link.download = pdfFilename(slug);
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns; give them a moment before letting it go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return null;
}

const actionClass =
  'inline-flex items-center justify-center gap-2 rounded-site border border-black/15 px-3 py-2 font-semibold text-sm hover:bg-surface';

/**
 * The sidebar's print controls (AF §2, §4): Print opens the print view in a new tab; Download PDF goes
 * idle → preparing (spinner, 'Preparing…') → saves {slug}.pdf, or alerts the error. Both log event 61.
 */
export function PrintActions({ slug, carId, className = '' }: Props) {
  const [preparing, setPreparing] = useState(false);

  const download = async () => {
    if (preparing) return;
    setPreparing(true);
    void track(ANALYTICS_EVENTS.print, { carId });
    const error = await downloadPdf(slug);
    setPreparing(false);
    if (error) window.alert(error);
  };

  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      <a
        href={printHref(slug)}
        target="_blank"
        rel="noopener"
        onClick={() => void track(ANALYTICS_EVENTS.print, { carId })}
        className={actionClass}
      >
        <PrinterIcon aria-hidden="true" className="size-4" />
        Print
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      {/* aria-disabled rather than disabled: a disabled button drops keyboard focus mid-download. */}
      <button
        type="button"
        onClick={download}
        aria-disabled={preparing}
        aria-busy={preparing}
        className={`${actionClass} aria-disabled:cursor-wait aria-disabled:opacity-70`}
      >
        {preparing ? (
          <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
        ) : (
          <FileDownIcon aria-hidden="true" className="size-4" />
        )}
        {preparing ? 'Preparing…' : 'Download PDF'}
      </button>
    </div>
  );
}
