import Link from 'next/link';
import { formatAud } from '@/lib/money';
import type { CheckoutRoute } from '@/lib/paths';
import { PaymentMarks } from '@/ui/payment-marks';
import { CHECKOUT_HEADINGS } from '../page-rules';
import { FULLY_REFUNDABLE, HOLD_TEXT } from '../rules';

/**
 * The vehicle page's 'Reserve Online' section (AF §2; 'Buy Online' on a site selling at /buy-online): the deposit, that it is refundable and what it
 * holds, the way to the reserve page and the cards it takes. Shown only for a car that can be reserved
 * (canReserve); no script.
 */
export function ReserveOnlineSection({
  deposit,
  href,
  label,
  route,
}: {
  deposit: number;
  href: string;
  label: string;
  /** The site's features.checkoutRoute, which names the section as it names the page. */
  route: CheckoutRoute;
}) {
  return (
    <section id="reserve-online" aria-labelledby="reserve-online-heading" className="vdp-section">
      <h2 id="reserve-online-heading" className="vdp-heading">
        {CHECKOUT_HEADINGS[route]}
      </h2>
      <div className="flex flex-col gap-4 rounded-site bg-surface p-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-2xl font-extrabold">{formatAud(deposit)}</span>
            <span className="font-semibold">deposit</span>
            <span className="font-bold text-tag-green">{FULLY_REFUNDABLE}</span>
          </p>
          <p className="mt-1 text-sm">{HOLD_TEXT}</p>
        </div>
        <Link
          href={href}
          className="shrink-0 rounded-site bg-brand px-5 py-3 text-center font-bold text-brand-contrast hover:opacity-90"
        >
          {label}
        </Link>
      </div>
      <PaymentMarks className="mt-3" />
    </section>
  );
}
