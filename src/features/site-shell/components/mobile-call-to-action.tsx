import Link from 'next/link';
import type { CSSProperties } from 'react';
import { MOBILE_CTA_OPENED_PX } from '@/lib/mobile-cta';
import { paths } from '@/lib/paths';
import { telHref } from '@/lib/phone';
import type { SiteConfig } from '@/tenancy/site-config';
import { CarFrontIcon } from '@/ui/icons/car-front';
import { MailIcon } from '@/ui/icons/mail';
import { PhoneIcon } from '@/ui/icons/phone';

/**
 * The sticky call-to-action bar on phones (AF §2, below md): Call, Our Stock and the site's enquire label
 * ('Enquire Now' or 'Message Now'); past 900 px of scroll its opened style adds the dealer's name and
 * sales number. The switch is a CSS scroll-driven animation (globals.css, .mobile-cta-opened), so the bar costs every page no JavaScript;
 * a browser without scroll timelines keeps the closed style. A page with its own bottom bar (the vehicle
 * page's, the compare bar) hides this one. It stays invisible until its last element is parsed: the page
 * streams, and a fixed bar painted half-parsed would grow in place, a layout shift. The layout pads the
 * page by the bar's height.
 */
export function MobileCallToAction({ config }: { config: SiteConfig }) {
  const { sales } = config.phones;
  const button = 'flex flex-1 flex-col items-center gap-0.5 rounded-site px-2 py-1.5 text-xs font-bold';
  return (
    <nav
      aria-label="Quick actions"
      data-testid="site-cta"
      className="mobile-cta fixed inset-x-0 bottom-0 z-40 border-t border-black/10 bg-white shadow-[0_-4px_16px_rgb(0_0_0/0.12)] md:hidden"
    >
      <div
        className="mobile-cta-opened bg-accent px-3 text-accent-contrast"
        style={{ '--mobile-cta-opened-at': `${MOBILE_CTA_OPENED_PX}px` } as CSSProperties}
      >
        <p className="flex items-center justify-between gap-3 py-1.5 text-sm">
          <span className="truncate font-bold">{config.name}</span>
          <span className="shrink-0">Sales {sales}</span>
        </p>
      </div>
      <ul className="flex gap-2 px-3 py-1.5">
        <li className="flex flex-1">
          <a href={telHref(sales)} className={`${button} border border-black/15`}>
            <PhoneIcon className="size-4" />
            <span>
              Call<span className="sr-only"> sales on {sales}</span>
            </span>
          </a>
        </li>
        <li className="flex flex-1">
          <Link href={paths.search()} className={`${button} border border-black/15`}>
            <CarFrontIcon className="size-4" />
            Our Stock
          </Link>
        </li>
        <li className="flex flex-1">
          <Link href={paths.contact()} className={`${button} bg-brand text-brand-contrast`}>
            <MailIcon className="size-4" />
            {config.copy.enquireLabel}
          </Link>
        </li>
      </ul>
      {/* Last, so the bar shows only once its HTML is whole (globals.css). */}
      <span hidden className="mobile-cta-end" />
    </nav>
  );
}
