// Pure rules of sharing and printing a car in the browser (AF §2, §4, §7, §9): share links per network,
// the centred 550 × 400 popup, the print and PDF paths, the PDF's file name and error message. The sheet
// itself is sheet-rules.ts. No I/O, no React, no DOM.

import { absoluteUrl, apiPaths, paths } from '@/lib/paths';
// ── Share links and the popup (AF §2, §9) ───────────────────────────────────────────────────────

export const COPY_LINK_LABEL = 'Copy link';
/** What the copy button reads for COPIED_MS after a copy (AF §4). */
export const COPIED_LABEL = 'Copied';

export type ShareNetwork = 'facebook' | 'x' | 'linkedin' | 'whatsapp' | 'email';
/** popup: opened in a 550 × 400 window; email is a plain mailto: link. */
export type ShareLink = { network: ShareNetwork; label: string; href: string; popup: boolean };

/**
 * Where each network takes the shared URL, in display order. Values are percent-encoded (spaces as
 * %20, which mail clients need; '+' would show literally): ('https://x.au/cars/a', '2021 Kia Rio') →
 * facebook 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fx.au%2Fcars%2Fa', …, email
 * 'mailto:?subject=2021%20Kia%20Rio&body=https%3A%2F%2Fx.au%2Fcars%2Fa'.
 */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    {
      network: 'facebook',
      label: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      popup: true,
    },
    { network: 'x', label: 'X', href: `https://x.com/intent/tweet?url=${u}&text=${t}`, popup: true },
    {
      network: 'linkedin',
      label: 'LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      popup: true,
    },
    {
      network: 'whatsapp',
      label: 'WhatsApp',
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
      popup: true,
    },
    { network: 'email', label: 'Email', href: `mailto:?subject=${t}&body=${u}`, popup: false },
  ];
}

/** The browser window the popup is centred on, in screen pixels (screenX/Y, outerWidth/Height). */
export type WindowFrame = { left: number; top: number; width: number; height: number };

/**
 * window.open features for a share popup of `size` (550 × 400, AF §9) centred on the browser window:
 * a 1440 × 900 window at (0, 0) → 'width=550,height=400,left=445,top=250'. A window smaller than the
 * popup puts it at the window's own corner rather than off to the left or top (a second screen left of
 * the first has negative coordinates, which are kept).
 */
export function popupFeatures(
  frame: WindowFrame,
  size: { width: number; height: number } = SHARE_WINDOW,
): string {
  const left = Math.round(frame.left + Math.max(0, (frame.width - size.width) / 2));
  const top = Math.round(frame.top + Math.max(0, (frame.height - size.height) / 2));
  return `width=${size.width},height=${size.height},left=${left},top=${top}`;
}

// ── Print view and PDF (AF §2, §4, §7, §8) ──────────────────────────────────────────────────────

/** The print view, opened in a new tab: '/print?car_id=2021-kia-rio-s-t1'. */
export function printHref(slug: string): string {
  return paths.print(slug);
}

/** The PDF call: '/api/cars/2021-kia-rio-s-t1/pdf'. */
export function carPdfPath(slug: string): string {
  return apiPaths.carPdf(slug);
}

/** '{slug}.pdf' (AF §7); anything but letters, digits, '.', '_' and '-' becomes '-' so the header stays valid. */
export function pdfFilename(slug: string): string {
  return `${slug.replace(/[^A-Za-z0-9._-]/g, '-')}.pdf`;
}

export function pdfContentDisposition(slug: string): string {
  return `attachment; filename="${pdfFilename(slug)}"`;
}

/** Alerted when the PDF fails without a message of its own (network down, a proxy's HTML error page). */
export const PDF_ERROR_FALLBACK = 'Sorry, the PDF could not be downloaded. Please try again.';

/** The alert for a failed PDF (AF §8): the server's `error` when its JSON body has one, else the fallback. */
export function pdfErrorMessage(body: unknown): string {
  if (body && typeof body === 'object' && 'error' in body) {
    const error = (body as { error: unknown }).error;
    if (typeof error === 'string' && error.trim()) return error.trim();
  }
  return PDF_ERROR_FALLBACK;
}

// ── The copy button and the shared address (AF §4, §9) ──────────────────────────────────────────

export const SHARE_WINDOW = { width: 550, height: 400 } as const;
/** 'Copied' shows for 1.5 s. */
export const COPIED_MS = 1500;

export function copiedToast(carName: string): string {
  return `Copied ${carName} to your clipboard!`;
}

/** The public URL of a car, also what is shared: 'https://example.com.au' + 'x' → '…/cars/x'. */
export function carShareUrl(origin: string, slug: string): string {
  return absoluteUrl(origin, paths.car(slug));
}
