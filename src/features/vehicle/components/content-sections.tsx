import Link from 'next/link';
import type { ReactNode } from 'react';
import { paths } from '@/lib/paths';
import type { SiteConfig } from '@/tenancy/site-config';
import { CheckIcon } from '@/ui/icons/check';
import { ShieldCheckIcon } from '@/ui/icons/shield-check';
import { StarIcon } from '@/ui/icons/star';

/**
 * The site's own vehicle page sections in the spec's order (AF §2): What's Included, Why Buy From Us?,
 * Reserve Online (given by the page for a car that can be reserved), Protect Your Car and the three-item banner.
 */
export function ContentSections({
  config,
  whatsIncluded,
  reserve,
}: {
  config: SiteConfig;
  whatsIncluded: string[];
  reserve?: ReactNode;
}) {
  const { whyBuyFromUs, protectYourCar, banner } = config.carPage;
  return (
    <>
      <ListSection id="whats-included" heading="What's Included" items={whatsIncluded} icon="check" />
      <ListSection id="why-buy-from-us" heading="Why Buy From Us?" items={whyBuyFromUs} icon="star" />
      {reserve}
      <ListSection id="protect-your-car" heading="Protect Your Car" items={protectYourCar} icon="shield" />
      {banner.length > 0 && (
        <nav aria-label="More from us" className="vdp-section">
          <ul className="grid gap-3 sm:grid-cols-3">
            {banner.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className="flex h-full items-center justify-center rounded-site bg-accent px-4 py-5 text-center font-bold text-accent-contrast hover:opacity-90"
                >
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}

const ICONS = { check: CheckIcon, star: StarIcon, shield: ShieldCheckIcon };

function ListSection({
  id,
  heading,
  items,
  icon,
}: {
  id: string;
  heading: string;
  items: string[];
  icon: keyof typeof ICONS;
}) {
  if (items.length === 0) return null;
  const Icon = ICONS[icon];
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="vdp-section">
      <h2 id={`${id}-heading`} className="vdp-heading">
        {heading}
      </h2>
      <ul className="grid gap-2 text-sm sm:grid-cols-2">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-2">
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-ink" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A box inviting the shopper to call: the number masked until asked for, then a tel: link (AF §4). */
export function CallDealerBox({
  dealership,
  phoneButton,
}: {
  dealership: string;
  /** The number, masked until asked for, then a tel: link (AF §7 phone reveal). */
  phoneButton: React.ReactNode;
}) {
  return (
    <section aria-labelledby="call-dealer-heading" className="vdp-section">
      <div className="flex flex-col items-start gap-3 rounded-site bg-surface p-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="call-dealer-heading" className="text-lg font-extrabold">
            Questions about this car?
          </h2>
          <p className="text-sm text-gray-700">Talk to the team at {dealership}.</p>
        </div>
        {phoneButton}
      </div>
    </section>
  );
}

/**
 * The site's disclaimer with the link to the terms and conditions. When the finance panel shows without
 * the calculator (which otherwise holds it), the lender's fine print is here, where #financeDisclaimer
 * points.
 */
export function DisclaimerBlock({
  text,
  financeDisclaimer,
}: {
  text: string;
  financeDisclaimer: string | null;
}) {
  return (
    <section id="disclaimer" aria-labelledby="disclaimer-heading" className="vdp-section">
      <h2 id="disclaimer-heading" className="mb-2 text-sm font-bold">
        Disclaimer
      </h2>
      {financeDisclaimer && (
        <p id="financeDisclaimer" className="mb-2 text-xs leading-relaxed text-gray-700">
          {financeDisclaimer}
        </p>
      )}
      <p className="text-xs leading-relaxed text-gray-700">
        {text}{' '}
        <Link href={paths.termsAndConditions()} className="font-semibold underline">
          Terms and conditions
        </Link>
      </p>
    </section>
  );
}
