import Link from 'next/link';
import { formatAud } from '@/lib/money';
import type { CheckoutRoute } from '@/lib/paths';
import { paths } from '@/lib/paths';
import { BadgeCheckIcon } from '@/ui/icons/badge-check';
import { CheckIcon } from '@/ui/icons/check';
import { RotateCcwIcon } from '@/ui/icons/rotate-ccw';
import { ShieldCheckIcon } from '@/ui/icons/shield-check';
import { StaticImage } from '@/ui/static-image';
import { CHECKOUT_HEADINGS } from '../page-rules';
import { PAYMENT_CANCELLED_MESSAGE } from '../payment/status-rules';
import {
  ALREADY_RESERVED_MESSAGE,
  FULLY_REFUNDABLE,
  HOLD_TEXT,
  moneyBackGuarantee,
  NOT_RESERVABLE_MESSAGE,
  RETURN_HEADING,
  RETURN_TERMS,
} from '../rules';
import type { CheckoutCar } from '../view';
import { LazyReserveForm } from './lazy-reserve-form';
import type { ReserveDetails } from './reserve-form';

type Props = {
  car: CheckoutCar;
  /** The site's features.checkoutRoute, which names the page. */
  route: CheckoutRoute;
  /** The site's text for a car without a price. */
  noPriceText: string;
  /** carPage.moneyBackGuaranteeHours: the guarantee on used cars (0 for none). */
  moneyBackGuaranteeHours: number;
  /** The car's certified programme and its benefits (AF §9), null for a car outside one. */
  certified: { name: string; benefits: readonly string[] } | null;
  /** The signed-in shopper's details, to start the form with. */
  details?: ReserveDetails;
  /** Back from the provider's page by its Cancel (?cancelled=1). */
  cancelled: boolean;
};

/**
 * The reserve page (/cars/{slug}/checkout or /buy-online; AF §2, §9): the car, the deposit and what it
 * buys (a 48-hour hold, fully refundable), the terms that protect the shopper, and the details form
 * whose button sends them to pay. A car that cannot be reserved gets the reason and its link instead.
 */
export function CheckoutPage({
  car,
  route,
  noPriceText,
  moneyBackGuaranteeHours,
  certified,
  details,
  cancelled,
}: Props) {
  const guarantee = moneyBackGuarantee(car.carType, moneyBackGuaranteeHours);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{CHECKOUT_HEADINGS[route]}</h1>
      {cancelled && car.reservable && (
        <p
          role="status"
          className="mt-4 rounded-site border border-black/15 bg-surface px-4 py-3 font-semibold"
        >
          {PAYMENT_CANCELLED_MESSAGE}
        </p>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-10">
        <CarCard car={car} noPriceText={noPriceText} />
        <div className="min-w-0 space-y-6">
          {car.reservable ? (
            <>
              <DepositBox deposit={car.deposit} />
              <section
                aria-labelledby="reserve-details-heading"
                className="rounded-site border border-black/10 p-4 shadow-sm sm:p-6"
              >
                <h2 id="reserve-details-heading" className="mb-4 text-xl font-extrabold">
                  Your details
                </h2>
                <LazyReserveForm carSlug={car.slug} deposit={car.deposit} details={details} />
              </section>
              {car.price !== null && car.price > 0 && (
                <p className="rounded-site border border-black/10 p-4">
                  <span className="font-bold">Ready to buy it outright?</span> Choose delivery or pick-up, add
                  your trade-in and finance, and pay the same deposit.{' '}
                  <Link
                    href={paths.checkoutJourney(car.slug)}
                    className="font-bold text-brand-ink underline underline-offset-2"
                  >
                    Buy online
                  </Link>
                </p>
              )}
              <Terms guarantee={guarantee} certified={certified} />
            </>
          ) : (
            <div className="rounded-site bg-surface p-5">
              <p className="font-semibold">
                {car.reserved ? ALREADY_RESERVED_MESSAGE : NOT_RESERVABLE_MESSAGE}
              </p>
              <Link
                href={car.path}
                className="mt-4 inline-block rounded-site bg-brand px-4 py-2.5 font-bold text-brand-contrast hover:opacity-90"
              >
                Back to the car
              </Link>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

function CarCard({ car, noPriceText }: { car: CheckoutCar; noPriceText: string }) {
  // Beside its photo on a phone, so the deposit and the form start on the first screen.
  return (
    <aside
      aria-labelledby="checkout-car"
      className="flex h-fit overflow-hidden rounded-site bg-surface lg:block"
    >
      <div className="relative aspect-[4/3] w-32 shrink-0 self-start bg-black/5 sm:w-56 lg:w-auto">
        {car.image ? (
          <StaticImage
            src={car.image}
            alt={car.name}
            fill
            sizes="(min-width: 992px) 352px, (min-width: 576px) 224px, 128px"
            className="object-cover"
            priority
          />
        ) : (
          <span className="grid h-full place-items-center text-center text-sm font-semibold text-gray-700">
            Photos coming soon
          </span>
        )}
      </div>
      <div className="min-w-0 space-y-1 px-4 py-3 lg:space-y-2 lg:p-5">
        <h2 id="checkout-car" className="font-extrabold lg:text-lg">
          {car.name}
        </h2>
        <p className="text-xl font-extrabold lg:text-2xl">
          {car.price !== null && car.price > 0 ? formatAud(car.price) : noPriceText}
        </p>
        {car.location && <p className="text-sm text-gray-700">{car.location.name}</p>}
        <Link href={car.path} className="inline-block text-sm font-semibold underline underline-offset-2">
          Back to the car
        </Link>
      </div>
    </aside>
  );
}

function DepositBox({ deposit }: { deposit: number }) {
  return (
    <section aria-labelledby="deposit-heading" className="rounded-site bg-surface p-5">
      <h2 id="deposit-heading" className="text-sm font-bold uppercase tracking-wide text-gray-700">
        Deposit
      </h2>
      <p className="mt-1 flex flex-wrap items-baseline gap-x-3">
        <span className="text-3xl font-extrabold">{formatAud(deposit)}</span>
        <span className="font-bold text-tag-green">{FULLY_REFUNDABLE}</span>
      </p>
      <p className="mt-2">{HOLD_TEXT}</p>
    </section>
  );
}

function Terms({ guarantee, certified }: { guarantee: string | null; certified: Props['certified'] }) {
  return (
    <section aria-labelledby="reserve-terms-heading" className="space-y-5">
      <h2 id="reserve-terms-heading" className="sr-only">
        Buy with confidence
      </h2>
      {guarantee && (
        <p className="flex items-start gap-2">
          <ShieldCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-ink" />
          {guarantee}
        </p>
      )}
      <div>
        <h3 className="flex items-center gap-2 font-extrabold">
          <RotateCcwIcon aria-hidden="true" className="size-5 text-brand-ink" />
          {RETURN_HEADING}
        </h3>
        <ul className="mt-2 grid gap-1.5 text-sm sm:grid-cols-2">
          {RETURN_TERMS.map((term) => (
            <li key={term} className="flex items-start gap-2">
              <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-ink" />
              {term}
            </li>
          ))}
        </ul>
      </div>
      {certified && certified.benefits.length > 0 && (
        <div>
          <h3 className="font-extrabold">{certified.name}</h3>
          <ul className="mt-2 grid gap-1.5 text-sm sm:grid-cols-2">
            {certified.benefits.map((benefit) => (
              <li key={benefit} className="flex items-start gap-2">
                <BadgeCheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-ink" />
                {benefit}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
