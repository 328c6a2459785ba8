'use client';

import { type MouseEvent, type ReactNode, useId } from 'react';
import { MailIcon } from '@/ui/icons/mail';
import { MessageCircleIcon } from '@/ui/icons/message-circle';
import { popupFeatures, type ShareNetwork, shareLinks } from '../../share-rules';

/**
 * Opens a share link in a 550 × 400 popup centred on the browser window (AF §9). A modified click
 * (new tab, new window) or a blocked popup falls back to the link's own target="_blank".
 */
function openSharePopup(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const frame = {
    left: window.screenX,
    top: window.screenY,
    width: window.outerWidth,
    height: window.outerHeight,
  };
  const popup = window.open(event.currentTarget.href, 'share', popupFeatures(frame));
  if (!popup) return;
  popup.opener = null; // the network's page gets no handle on ours
  event.preventDefault();
}

// Networks' own colours behind a simple mark (lucide has no brand logos); the link text or label names
// the network, so the mark is decorative.
const MARKS: Record<ShareNetwork, { className: string; mark: ReactNode }> = {
  facebook: { className: 'bg-[#1877f2]', mark: 'f' },
  x: { className: 'bg-black', mark: 'X' },
  linkedin: { className: 'bg-[#0a66c2]', mark: <LinkedInMark /> },
  whatsapp: { className: 'bg-[#128c7e]', mark: <MessageCircleIcon className="size-4" /> },
  email: { className: 'bg-gray-700', mark: <MailIcon className="size-4" /> },
};

/**
 * LinkedIn's 'in' drawn, not written: letters in the link would be visible text that its accessible
 * name ('Share on LinkedIn') does not contain.
 */
function LinkedInMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true" focusable="false">
      <circle cx="5" cy="5" r="2.2" />
      <rect x="3" y="9" width="4.2" height="12" />
      <path d="M10 9h4v1.7c.6-1 1.9-2 3.9-2 4.1 0 4.6 2.7 4.6 6.1V21h-4.2v-5.5c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3V21H10z" />
    </svg>
  );
}

function NetworkMark({ network }: { network: ShareNetwork }) {
  const { className, mark } = MARKS[network];
  return (
    <span
      aria-hidden="true"
      className={`grid size-9 shrink-0 place-items-center rounded-full font-bold text-sm text-white ${className}`}
    >
      {mark}
    </span>
  );
}

type ShareLinksProps = {
  url: string;
  title: string;
  /** 'row': marks only, named for screen readers; 'list': marks with the network's name. */
  layout: 'row' | 'list';
  label?: string;
  labelledBy?: string;
};

/** The share targets (Facebook, X, LinkedIn, WhatsApp in popups; Email as a mailto: link). */
export function ShareLinks({ url, title, layout, label, labelledBy }: ShareLinksProps) {
  return (
    <ul
      aria-label={label}
      aria-labelledby={labelledBy}
      className={layout === 'row' ? 'flex flex-wrap gap-2' : 'grid grid-cols-2 gap-2 xs:grid-cols-3'}
    >
      {shareLinks(url, title).map((link) => (
        <li key={link.network}>
          <a
            href={link.href}
            {...(link.popup ? { target: '_blank', rel: 'noopener noreferrer', onClick: openSharePopup } : {})}
            aria-label={
              layout === 'row'
                ? link.popup
                  ? `Share on ${link.label}`
                  : `Share by ${link.label.toLowerCase()}`
                : undefined
            }
            title={layout === 'row' ? link.label : undefined}
            className={
              layout === 'row'
                ? 'block rounded-full transition hover:opacity-85'
                : 'flex items-center gap-2 rounded-site border border-black/10 p-2 font-medium text-sm hover:bg-surface'
            }
          >
            <NetworkMark network={link.network} />
            {layout === 'list' && link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The vehicle page's social share row: the car's public URL (absolute, built on the server) to each network. */
export function SocialShareRow({ url, carName }: { url: string; carName: string }) {
  const headingId = useId();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p id={headingId} className="font-bold text-sm">
        Share this car
      </p>
      <ShareLinks url={url} title={carName} layout="row" labelledBy={headingId} />
    </div>
  );
}
