'use client';

import { useEffect } from 'react';
import { PrinterIcon } from '@/ui/icons/printer';

/** Opens the browser's print dialog for the print view; hidden on paper. */
export function PrintPageButton() {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="inline-flex items-center gap-2 rounded-site bg-brand px-4 py-2 font-bold text-brand-contrast text-sm print:hidden"
    >
      <PrinterIcon aria-hidden="true" className="size-4" />
      Print this page
    </button>
  );
}

/**
 * Marks <body> while the print view is shown, so its print stylesheet (which hides the site's header
 * and footer on paper) applies to this page only, even after a client-side navigation away.
 */
export function PrintViewMarker() {
  useEffect(() => {
    document.body.dataset.printView = '';
    return () => {
      delete document.body.dataset.printView;
    };
  }, []);
  return null;
}
